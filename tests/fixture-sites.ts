import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { gzipSync } from "node:zlib";

// Small websites on loopback for the audit's tests and benchmark: a well-made one, a poor one,
// a redirect, a slow one, a huge one and a non-HTML one.

export const GOOD_HTML = `<!doctype html><html lang="nb"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Regnskap for små bedrifter i Stavanger | Tallkraft</title>
<meta name="description" content="Få regnskapet levert hver måned, fast pris og svar innen 24 timer. Over 120 bedrifter i Rogaland bruker oss. Book en gratis samtale i dag.">
<link rel="canonical" href="https://tallkraft.example/">
<meta property="og:title" content="Regnskap for små bedrifter"><meta property="og:description" content="Fast pris og svar innen 24 timer."><meta property="og:image" content="https://tallkraft.example/og.png">
<script type="application/ld+json">{"@context":"https://schema.org","@type":"Organization","name":"Tallkraft"}</script>
<script src="/app.js" defer></script></head>
<body><header><a href="/"><img src="/logo.svg" alt="Tallkraft" width="120" height="40"></a></header>
<main><h1>Spar 10 timer i måneden på regnskapet</h1>
<p>Du sender bilagene, vi fører regnskapet. Du får en rapport den 5. hver måned og svar innen 24 timer.</p>
<h2>Dette får du</h2><p>Fast pris fra dag én. Over 120 bedrifter i Rogaland har spart tid med oss siden 2015.</p>
<blockquote>«Vi sparte 8 timer den første måneden.» – Kari, daglig leder og kunde</blockquote>
<form><label for="e">E-post</label><input id="e" type="email"><button type="submit">Book gratis samtale</button></form>
<a href="/priser">Se priser på regnskap</a></main></body></html>`;

/** The well-made site's price page, so its one internal link leads somewhere (the audit reads the site). */
export const PRICES_HTML = `<!doctype html><html lang="nb"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Priser på regnskap for små bedrifter | Tallkraft</title>
<meta name="description" content="Fast månedspris for regnskap, lønn og årsoppgjør. Du ser hva du betaler før du bestemmer deg, og du kan si opp når du vil.">
<link rel="canonical" href="https://tallkraft.example/priser"></head>
<body><main><h1>Priser</h1><p>Regnskap fra 1 900 kroner i måneden, eks. mva.</p><a href="/">Til forsiden</a></main></body></html>`;

export const POOR_HTML = `<html><head><script src="/a.js"></script><script src="/b.js"></script></head><body>
<h1>Velkommen</h1><h1>Vi er markedsledende</h1><h3>Om oss</h3>
<p>Vi er en ledende og innovativ aktør som leverer unike og revolusjonerende løsninger i verdensklasse. Vi har mange års erfaring, og vi er stolte av det vi gjør. Vår visjon er å være best.</p>
<img src="/bilde.jpg"><a href="/mer">Les mer</a><a href="/x"><img src="/ikon.png"></a>
<input type="text" name="navn"></body></html>`;

export interface FixtureSites {
  origin: string;
  hostPort: string;
  /** Connections the fixture server has accepted. */
  connections: () => number;
  close(): Promise<void>;
}

export async function startFixtureSites(): Promise<FixtureSites> {
  let connections = 0;
  const server: Server = createServer((req, res) => {
    // Like most real sites, a query the page does not know is ignored.
    const path = (req.url ?? "/").split("?")[0] as string;
    if (path === "/" || path === "/good") {
      res.writeHead(200, {
        "Content-Type": "text/html; charset=utf-8",
        "Content-Encoding": "gzip",
        "Cache-Control": "public, max-age=0, must-revalidate",
        ETag: '"good"',
        "Content-Security-Policy":
          "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'self'",
        "X-Content-Type-Options": "nosniff",
        "Referrer-Policy": "strict-origin-when-cross-origin",
        "Permissions-Policy": "camera=()",
      });
      res.end(gzipSync(GOOD_HTML));
    } else if (path === "/priser") {
      res.writeHead(200, { "Content-Type": "text/html; charset=utf-8" }).end(PRICES_HTML);
    } else if (path === "/robots.txt") {
      res.writeHead(200, { "Content-Type": "text/plain" }).end("User-agent: *\nSitemap: /sitemap.xml\n");
    } else if (path === "/sitemap.xml") {
      res
        .writeHead(200, { "Content-Type": "application/xml" })
        .end('<?xml version="1.0"?><urlset><url><loc>/</loc></url></urlset>');
    } else if (path === "/poor") {
      res.writeHead(200, {
        "Content-Type": "text/html",
        Server: "Apache/2.4.29 (Ubuntu)",
        "X-Powered-By": "PHP/7.2.24",
      });
      res.end(POOR_HTML);
    } else if (path === "/redirect") {
      res.writeHead(301, { Location: "/good" }).end();
    } else if (path === "/slow") {
      setTimeout(() => res.writeHead(200, { "Content-Type": "text/html" }).end(GOOD_HTML), 4000);
    } else if (path === "/huge") {
      res.writeHead(200, { "Content-Type": "text/html" });
      const chunk = `<p>${"stor side ".repeat(1000)}</p>`;
      let sent = 0;
      const write = () => {
        while (sent < 6 * 1024 * 1024) {
          sent += chunk.length;
          if (!res.write(chunk)) return void res.once("drain", write);
        }
        res.end();
      };
      write();
    } else if (path === "/data.json") {
      res.writeHead(200, { "Content-Type": "application/json" }).end('{"ok":true}');
    } else {
      res.writeHead(404, { "Content-Type": "text/plain" }).end("Finnes ikke");
    }
  });
  server.on("connection", () => connections++);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    origin: `http://127.0.0.1:${port}`,
    hostPort: `127.0.0.1:${port}`,
    connections: () => connections,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
