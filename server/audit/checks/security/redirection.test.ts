import { describe, expect, it } from "vitest";
import type { ResponseArtifact } from "../types.ts";
import { type Changes, observed, strong } from "./input.fixture.ts";
import { redirection } from "./redirection.ts";

// Where http:// sends the visitor (redirection.ts).

const redirected = (httpRedirect: ResponseArtifact["httpRedirect"], changes: Changes = {}) =>
  observed(redirection, strong({ httpRedirect, ...changes }));

describe("redirection", () => {
  it("scores redirection from what the first hop shows", () => {
    expect(redirected({ checked: true, redirectsToHttps: true, firstHopHost: "www.example.no" })).toEqual({
      id: "redirection",
      result: "redirection-to-https",
      pass: true,
      modifier: 0,
      score: 1,
      findings: [["security-redirect", "good"]],
    });
    const offHost = {
      checked: true,
      redirectsToHttps: true,
      firstHopHost: "www.example.no",
      requestedHost: "example.no",
    };
    expect(redirected(offHost)).toMatchObject({
      modifier: -5,
      result: "redirection-off-host-from-http",
      findings: [["security-redirect", "warning"]],
    });
    expect(redirected({ checked: true, redirectsToHttps: null, firstHopHost: null })).toMatchObject({
      modifier: 0,
      result: "redirection-not-needed-no-http",
    });
  });

  it("costs 20 points when http:// stays on http, and tells how to send visitors on", () => {
    const missing = strong({ httpRedirect: { checked: true, redirectsToHttps: false, firstHopHost: null } });
    expect(observed(redirection, missing)).toMatchObject({
      modifier: -20,
      result: "redirection-missing",
      score: 0,
      findings: [["security-redirect", "problem"]],
    });
    expect(redirection.run(missing).findings[0]).toMatchObject({
      title: "Besøkende sendes ikke videre fra http til https",
      fix: expect.stringContaining("permanent videresending (301)"),
    });
  });

  it("leaves a site without https to the https finding; the test still counts", () => {
    const http = strong({
      finalUrl: "http://www.example.no/",
      tls: null,
      httpRedirect: { checked: true, redirectsToHttps: false, firstHopHost: null },
    });
    expect(observed(redirection, http)).toMatchObject({ modifier: -20, findings: [] });
  });

  it("reads the whole chain when the route is given: a first hop to http costs 10", () => {
    const route = ["http://example.no/", "http://www.example.no/", "https://www.example.no/"];
    const chain = {
      checked: true,
      redirectsToHttps: true,
      firstHopHost: "www.example.no",
      requestedHost: "example.no",
    };
    expect(redirected({ ...chain, route })).toMatchObject({
      modifier: -10,
      result: "redirection-not-to-https-on-initial-redirection",
    });
    // Without the route only the first hop's host is known.
    expect(redirected(chain).result).toBe("redirection-off-host-from-http");
  });

  it("passes a chain whose every host is on the HSTS preload list", () => {
    const route = ["http://www.example.no/"];
    const httpRedirect = { checked: true, redirectsToHttps: false, firstHopHost: null, route };
    expect(redirected(httpRedirect).result).toBe("redirection-missing");
    expect(
      redirected(httpRedirect, { hstsPreloaded: (host: string) => host.endsWith("example.no") }),
    ).toMatchObject({
      pass: true,
      result: "redirection-all-redirects-preloaded",
    });
  });

  it("blames the certificate when the chain reaches https with an invalid one", () => {
    const route = ["http://www.example.no/", "https://www.example.no/"];
    const tls = { authorized: false, validTo: null, daysLeft: 10 };
    expect(
      redirected({ checked: true, redirectsToHttps: true, firstHopHost: "www.example.no", route }, { tls })
        .result,
    ).toBe("redirection-invalid-cert");
  });

  it("says nothing when the http:// request could not be made", () => {
    expect(redirected({ checked: false, redirectsToHttps: null, firstHopHost: null })).toEqual({
      id: "redirection",
      result: "redirection-not-checked",
      pass: true,
      modifier: 0,
      score: 1,
      findings: [],
    });
  });
});
