// The parts of @mdn/mdn-http-observatory (a devDependency, plain JavaScript without types) that
// oracle.test.ts calls: its analyzer tests and grader, never its network scanner.

declare module "@mdn/mdn-http-observatory/src/types.js" {
  export const HTML_TYPES: Set<string>;
  export interface HttpResponse {
    headers: Record<string, unknown> & { get(name: string): unknown };
    status: number;
    statusText: string;
    data: string;
    verified: boolean;
    request: { headers?: Record<string, unknown> };
    config: object;
    httpEquiv?: Map<string, string[]>;
  }
  export class Requests {
    constructor(hostname: string);
    hostname: string;
    resources: { path: string | null };
    responses: {
      auto: HttpResponse | null;
      cors: HttpResponse | null;
      http: HttpResponse | null;
      https: HttpResponse | null;
      httpRedirects: { url: URL; status: number }[];
      httpsRedirects: { url: URL; status: number }[];
    };
    session: { url: URL; jar: unknown } | null;
  }
}

declare module "@mdn/mdn-http-observatory/src/constants.js" {
  import type { Requests } from "@mdn/mdn-http-observatory/src/types.js";
  export const ALL_TESTS: ((requests: Requests) => { result: string | null; pass: boolean | null })[];
}

declare module "@mdn/mdn-http-observatory/src/grader/charts.js" {
  export const MINIMUM_SCORE_FOR_EXTRA_CREDIT: number;
  export const SCORE_TABLE: Map<string, { modifier: number }>;
}

declare module "@mdn/mdn-http-observatory/src/grader/grader.js" {
  export function getGradeForScore(score: number): { score: number; grade: string };
  export function getScoreModifier(expectation: string): number;
}

declare module "@mdn/mdn-http-observatory/src/retriever/utils.js" {
  export function parseHttpEquivHeaders(html: string, baseUrl: string): Map<string, string[]>;
}

declare module "@mdn/mdn-http-observatory/src/analyzer/hsts.js" {
  export function isHstsPreloaded(hostname: string): { includeSubDomains: boolean } | null;
}
