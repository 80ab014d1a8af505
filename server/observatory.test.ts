import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer } from "#tests/test-server.ts";
import { scan as scanSecurity } from "./audit/checks/security/input.fixture.ts";
import { artifactsFor, responseFor } from "./audit/checks/test-artifacts.ts";

// Our own response headers, scanned the way Mozilla's HTTP Observatory scans them (the security
// checks in server/audit/checks/security/ implement its public scoring), grade A+. TLS itself is the
// reverse proxy's job in production: the scan is given what a correctly configured proxy adds
// (https, a valid certificate, an http→https redirect on the same host).

let server: Awaited<ReturnType<typeof startTestServer>>;
beforeAll(async () => {
  server = await startTestServer({ SITE_URL: "https://www.fjellvik.example" });
});
afterAll(() => server.close());

async function scan(path: string) {
  const res = await fetch(`${server.url}${path}`, { headers: { Origin: "https://angriper.example" } });
  const headers: Record<string, string | string[]> = {};
  res.headers.forEach((value, name) => {
    headers[name] = value;
  });
  headers["set-cookie"] = res.headers.getSetCookie();
  const html = await res.text();
  const response = responseFor(html, {
    status: res.status,
    headers,
    httpRedirect: {
      checked: true,
      redirectsToHttps: true,
      firstHopHost: "www.fjellvik.example",
      requestedHost: "www.fjellvik.example",
    },
    tls: { authorized: true, validTo: null, daysLeft: 80, protocol: null },
    corsProbe: { origin: "https://angriper.example", headers },
  });
  return scanSecurity(artifactsFor(html, { finalUrl: `https://www.fjellvik.example${path}`, response }));
}

describe("Mozilla HTTP Observatory grading of our own headers", () => {
  it.each([
    ["the prerendered home page", "/"],
    ["a prerendered service page", "/nettsider/moderne-design"],
    ["a page rendered per request (not found)", "/finnes-ikke"],
    ["an API answer (JSON)", "/api/uploads"],
    ["the sitemap (XML)", "/sitemap.xml"],
  ])("%s grades A+", async (_label, path) => {
    const result = await scan(path);
    const failing = result.tests.filter((test) => !test.pass).map((test) => `${test.id}: ${test.result}`);
    expect(failing).toEqual([]);
    expect(result.grade).toBe("A+");
    expect(result.score).toBeGreaterThanOrEqual(100);
  });
});
