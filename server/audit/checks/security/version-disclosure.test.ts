import { describe, expect, it } from "vitest";
import { outcome } from "../test-artifacts.ts";
import { scan, strongWith } from "./input.fixture.ts";
import { findVersionDisclosure, versionDisclosure } from "./version-disclosure.ts";

// Software versions in response headers (version-disclosure.ts): 5 points off the category.

describe("version disclosure", () => {
  it("warns of software versions in headers, names them and says how to hide them", () => {
    const site = strongWith({ server: "nginx/1.18.0 (Ubuntu)", "x-powered-by": "PHP/7.4.3" });
    expect(outcome(versionDisclosure, site)).toEqual({
      score: 0.5,
      findings: [["security-version-disclosure", "warning"]],
    });
    const result = versionDisclosure.run(site);
    expect(result.deduction).toBe(5);
    expect(result.findings[0]?.detail).toContain("(server: nginx/1.18.0 (Ubuntu); x-powered-by: PHP/7.4.3)");
    expect(result.findings[0]?.fix).toContain("«server_tokens off;»");
    expect(scan(site).categoryScore).toBe(95);
  });

  it("finds a version only where there is one", () => {
    expect(versionDisclosure.run(strongWith({ server: "nginx", "x-powered-by": "Express" }))).toEqual({
      score: 1,
      findings: [],
    });
    expect(findVersionDisclosure({ server: "cloudflare" })).toEqual([]);
    expect(findVersionDisclosure({ server: "Apache/2.4.41", "x-aspnet-version": "4.0.30319" })).toHaveLength(
      2,
    );
    expect(findVersionDisclosure({ "x-generator": "Drupal 10.2" })).toEqual([
      { header: "x-generator", value: "Drupal 10.2" },
    ]);
  });
});
