import type { AddressInfo } from "node:net";
import express from "express";
import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AppServices, appServicesContext } from "#app/lib/services-context.ts";
import { headers, loader } from "#app/routes/audit-report.tsx";
import { lowercasePaths } from "./app.ts";

// A report link (/rapport/{token}) is a key to a visitor's report: no answer on that path may be
// kept by a shared cache, found or not, nor its redirect (its Location carries the token). The
// same answers are checked on the built site in server/app.test.ts; these need no build. The
// finished report, kept by the server (`private, no-cache` and an ETag), is checked in
// server/report-page-cache.test.ts.

const NOT_STORED = "private, no-store";

describe("the report route without a report", () => {
  const noReports = { getAuditReport: async () => null } as unknown as AppServices;
  const context = new RouterContextProvider(new Map([[appServicesContext, noReports]]));

  it("answers 404 with the found report's Cache-Control", async () => {
    const thrown = await loader({ params: { token: "c0ffee".repeat(8) }, context } as never).catch(
      (error: unknown) => error,
    );
    const init = (thrown as { init?: ResponseInit }).init;
    expect(init?.status).toBe(404);
    // React Router keeps a thrown answer's headers as the route's loader headers.
    const sent = new Headers(headers({ loaderHeaders: new Headers(init?.headers) } as never));
    expect(sent.get("cache-control")).toBe(NOT_STORED);
  });
});

describe("the redirect from a report path with capitals", () => {
  let server: ReturnType<ReturnType<typeof express>["listen"]>;
  let base = "";
  beforeAll(async () => {
    const app = express();
    app.use(lowercasePaths);
    app.use((_req, res) => {
      res.end("ok");
    });
    server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it.each(["/rapport/C0FFEE", "/RAPPORT/c0ffee", "/Rapport/C0ffee?x=1"])("%s is not stored", async (path) => {
    const res = await fetch(`${base}${path}`, { redirect: "manual" });
    expect(res.status).toBe(301);
    expect(res.headers.get("location")?.startsWith("/rapport/c0ffee")).toBe(true);
    expect(res.headers.get("cache-control")).toBe(NOT_STORED);
  });

  it("other pages' redirects stay cacheable", async () => {
    const res = await fetch(`${base}/KONTAKT`, { redirect: "manual" });
    expect(res.status).toBe(301);
    expect(res.headers.get("cache-control")).toBeNull();
  });
});
