import { describe, expect, it } from "vitest";
import type { SiteCrawl, SiteFinding } from "../../gather/crawl/types.ts";
import { crawledPage, crawlOf, htmlPage, ORIGIN } from "../test-artifacts.ts";
import { shareUntouched, siteFindingsFor, siteResult } from "./site-findings.ts";

// From the crawl's site-wide findings to a site check's result: a finding about pages missing
// something counts only when it names pages besides the start page, and the score is the share of
// the other pages it leaves untouched.

const PAGE = htmlPage("<title>Brød | Fjellbakeriet</title>", "<h1>Brød</h1><p>Surdeig fra Lom.</p>");
const START = `${ORIGIN}/`;

/** A crawl of a start page and two others, with findings given instead of those judged of it. */
function crawlWith(
  findings: Partial<SiteFinding>[],
  pages = ["/", "/brod", "/boller"],
): { crawl: SiteCrawl; judged: SiteFinding[] } {
  return {
    crawl: crawlOf(Object.fromEntries(pages.map((path) => [path, PAGE]))),
    judged: findings.map((finding) => ({
      id: "site-title-missing",
      severity: "problem",
      title: "Sider mangler tittel",
      detail: "Dette gjelder sidene nevnt.",
      fix: "Gi hver side en tittel.",
      impact: "serious",
      pages: [],
      ...finding,
    })),
  };
}

describe("a site check's findings", () => {
  it("are the crawl's findings with the check's ids, without axe's impact", () => {
    const { crawl, judged } = crawlWith([
      { id: "site-title-missing", pages: [`${ORIGIN}/brod`] },
      { id: "site-h1-missing", pages: [`${ORIGIN}/brod`] },
    ]);
    const found = siteFindingsFor(crawl, ["site-title-missing"], judged);
    expect(found.map((finding) => finding.id)).toEqual(["site-title-missing"]);
    expect(found[0]).not.toHaveProperty("impact");
    expect(found[0]?.pages).toEqual([`${ORIGIN}/brod`]);
  });

  it("never name the start page for a gap of its own: its own check says it once", () => {
    const bare = htmlPage("", "<p>Surdeig fra Lom.</p>");
    const crawl = crawlOf({ "/": bare, "/brod": bare, "/boller": PAGE });
    const found = siteFindingsFor(crawl, [
      "site-h1-missing",
      "site-description-missing",
      "site-lang-missing",
    ]);
    expect(found.map((f) => [f.id, f.pages])).toEqual([
      ["site-description-missing", [`${ORIGIN}/brod`, `${ORIGIN}/boller`]],
      ["site-h1-missing", [`${ORIGIN}/brod`]],
    ]);
    expect(found[1]?.title).toBe("Én side til mangler hovedoverskrift (h1)");
  });
});

describe("the share of pages untouched", () => {
  it("is not known when only the start page was read, or the others did not answer with HTML", () => {
    expect(shareUntouched(crawlWith([], ["/"]).crawl, [])).toBeNull();
    const { crawl } = crawlWith([], ["/"]);
    crawl.pages.push(crawledPage("/borte", PAGE, 404), { ...crawledPage("/meny.pdf", PAGE), html: false });
    expect(shareUntouched(crawl, [])).toBeNull();
  });

  it("counts the other pages a finding names, each once, never the start page", () => {
    const { crawl } = crawlWith([], ["/", "/brod", "/boller", "/lefser"]);
    const finding = (pages: string[]) => ({
      id: "x",
      severity: "problem" as const,
      title: "",
      detail: "",
      fix: "",
      pages,
    });
    expect(shareUntouched(crawl, [])).toBe(1);
    expect(shareUntouched(crawl, [finding([START, `${ORIGIN}/brod`]), finding([`${ORIGIN}/brod`])])).toBe(
      1 - 1 / 3,
    );
    expect(shareUntouched(crawl, [finding([`${ORIGIN}/brod`, `${ORIGIN}/boller`, `${ORIGIN}/lefser`])])).toBe(
      0,
    );
  });
});

describe("a site check's result", () => {
  it("does not apply without a crawl", () => {
    expect(siteResult(null, ["site-title-missing"])).toEqual({ score: null, findings: [] });
  });

  it("scores by the problems and warnings, not by what is only said for information", () => {
    const about = [`${ORIGIN}/brod`];
    const problem = crawlWith([{ pages: about }]);
    expect(siteResult(problem.crawl, ["site-title-missing"], problem.judged).score).toBe(0.5);
    const said = crawlWith([{ severity: "info", pages: about }]);
    const info = siteResult(said.crawl, ["site-title-missing"], said.judged);
    expect(info.score).toBe(1);
    expect(info.findings.map((finding) => finding.severity)).toEqual(["info"]);
  });
});
