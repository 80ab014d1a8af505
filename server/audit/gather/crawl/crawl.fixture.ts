import type { SiteFixture } from "#tests/site-fixtures.ts";
import { siteFindings } from "../../checks/site/findings.ts";
import type { SiteCrawl } from "./crawl.ts";

// What the crawl's tests read from a crawl of a fixture site: a finding by its id, and the time
// between the requests the site saw.

export const finding = (result: SiteCrawl, id: string) => siteFindings(result).find((item) => item.id === id);

/** Time between one request's arrival and the next's, per request after the first. */
export const gaps = (fixture: SiteFixture) =>
  fixture.requests.slice(1).map((request, index) => request.at - (fixture.requests[index]?.at ?? 0));
