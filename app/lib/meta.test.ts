import { describe, expect, it } from "vitest";
import { pageMeta, truncate } from "./meta";

function attr(meta: ReturnType<typeof pageMeta>, key: string, value: string) {
  return meta.find((m) => (m as Record<string, unknown>)[key] === value) as
    | Record<string, string>
    | undefined;
}

describe("truncate (docs/brief/SPEC.md section 9)", () => {
  it("keeps a title of exactly 60 characters", () => {
    const title = "a".repeat(60);
    expect(truncate(title, 60)).toBe(title);
  });
  it("cuts a title of 61 characters to 57 plus '...'", () => {
    const cut = truncate("b".repeat(61), 60);
    expect(cut).toBe(`${"b".repeat(57)}...`);
    expect(cut).toHaveLength(60);
  });
  it("keeps a description of exactly 155 characters and cuts 156 to 152 plus '...'", () => {
    expect(truncate("c".repeat(155), 155)).toHaveLength(155);
    expect(truncate("c".repeat(156), 155)).toBe(`${"c".repeat(152)}...`);
  });
});

describe("pageMeta", () => {
  const meta = pageMeta({ title: "Nyheter", description: "Siste nytt fra oss.", path: "/nyheter" });

  it("writes title, description, canonical and the share tags", () => {
    expect(meta).toContainEqual({ title: "Nyheter" });
    expect(attr(meta, "name", "description")?.content).toBe("Siste nytt fra oss.");
    expect(attr(meta, "rel", "canonical")?.href).toBe("https://www.fjellvik.example/nyheter");
    expect(attr(meta, "property", "og:locale")?.content).toBe("no_NO");
    expect(attr(meta, "property", "og:url")?.content).toBe("https://www.fjellvik.example/nyheter");
    expect(attr(meta, "property", "og:image")?.content).toBe("https://www.fjellvik.example/og/nyheter.png");
    expect(attr(meta, "name", "twitter:image")?.content).toBe("https://www.fjellvik.example/og/nyheter.png");
    expect(attr(meta, "name", "twitter:card")?.content).toBe("summary_large_image");
    expect(attr(meta, "name", "author")?.content).toBeTruthy();
    expect(attr(meta, "name", "publisher")?.content).toBeTruthy();
  });

  it("carries the organisation as structured data on every page", () => {
    const ld = meta.find((m) => "script:ld+json" in m) as
      | { "script:ld+json": { "@type": string[] }[] }
      | undefined;
    expect(ld?.["script:ld+json"][0]?.["@type"]).toContain("ProfessionalService");
  });

  it("indexes by default and says noindex,nofollow when flagged", () => {
    expect(attr(meta, "name", "robots")?.content).toBe("index,follow");
    const hidden = pageMeta({ title: "x", description: "y", path: "/x", noindex: true });
    expect(attr(hidden, "name", "robots")?.content).toBe("noindex,nofollow");
  });

  it("uses the site root as the home page's canonical", () => {
    const home = pageMeta({ title: "Hjem", description: "Forsiden", path: "/" });
    expect(attr(home, "rel", "canonical")?.href).toBe("https://www.fjellvik.example/");
  });

  it("applies the length limits to title and description in every tag", () => {
    const long = pageMeta({ title: "T".repeat(80), description: "D".repeat(200), path: "/" });
    expect(long).toContainEqual({ title: `${"T".repeat(57)}...` });
    expect(attr(long, "property", "og:description")?.content).toHaveLength(155);
    expect(attr(long, "name", "twitter:title")?.content).toHaveLength(60);
  });

  it("covers the spec's default keywords", () => {
    const keywords = attr(meta, "name", "keywords")?.content ?? "";
    for (const word of ["AI-løsninger", "kundeopplevelse", "chatbot", "nettsider", "webapplikasjoner"]) {
      expect(keywords).toContain(word);
    }
  });
});
