import fs from "node:fs";
import { isHstsPreloaded } from "@mdn/mdn-http-observatory/src/analyzer/hsts.js";
import { ALL_TESTS } from "@mdn/mdn-http-observatory/src/constants.js";
import { MINIMUM_SCORE_FOR_EXTRA_CREDIT } from "@mdn/mdn-http-observatory/src/grader/charts.js";
import { getGradeForScore, getScoreModifier } from "@mdn/mdn-http-observatory/src/grader/grader.js";
import { parseHttpEquivHeaders } from "@mdn/mdn-http-observatory/src/retriever/utils.js";
import { HTML_TYPES, type HttpResponse, Requests } from "@mdn/mdn-http-observatory/src/types.js";
import { AxiosHeaders } from "axios";
import { CookieJar } from "tough-cookie";
import { vi } from "vitest";
import { artifactsFor, responseFor } from "../test-artifacts.ts";
import type { Artifacts } from "../types.ts";
import { OBSERVATORY_ORIGIN, PRELOAD_LIST, render, type Scenario } from "./scenario.fixture.ts";

// Mozilla's HTTP Observatory run on a generated scenario, without its network scanner: the
// `Requests` object is built the way its retriever builds one (src/retriever/retriever.js), its
// ten analyzer tests run on it, and the score is added up as src/scanner/index.js adds it.

/**
 * The Observatory reads its HSTS preload list from conf/hsts-preload.json, which its install script
 * downloads from Chromium's source; offline, as here, the download fails quietly and the file is
 * missing. It reads the file once and keeps it, so the scenarios' own list (a fixed one suits a
 * reproducible test anyway) is handed over on the first lookup.
 */
export function loadPreloadList() {
  const readFileSync = fs.readFileSync;
  const spy = vi
    .spyOn(fs, "readFileSync")
    .mockImplementation(((...args: Parameters<typeof readFileSync>) =>
      String(args[0]).endsWith("hsts-preload.json")
        ? JSON.stringify(PRELOAD_LIST)
        : readFileSync(...args)) as typeof readFileSync);
  try {
    isHstsPreloaded("warm-up.example");
  } finally {
    spy.mockRestore();
  }
}

export interface ObservatoryScan {
  score: number;
  grade: string;
  /** Observatory test name → result id. */
  results: Map<string, string>;
}

/**
 * `corsRequestHeaders`: the live scanner hands the CORS test axios' request object, which has no
 * `headers`, so the Origin it sent is never found (decision 019); the Observatory's own unit tests
 * put it there, which is what the test means to read.
 */
export function observatoryScan(s: Scenario, { corsRequestHeaders = false } = {}): ObservatoryScan {
  const { finalUrl, headers, html, cors } = render(s);
  const verified = s.https !== "invalid-certificate";
  const response = (values: Record<string, string | string[]>): HttpResponse => ({
    headers: new AxiosHeaders(values) as unknown as HttpResponse["headers"],
    status: 200,
    statusText: "OK",
    data: html,
    verified,
    request: {},
    config: {},
  });
  const requests = new Requests(s.host);
  const page = response(headers);
  requests.responses.auto = page;
  requests.responses.https = s.https === "none" ? null : page;
  if (s.httpRoute) {
    const hops = s.httpRoute.map((url, i, all) => ({
      url: new URL(url),
      status: i < all.length - 1 ? 301 : 200,
    }));
    // The http:// session only meets the certificate when its chain reaches https.
    const httpVerified = verified || hops.every((hop) => hop.url.protocol === "http:");
    requests.responses.http = { ...page, verified: httpVerified };
    requests.responses.httpRedirects = hops;
    requests.responses.httpsRedirects = hops;
  }
  const jar = new CookieJar();
  for (const line of headers["set-cookie"] ?? []) jar.setCookieSync(line, finalUrl, { ignoreError: true });
  requests.session = { url: new URL(s.https === "none" ? `http://${s.host}/` : `https://${s.host}/`), jar };
  requests.resources.path = html;
  requests.responses.cors = {
    ...response(cors),
    request: corsRequestHeaders ? { headers: new AxiosHeaders({ origin: OBSERVATORY_ORIGIN }) } : {},
  };
  const contentType = String(headers["content-type"] ?? "");
  page.httpEquiv = HTML_TYPES.has(contentType.split(";")[0] ?? "")
    ? parseHttpEquivHeaders(html, requests.session.url.href)
    : new Map();

  const results = new Map<string, string>();
  for (const test of ALL_TESTS) {
    const output = test(requests) as { result: string | null; constructor: { name: string } };
    results.set(output.constructor.name, output.result ?? "(none)");
  }
  return { ...observatoryGrade([...results.values()]), results };
}

/** The scanner's sum: penalties, and the bonuses only from 90 up. */
export function observatoryGrade(resultIds: string[]) {
  let withBonuses = 100;
  let penalised = 100;
  for (const id of resultIds) {
    const modifier = getScoreModifier(id);
    withBonuses += modifier;
    if (modifier < 0) penalised += modifier;
  }
  return getGradeForScore(penalised >= MINIMUM_SCORE_FOR_EXTRA_CREDIT ? withBonuses : penalised);
}

/** The same scenario as our engine's artefacts. */
export function securityArtifacts(s: Scenario): Artifacts {
  const { finalUrl, headers, html, cors } = render(s);
  const route = s.httpRoute;
  const response = responseFor(html, {
    status: 200,
    headers,
    httpRedirect: route
      ? {
          checked: true,
          redirectsToHttps: route.at(-1)?.startsWith("https:") ?? false,
          firstHopHost: route[1] ? new URL(route[1]).hostname : null,
          requestedHost: s.host,
          route,
        }
      : { checked: true, redirectsToHttps: null, firstHopHost: null, requestedHost: s.host },
    tls:
      s.https === "none"
        ? null
        : { authorized: s.https === "valid", validTo: null, daysLeft: 90, protocol: null },
    hstsPreloaded: (host) => isHstsPreloaded(host) !== null,
    corsProbe: { origin: OBSERVATORY_ORIGIN, headers: cors },
  });
  return artifactsFor(html, { finalUrl, response });
}
