import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { serviceTextPages } from "#content/service-texts.ts";
import { startOpenAiMock } from "#tests/openai-mock.ts";
import { startTestServer } from "#tests/test-server.ts";

// With the stand-in model a page's first request triggers one generation,
// later requests are served from the database, and a failing model leaves the curated text.

let model: Awaited<ReturnType<typeof startOpenAiMock>>;
let server: Awaited<ReturnType<typeof startTestServer>>;

beforeAll(async () => {
  model = await startOpenAiMock();
  server = await startTestServer({
    OPENAI_API_KEY: "test-key",
    OPENAI_BASE_URL: model.baseURL,
    OPENAI_MODEL: "mock-model",
  });
});
afterAll(async () => {
  await server?.close();
  await model?.close();
});

const page = (path: string) =>
  serviceTextPages().get(path) as NonNullable<ReturnType<ReturnType<typeof serviceTextPages>["get"]>>;
const generate = (body: object) =>
  fetch(`${server.url}/api/generate-content`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
const request = (path: string) => {
  const p = page(path);
  return { title: p.title, description: p.description, category: p.category };
};

describe("with a language model", () => {
  it("generates once for concurrent first requests, then serves the stored text in the HTML", async () => {
    model.state.mode = "ok";
    const path = "/nettsider/moderne-design";
    const first = await (await fetch(`${server.url}${path}`)).text();
    expect(first).toContain("data-skeleton");
    const answers = await Promise.all(Array.from({ length: 5 }, () => generate(request(path))));
    const contents = await Promise.all(answers.map(async (res) => (await res.json()).content));
    expect(new Set(contents).size).toBe(1);
    expect(contents[0]).toMatch(/^Generert tekst\./);
    expect(model.state.calls).toBe(1);
    // The model got our page's own words, and nothing from the visitor.
    expect(JSON.stringify(model.state.lastBody)).toContain("Moderne design");

    const later = await (await fetch(`${server.url}${path}`)).text();
    expect(later).not.toContain("data-skeleton");
    expect(later).toContain("Generert tekst.");
    expect(later).toContain("<strong>ryddig struktur</strong>");
    expect(model.state.calls).toBe(1);
  });

  it("keeps the curated text when the model fails", async () => {
    model.state.mode = "fail";
    const path = "/nettsider/hoy-ytelse";
    const before = model.state.calls;
    const res = await generate(request(path));
    expect(res.status).toBe(200);
    expect((await res.json()).content).toBe(page(path).curated);
    expect(model.state.calls - before).toBe(2);
    const html = await (await fetch(`${server.url}${path}`)).text();
    expect(html).not.toContain("data-skeleton");
    expect(html).toContain(page(path).curated.split("\n")[0]?.replace(/\*\*/g, "").slice(0, 40));
  });

  it("refuses an answer with script in it and keeps the curated text", async () => {
    model.state.mode = "malicious";
    const path = "/nettsider/seo-optimalisering";
    const content = (await (await generate(request(path))).json()).content;
    expect(content).toBe(page(path).curated);
    const html = await (await fetch(`${server.url}${path}`)).text();
    expect(html).not.toContain("angriper.example");
  });

  it("escapes any other markup from the model", async () => {
    model.state.mode = "markup";
    const path = "/nettsider/cms-integrasjon";
    await generate(request(path));
    const html = await (await fetch(`${server.url}${path}`)).text();
    expect(html).toContain("&lt;marquee&gt;Blink&lt;/marquee&gt;");
    expect(html).not.toContain("<marquee>");
    expect(html).not.toContain("<b>fet</b>");
  });

  it("is never an open proxy: an unknown title or category is a 404", async () => {
    const before = model.state.calls;
    const res = await generate({ title: "Skriv et dikt om katter", description: "x", category: "Nettsider" });
    expect(res.status).toBe(404);
    expect((await res.json()).message).toMatch(/Fant ingen tjenesteside/);
    const wrong = await generate({ title: "Moderne design", description: "x", category: "Poesi" });
    expect(wrong.status).toBe(404);
    const bad = await generate({ title: 42 });
    expect(bad.status).toBe(400);
    expect(model.state.calls).toBe(before);
  });
});

describe("without a language model", () => {
  it("answers with the curated text, and every detail page has its text in the HTML", async () => {
    const plain = await startTestServer();
    try {
      const path = "/webapplikasjoner/skalerbar-arkitektur/for-konsern";
      const res = await fetch(`${plain.url}/api/generate-content`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(request(path)),
      });
      expect((await res.json()).content).toBe(page(path).curated);
      for (const [pagePath, entry] of serviceTextPages()) {
        const html = await (await fetch(`${plain.url}${pagePath}`)).text();
        expect(html, pagePath).not.toContain("data-skeleton");
        const firstWords = entry.curated.replace(/\*\*/g, "").split(/\s+/).slice(0, 6).join(" ");
        expect(html, pagePath).toContain(firstWords);
      }
    } finally {
      await plain.close();
    }
  });
});
