// Hostile inputs for the free audit, generated here so tests and benchmarks can feed the analysis
// what a stranger's site could serve: deep nesting, text full of numbers, links without text, a
// huge sitemap and a robots.txt rule built to make a backtracking matcher freeze. All our own text.

const KB = 1024;
const MB = 1024 * KB;

/** Repeats `unit` until the result is at least `bytes` long (ASCII units, so length is bytes). */
const fill = (unit: string, bytes: number) => unit.repeat(Math.max(1, Math.ceil(bytes / unit.length)));

const page = (body: string) =>
  `<!doctype html><html lang="nb"><head><title>Fiendtlig side</title></head><body>${body}</body></html>`;

/**
 * About `kb` KB of <div>s nested inside each other, with a heading, a link, a button and a paragraph
 * at the bottom: every element has the whole rest of the page below it.
 */
export function nestedDivs(kb: number): string {
  const depth = Math.ceil((kb * KB) / "<div></div>".length);
  const core = '<h2>Bunnen</h2><a href="/bunn">Bunnen</a><button></button><p>Tekst nederst.</p>';
  return page(`${"<div>".repeat(depth)}${core}${"</div>".repeat(depth)}`);
}

/**
 * About `mb` MB of ordinary Norwegian sentences with many numbers in them: facts, years, phone
 * numbers, clock times, dates, opening hours and addresses, so every number rule is exercised.
 */
export function numberText(mb: number): string {
  const sentences = [
    "Vi har hjulpet over 120 kunder siden 1995, og du får svar innen 24 timer.",
    "Ring 35 55 12 12 før kl. 15.00, eller kom innom Storgata 12, 3916 Porsgrunn.",
    "Åpent man–fre 08–16 og lør 10–15, stengt fra 8. juli til 2. august.",
    "Fast pris fra 1 490 kr, spar 30 % på service, og 9 av 10 anbefaler oss i 2024.",
    "Levering på 2–3 dager til bedrifter med 5–50 ansatte, åpent 24/7 på nett.",
  ];
  return fill(`${sentences.join(" ")}\n`, mb * MB);
}

/** A page with `n` links that have an address but no text, no image and no label. */
export function emptyLinks(n: number): string {
  const links = Array.from({ length: n }, (_, i) => `<a href="/side-${i}"></a>`).join("");
  return page(`<main><h1>Mange lenker</h1>${links}</main>`);
}

/**
 * A sitemap of about `kb` KB: <url> elements never closed, each inside the one before (an XML
 * parser keeps them all open to the end), and inside the innermost, 1 000 ordinary entries on `origin`.
 */
export function bigSitemap(kb: number, origin: string): string {
  const entries = Array.from({ length: 1000 }, (_, i) => `<url><loc>${origin}/side-${i}</loc></url>`).join(
    "\n",
  );
  const depth = Math.max(1, Math.ceil((kb * KB - entries.length) / "<url>".length));
  const urlset = `${"<url>".repeat(depth)}${entries}`;
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urlset}</urlset>\n`;
}

/**
 * A robots.txt whose one rule has many "*"s and never matches, and a path of `pathLength` "a"s:
 * a matcher that turns each "*" into a backtracking ".*" tries every way to split the path.
 */
export function redosRobots(pathLength = 50): { robots: string; path: string } {
  return {
    robots: `User-agent: *\nDisallow: /${"*a".repeat(12)}*b\n`,
    path: `/${"a".repeat(pathLength)}`,
  };
}
