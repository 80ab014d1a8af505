import { describe, expect, it } from "vitest";
import { observed, strong } from "./input.fixture.ts";
import { subresourceIntegrity } from "./subresource-integrity.ts";

// Subresource Integrity on scripts from other sites (subresource-integrity.ts).

const page = (scripts: string) => strong({ html: `<html><head>${scripts}</head></html>` });
const sri = (scripts: string) => observed(subresourceIntegrity, page(scripts));

describe("subresource-integrity", () => {
  it("scores subresource integrity for external scripts", () => {
    expect(
      sri('<script src="/app.js"></script><script src="https://static.example.no/x.js"></script>').result,
    ).toBe("sri-not-implemented-but-all-scripts-loaded-from-secure-origin");
    expect(sri('<script src="https://cdn.other.com/lib.js"></script>')).toEqual({
      id: "subresource-integrity",
      result: "sri-not-implemented-but-external-scripts-loaded-securely",
      pass: false,
      modifier: -5,
      score: 0.5,
      findings: [["security-sri", "warning"]],
    });
    expect(
      subresourceIntegrity.run(page('<script src="https://cdn.other.com/lib.js"></script>')).findings[0],
    ).toMatchObject({
      title: "Eksterne skript uten integritetssjekk",
      detail: expect.stringContaining(
        "et skript fra andre domener uten Subresource Integrity (https://cdn.other.com/lib.js)",
      ),
    });
    // past three addresses, how many there are and three of them
    const five = [1, 2, 3, 4, 5]
      .map((n) => `<script src="https://cdn${n}.other.com/lib.js"></script>`)
      .join("");
    expect(subresourceIntegrity.run(page(five)).findings[0]?.detail).toMatch(
      /^Siden laster 5 skript fra andre domener uten Subresource Integrity \(blant annet https:\/\/cdn1\.other\.com\/lib\.js, https:\/\/cdn2\.other\.com\/lib\.js og https:\/\/cdn3\.other\.com\/lib\.js\)\./,
    );
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
    const [finding] = subresourceIntegrity.run(
      page(
        '<script src="https://cdn.one.example/a.js"></script><script src="http://cdn.two.example/b.js"></script>',
      ),
    ).findings;
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
    const json = strong({
      headers: { "content-type": "application/json" },
      html: '<script src="http://x.example/a.js"></script>',
    });
    expect(observed(subresourceIntegrity, json).result).toBe("sri-not-implemented-response-not-html");
  });

  it("uses the page the fetcher's caller parsed, never the HTML again", () => {
    const parsed = page('<script src="http://cdn.other.com/lib.js"></script>');
    const artifacts = strong({ html: "", document: parsed.response.document });
    expect(observed(subresourceIntegrity, artifacts).modifier).toBe(-50);
  });
});
