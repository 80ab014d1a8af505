import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { builtSiteUrl, checkBuildSiteUrl, recordBuildSiteUrl } from "./build-site.ts";

// A build serves the address it was built for; starting it for another one is caught.

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "fjellvik-build-site-"));
  await recordBuildSiteUrl(dir, "https://www.fjellvik.example/");
});
afterAll(() => rm(dir, { recursive: true, force: true }));

function check(SITE_URL: string, NODE_ENV: "production" | "development" | "test", buildDir = dir) {
  const warnings: unknown[][] = [];
  const refusal = checkBuildSiteUrl({ SITE_URL, NODE_ENV }, buildDir, {
    warn: (...args: unknown[]) => void warnings.push(args),
  } as never);
  return { refusal, warnings };
}

describe("checkBuildSiteUrl", () => {
  it("lets the server start quietly when SITE_URL is the build's", () => {
    expect(check("https://www.fjellvik.example", "production")).toEqual({ refusal: null, warnings: [] });
  });

  it("warns, and starts, outside production when they differ", () => {
    for (const env of ["development", "test"] as const) {
      const { refusal, warnings } = check("https://staging.fjellvik.example", env);
      expect(refusal).toBeNull();
      expect(warnings).toHaveLength(1);
      expect(warnings[0]?.[0]).toEqual({
        builtFor: "https://www.fjellvik.example",
        siteUrl: "https://staging.fjellvik.example",
      });
    }
  });

  it("refuses in production with one Norwegian sentence naming both addresses and the fix", () => {
    const { refusal, warnings } = check("https://staging.fjellvik.example", "production");
    expect(warnings).toEqual([]);
    expect(refusal).toBe(
      "Bygget er laget for SITE_URL=https://www.fjellvik.example, men serveren startes med " +
        "SITE_URL=https://staging.fjellvik.example, så sidene ville vist feil adresse i canonical, og:url " +
        "og strukturerte data: bygg på nytt med den nye adressen " +
        "(SITE_URL=https://staging.fjellvik.example npm run build) før du starter.",
    );
  });

  it("only warns about a build without a record (made before the record existed)", () => {
    const { refusal, warnings } = check(
      "https://www.fjellvik.example",
      "production",
      path.join(dir, "gammel"),
    );
    expect(refusal).toBeNull();
    expect(warnings).toHaveLength(1);
  });
});

it("the build records the address its pages carry (npm run build)", async () => {
  const buildDir = path.resolve(import.meta.dirname, "../build");
  const html = await readFile(path.join(buildDir, "client/index.html"), "utf8");
  const canonical = html.match(/<link rel="canonical" href="([^"]+)"/)?.[1];
  expect(canonical).toBeDefined();
  expect(builtSiteUrl(buildDir)).toBe(new URL(canonical as string).origin);
});
