import type { AddressInfo } from "node:net";
import { connect } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHttpServer } from "./http-server.ts";

// What Node's HTTP parser refuses never reaches the app, so the app's security headers are not on
// those answers; the server writes them itself. No build needed: a stand-in app answers the rest.

async function listening(siteUrl: string) {
  const server = createHttpServer((_req, res) => res.end("app\n"), { siteUrl });
  server.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  return server;
}

/** Writes bytes to a fresh connection and returns the answer's head (status line and headers). */
function head(port: number, bytes: string) {
  return new Promise<string>((resolve, reject) => {
    const socket = connect(port, "127.0.0.1");
    let text = "";
    socket.setEncoding("utf8");
    socket.on("data", (chunk) => {
      text += chunk;
      // A 417 leaves the connection open: the head is all this test reads.
      if (text.includes("\r\n\r\n")) socket.destroy();
    });
    socket.on("close", () => resolve(text.split("\r\n\r\n")[0] ?? ""));
    socket.on("error", reject);
    socket.write(bytes);
  });
}

const REFUSED: [string, number, string][] = [
  ["a malformed request", 400, "GET / HTTP/1.1\r\nHost: x\r\nContent-Length: 1\r\nContent-Length: 2\r\n\r\n"],
  ["headers past 16 KB", 431, `GET / HTTP/1.1\r\nHost: x\r\nX-Huge: ${"a".repeat(17_000)}\r\n\r\n`],
  ["an Expect the server cannot meet", 417, "GET / HTTP/1.1\r\nHost: x\r\nExpect: junk\r\n\r\n"],
];

const hsts = (text: string) => [...text.matchAll(/^strict-transport-security: (.*)$/gim)].map((m) => m[1]);

describe("refusals by Node's parser on an https site", () => {
  let server: Awaited<ReturnType<typeof listening>>;
  beforeAll(async () => {
    server = await listening("https://www.fjellvik.example");
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it.each(REFUSED)(
    "%s carries Strict-Transport-Security like every other answer",
    async (_l, status, bytes) => {
      const answer = await head((server.address() as AddressInfo).port, bytes);
      expect(answer).toMatch(new RegExp(`^HTTP/1.1 ${status} `));
      expect(hsts(answer)).toEqual(["max-age=63072000; includeSubDomains; preload"]);
    },
  );
});

describe("refusals by Node's parser on an http site", () => {
  let server: Awaited<ReturnType<typeof listening>>;
  beforeAll(async () => {
    server = await listening("http://localhost:3000");
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it.each(REFUSED)("%s carries no Strict-Transport-Security", async (_l, status, bytes) => {
    const answer = await head((server.address() as AddressInfo).port, bytes);
    expect(answer).toMatch(new RegExp(`^HTTP/1.1 ${status} `));
    expect(hsts(answer)).toEqual([]);
  });
});
