import { describe, expect, it } from "vitest";
import { outcome } from "../test-artifacts.ts";
import { scan, strongWith } from "./input.fixture.ts";
import { permissionsPolicy } from "./permissions-policy.ts";

// Permissions-Policy (permissions-policy.ts): 3 points off the category without it.

describe("permissions policy", () => {
  it("is good when the header limits browser features", () => {
    expect(outcome(permissionsPolicy, strongWith({}))).toEqual({
      score: 1,
      findings: [["security-permissions-policy", "good"]],
    });
    expect(permissionsPolicy.run(strongWith({})).deduction).toBeUndefined();
  });

  it("warns without it, or with an empty one, and shows what to send", () => {
    for (const value of [undefined, " "]) {
      const site = strongWith({ "permissions-policy": value });
      expect(outcome(permissionsPolicy, site)).toEqual({
        score: 0.5,
        findings: [["security-permissions-policy", "warning"]],
      });
      expect(permissionsPolicy.run(site)).toMatchObject({
        deduction: 3,
        findings: [
          {
            title: "Mangler Permissions-Policy",
            fix: expect.stringContaining(
              "«Permissions-Policy: camera=(), microphone=(), geolocation=(), payment=()»",
            ),
          },
        ],
      });
      expect(scan(site).categoryScore).toBe(97);
    }
  });
});
