import { createServer, type Server } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiRequest } from "./api";

// A real HTTP server on loopback answers; apiRequest runs against it through Node's fetch.
let server: Server;
let base = "";
const seen: { cookie?: string; type?: string; body: string }[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk) => (body += chunk));
    req.on("end", () => {
      seen.push({ cookie: req.headers.cookie, type: req.headers["content-type"], body });
      if (req.url === "/ok")
        return res.writeHead(200, { "Content-Type": "application/json" }).end('{"success":true}');
      if (req.url === "/bad") return res.writeHead(400).end("Ugyldig forespørsel");
      res.writeHead(503, "Service Unavailable").end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  base = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("apiRequest (docs/brief/SPEC.md sections 7 and 8)", () => {
  it("posts JSON and returns the parsed answer", async () => {
    await expect(apiRequest(`${base}/ok`, { json: { fornavn: "Åse" } })).resolves.toEqual({ success: true });
    expect(seen.at(-1)).toMatchObject({ type: "application/json", body: '{"fornavn":"Åse"}' });
  });
  it("turns a non-OK answer into '{status}: {body text}'", async () => {
    await expect(apiRequest(`${base}/bad`, { json: {} })).rejects.toThrow("400: Ugyldig forespørsel");
  });
  it("uses the status text when the body is empty", async () => {
    await expect(apiRequest(`${base}/empty`)).rejects.toThrow("503: Service Unavailable");
  });
});
