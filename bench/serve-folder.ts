import { readFile, stat } from "node:fs/promises";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";

// One corpus site on loopback for the audit benchmarks (eval:audit, spelling-corpus).

export /** A static host as GitHub Pages is one: `/` and `dir/` serve index.html, `/x` serves x.html. */
async function serveFolder(folder: string) {
  const server = createServer(async (req, res) => {
    const pathname = decodeURIComponent(new URL(req.url ?? "/", "http://x").pathname);
    const candidates = pathname.endsWith("/")
      ? [`${pathname}index.html`]
      : [pathname, `${pathname}.html`, `${pathname}/index.html`];
    for (const candidate of candidates) {
      const file = path.join(folder, path.normalize(candidate));
      if (!file.startsWith(folder)) break;
      if (!(await stat(file).catch(() => null))?.isFile()) continue;
      const type = file.endsWith(".html")
        ? "text/html; charset=utf-8"
        : file.endsWith(".xml")
          ? "application/xml"
          : "text/plain; charset=utf-8";
      res.writeHead(200, { "Content-Type": type }).end(await readFile(file));
      return;
    }
    res.writeHead(404, { "Content-Type": "text/plain" }).end("Finnes ikke");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return { origin: `http://127.0.0.1:${port}`, hostPort: `127.0.0.1:${port}`, close: () => server.close() };
}
