// The shape of a generated scenario (scenario.fixture.ts), apart so the parts can name it too.

export type Directive = [name: string, sources: string[]];

export interface Scenario {
  host: string;
  https: "valid" | "invalid-certificate" | "none";
  /** The http:// chain, first request included; null when nothing answers on http. */
  httpRoute: string[] | null;
  contentType: string | null;
  /** A header policy, or a raw header value (empty, too short, two headers joined by Node). */
  csp: Directive[] | string | null;
  metaCsp: Directive[] | null;
  /** Write the <meta> policy's quotes as &#39; (the parsers must decode them). */
  metaCspEncoded: boolean;
  cspReportOnly: boolean;
  hsts: { maxAge: string | null; flags: string[] } | string | null;
  cookies: string[];
  xFrameOptions: string | null;
  xContentTypeOptions: string | null;
  referrerPolicy: string | null;
  metaReferrer: string | null;
  corp: string | null;
  cors: { allowOrigin: string | null; credentials: string | null };
  base: string | null;
  scripts: string[];
}
