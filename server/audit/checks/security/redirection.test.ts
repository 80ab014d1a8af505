import { describe, expect, it } from "vitest";
import { findingOf, strongInput, testOf } from "./input.fixture.ts";
import { type SecurityInput, scoreSecurity } from "./scan.ts";

const redirection = (httpRedirect: SecurityInput["httpRedirect"], extra: Partial<SecurityInput> = {}) =>
  testOf(scoreSecurity(strongInput({ httpRedirect, ...extra })), "redirection");

describe("redirection", () => {
  it("scores redirection from what the first hop shows", () => {
    const offHost = scoreSecurity(
      strongInput({
        httpRedirect: {
          checked: true,
          redirectsToHttps: true,
          firstHopHost: "www.example.no",
          requestedHost: "example.no",
        },
      }),
    );
    expect(testOf(offHost, "redirection")).toMatchObject({
      modifier: -5,
      result: "redirection-off-host-from-http",
    });
    const noHttp = scoreSecurity(
      strongInput({ httpRedirect: { checked: true, redirectsToHttps: null, firstHopHost: null } }),
    );
    expect(testOf(noHttp, "redirection")).toMatchObject({
      modifier: 0,
      result: "redirection-not-needed-no-http",
    });
    const missing = scoreSecurity(
      strongInput({ httpRedirect: { checked: true, redirectsToHttps: false, firstHopHost: null } }),
    );
    expect(testOf(missing, "redirection")).toMatchObject({ modifier: -20, result: "redirection-missing" });
    expect(findingOf(missing, "security-redirect")?.severity).toBe("problem");
  });

  it("reads the whole chain when the route is given: a first hop to http costs 10", () => {
    const route = ["http://example.no/", "http://www.example.no/", "https://www.example.no/"];
    const chain = {
      checked: true,
      redirectsToHttps: true,
      firstHopHost: "www.example.no",
      requestedHost: "example.no",
    };
    expect(redirection({ ...chain, route })).toMatchObject({
      modifier: -10,
      result: "redirection-not-to-https-on-initial-redirection",
    });
    // Without the route only the first hop's host is known.
    expect(redirection(chain).result).toBe("redirection-off-host-from-http");
  });

  it("passes a chain whose every host is on the HSTS preload list", () => {
    const route = ["http://www.example.no/"];
    const httpRedirect = { checked: true, redirectsToHttps: false, firstHopHost: null, route };
    expect(redirection(httpRedirect).result).toBe("redirection-missing");
    expect(
      redirection(httpRedirect, { hstsPreloaded: (host: string) => host.endsWith("example.no") }),
    ).toMatchObject({
      pass: true,
      result: "redirection-all-redirects-preloaded",
    });
  });

  it("blames the certificate when the chain reaches https with an invalid one", () => {
    const route = ["http://www.example.no/", "https://www.example.no/"];
    const tls = { authorized: false, validTo: null, daysLeft: 10 };
    expect(
      redirection({ checked: true, redirectsToHttps: true, firstHopHost: "www.example.no", route }, { tls })
        .result,
    ).toBe("redirection-invalid-cert");
  });

  it("says nothing when the http:// request could not be made", () => {
    const result = scoreSecurity(
      strongInput({ httpRedirect: { checked: false, redirectsToHttps: null, firstHopHost: null } }),
    );
    expect(testOf(result, "redirection")).toMatchObject({
      pass: true,
      modifier: 0,
      result: "redirection-not-checked",
    });
    expect(findingOf(result, "security-redirect")).toBeUndefined();
    expect(result.notes).toContain("http→https-videresending ble ikke sjekket.");
  });
});
