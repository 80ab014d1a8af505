import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

// Whole websites on loopback for the site crawl's tests (decision 021), with a log of every request
// (path, time, User-Agent) so a test can prove what was and was not asked for, and when.

export interface FixtureResponse {
  status?: number;
  type?: string;
  body?: string;
  headers?: Record<string, string>;
}

export interface LoggedRequest {
  method: string;
  /** The Host header: one fixture can answer for several names through SafeFetchOptions.resolve. */
  host: string;
  path: string;
  /** performance.now() when the request arrived (same clock as the test's). */
  at: number;
  userAgent: string;
}

export interface SiteFixture {
  origin: string;
  hostPort: string;
  requests: LoggedRequest[];
  /** How many times a path (with query) was requested. */
  hits(path: string): number;
  close(): Promise<void>;
}

/** Serves `routes(origin)` by exact path; anything else is a plain 404. */
export async function startSiteFixture(
  routes: (origin: string) => Record<string, FixtureResponse>,
): Promise<SiteFixture> {
  const requests: LoggedRequest[] = [];
  let table: Record<string, FixtureResponse> = {};
  const server = createServer((req, res) => {
    const path = req.url ?? "/";
    requests.push({
      method: req.method ?? "",
      host: req.headers.host ?? "",
      path,
      at: performance.now(),
      userAgent: req.headers["user-agent"] ?? "",
    });
    const route = table[path] ?? { status: 404, type: "text/plain", body: "Finnes ikke" };
    res.writeHead(route.status ?? 200, {
      "Content-Type": route.type ?? "text/html; charset=utf-8",
      ...route.headers,
    });
    res.end(route.body ?? "");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const hostPort = `127.0.0.1:${(server.address() as AddressInfo).port}`;
  const origin = `http://${hostPort}`;
  table = routes(origin);
  return {
    origin,
    hostPort,
    requests,
    hits: (path) => requests.filter((request) => request.path === path).length,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A small Norwegian page; leave out a part to leave it out of the HTML. */
export function fixturePage(parts: {
  title?: string;
  description?: string;
  lang?: string | null;
  h1?: string[];
  body?: string;
  links?: string[];
}): string {
  const lang = parts.lang === null ? "" : ` lang="${parts.lang ?? "nb"}"`;
  return `<!doctype html><html${lang}><head><meta charset="utf-8">
${parts.title === undefined ? "" : `<title>${parts.title}</title>`}
${parts.description === undefined ? "" : `<meta name="description" content="${parts.description}">`}
</head><body><main>${(parts.h1 ?? []).map((text) => `<h1>${text}</h1>`).join("")}
<p>Vi fører regnskapet, du driver bedriften.</p>${parts.body ?? ""}
${(parts.links ?? []).map((href, index) => `<a href="${href}">Lenke ${index + 1}</a>`).join("\n")}
</main></body></html>`;
}

const urlset = (origin: string, paths: string[]) =>
  `<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${paths
    .map((path) => `<url><loc>${origin}${path}</loc></url>`)
    .join("")}</urlset>`;

export const BLOG_POSTS = Array.from({ length: 12 }, (_, index) => `/blogg/${index + 1}`);

/**
 * A regnskapsbyrå with more pages than the crawl reads: a sitemap index, robots.txt closing /intern/,
 * a page without title, two pages sharing a title (and description), dead links from the start page
 * and from a blog post, and a link to `external` (another host that must never be asked).
 */
export const multiPageSite =
  (external: string) =>
  (origin: string): Record<string, FixtureResponse> => {
    const xml = (body: string): FixtureResponse => ({ type: "application/xml", body });
    const shared =
      "Regnskap, lønn og årsoppgjør for små bedrifter i Sandnes. Fast pris og svar innen 24 timer.";
    const routes: Record<string, FixtureResponse> = {
      "/robots.txt": {
        type: "text/plain",
        body: `User-agent: *\nDisallow: /intern/\nAllow: /intern/offentlig\n\nUser-agent: AnnenRobot\nDisallow: /\n\nSitemap: ${origin}/sitemap.xml\n`,
      },
      "/sitemap.xml": xml(
        `<?xml version="1.0"?><sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><sitemap><loc>${origin}/sitemaps/sider.xml</loc></sitemap><sitemap><loc>${origin}/sitemaps/blogg.xml</loc></sitemap></sitemapindex>`,
      ),
      "/sitemaps/sider.xml": xml(
        urlset(origin, ["/", "/om-oss", "/tjenester", "/kontakt", "/intern/notater"]),
      ),
      "/sitemaps/blogg.xml": xml(urlset(origin, BLOG_POSTS)),
      "/": {
        body: fixturePage({
          title: "Bølgen Regnskap – regnskap for små bedrifter i Sandnes",
          description: "Få regnskapet levert hver måned til fast pris. Svar innen 24 timer.",
          h1: ["Regnskap uten stress"],
          links: [
            "/om-oss",
            "/tjenester",
            "/kontakt#skjema",
            "/gammel-side",
            "/intern/notater",
            `${external}/partner`,
            "mailto:post@bolgen.example",
            "#toppen",
          ],
        }),
      },
      "/om-oss": {
        body: fixturePage({
          description: "Tre regnskapsførere i Sandnes som svarer innen 24 timer.",
          h1: ["Om oss"],
          body: '<img src="/team.jpg"><img src="/kontor.jpg"><img src="/logo.png" alt="Bølgen">',
          links: ["/"],
        }),
      },
      "/tjenester": {
        body: fixturePage({
          title: "Tjenester | Bølgen Regnskap",
          description: shared,
          h1: ["Regnskap", "Lønn"],
          links: ["/", "/kontakt"],
        }),
      },
      "/kontakt": {
        body: fixturePage({ title: "Tjenester | Bølgen Regnskap", description: shared, lang: null }),
      },
      "/intern/notater": { body: fixturePage({ title: "Interne notater", h1: ["Hemmelig"] }) },
    };
    for (const [index, path] of BLOG_POSTS.entries())
      routes[path] = {
        body: fixturePage({
          title: `Blogginnlegg ${index + 1} | Bølgen Regnskap`,
          description: `Råd nummer ${index + 1} om regnskap for små bedrifter.`,
          h1: [`Råd nummer ${index + 1}`],
          links: index === 2 ? ["/", "/slettet-innlegg"] : ["/"],
        }),
      };
    return routes;
  };
