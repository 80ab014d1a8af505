import { describe, expect, it } from "vitest";
import { strongInput, testOf } from "./input.fixture.ts";
import { scoreSecurity } from "./scan.ts";
import { siteDomain } from "./site-domain.ts";

const sri = (scripts: string) =>
  testOf(
    scoreSecurity(strongInput({ html: `<html><head>${scripts}</head></html>` })),
    "subresource-integrity",
  );

describe("subresource-integrity", () => {
  it("scores subresource integrity for external scripts", () => {
    expect(
      sri('<script src="/app.js"></script><script src="https://static.example.no/x.js"></script>').result,
    ).toBe("sri-not-implemented-but-all-scripts-loaded-from-secure-origin");
    expect(sri('<script src="https://cdn.other.com/lib.js"></script>')).toMatchObject({
      modifier: -5,
      result: "sri-not-implemented-but-external-scripts-loaded-securely",
    });
    expect(sri('<script src="http://cdn.other.com/lib.js"></script>')).toMatchObject({
      modifier: -50,
      result: "sri-not-implemented-and-external-scripts-not-loaded-securely",
    });
    expect(sri('<script src="//cdn.other.com/lib.js"></script>').modifier).toBe(-50);
    expect(
      sri(
        '<script src="https://cdn.other.com/lib.js" integrity="sha384-abc" crossorigin="anonymous"></script>',
      ),
    ).toMatchObject({ modifier: 5, result: "sri-implemented-and-external-scripts-loaded-securely" });
    // A script inside a comment is not loaded.
    expect(sri('<!-- <script src="http://cdn.other.com/lib.js"></script> -->').result).toBe(
      "sri-not-implemented-but-no-scripts-loaded",
    );
  });

  it("names only the scripts loaded without https in the finding about unencrypted scripts", () => {
    const result = scoreSecurity(
      strongInput({
        html: '<html><head><script src="https://cdn.one.example/a.js"></script><script src="http://cdn.two.example/b.js"></script></head></html>',
      }),
    );
    const finding = result.findings.find((f) => f.id === "security-sri");
    expect(finding?.title).toBe("Eksterne skript lastes ukryptert");
    expect(finding?.detail).toContain("http://cdn.two.example/b.js");
    expect(finding?.detail).not.toContain("cdn.one.example");
    expect(finding?.detail).toContain("over ukryptert http (http://cdn.two.example/b.js)");
  });

  it("decodes entities in a script's address as a browser does", () => {
    // Read as same-origin by the hand-written tokenizer this replaced.
    expect(sri('<script src="http&colon;//evil.example/x.js"></script>')).toMatchObject({
      modifier: -50,
      result: "sri-not-implemented-and-external-scripts-not-loaded-securely",
    });
  });

  it("resolves addresses against an absolute <base href>, and leaves out what a browser never runs", () => {
    expect(sri('<base href="https://cdn.other.com/"><script src="/lib.js"></script>').result).toBe(
      "sri-not-implemented-but-external-scripts-loaded-securely",
    );
    expect(sri('<base href="/static/"><script src="/lib.js"></script>').result).toBe(
      "sri-not-implemented-but-all-scripts-loaded-from-secure-origin",
    );
    expect(sri('<template><script src="http://cdn.other.com/lib.js"></script></template>').result).toBe(
      "sri-not-implemented-but-no-scripts-loaded",
    );
  });

  it("reads only HTML responses", () => {
    const json = scoreSecurity(
      strongInput({
        headers: { "content-type": "application/json" },
        html: '<script src="http://x.example/a.js"></script>',
      }),
    );
    expect(testOf(json, "subresource-integrity").result).toBe("sri-not-implemented-response-not-html");
  });

  it("approximates the registrable domain", () => {
    expect(siteDomain("www.example.no")).toBe("example.no");
    expect(siteDomain("static.cdn.example.co.uk")).toBe("example.co.uk");
    expect(siteDomain("example.no")).toBe("example.no");
    expect(siteDomain("127.0.0.1")).toBe("127.0.0.1");
  });
});
