import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer } from "../tests/test-server.ts";

// Hostile input (issue 8, QUALITY.md "Reliability"): generated bodies, content types and sizes
// thrown at every endpoint. Nothing may answer 5xx; every 4xx carries a Norwegian message; and
// markup in any field is stored as text, never interpreted.

let server: Awaited<ReturnType<typeof startTestServer>>;
beforeAll(async () => {
  server = await startTestServer({
    CONTACT_RATE_LIMIT: "100000",
    AUDIT_PER_EMAIL_PER_HOUR: "100000",
    AUDIT_PER_HOST_PER_HOUR: "100000",
  });
});
afterAll(() => server.close());

const NORWEGIAN =
  /[æøåÆØÅ]|\b(ikke|er|for|og|Sjekk|Ugyldig|Forespørselen|Fant|Send|Oppgi|feltet|skjemaet|minst)\b/;
const RUNS = Number(process.env.FUZZ_RUNS ?? 150);

const anyJson = fc.jsonValue({ maxDepth: 3 });
const field = fc.oneof(
  fc.string({ maxLength: 300 }),
  fc.constant("<script>alert(1)</script>"),
  fc.integer(),
  fc.constant(null),
  anyJson,
);
const contactBody = fc.record(
  {
    fornavn: field,
    etternavn: field,
    email: fc.oneof(fc.emailAddress(), field),
    telefon: field,
    bedrift: field,
    prosjekt: field,
  },
  { requiredKeys: [] },
);
const contentTypes = fc.constantFrom(
  "application/json",
  "application/json; charset=utf-8",
  "application/x-www-form-urlencoded",
  "text/plain",
  "multipart/form-data; boundary=x",
  "application/xml",
  "",
);

async function send(path: string, body: string, contentType: string) {
  const headers: Record<string, string> = contentType ? { "Content-Type": contentType } : {};
  const res = await fetch(`${server.url}${path}`, { method: "POST", headers, body });
  const text = await res.text();
  return { status: res.status, text };
}

function expectNorwegian4xxOr2xx(result: { status: number; text: string }) {
  expect(result.status, result.text).toBeLessThan(500);
  if (result.status >= 400) {
    const message = JSON.parse(result.text).message as string;
    expect(message, result.text).toMatch(NORWEGIAN);
  }
}

describe("every API endpoint under generated input", () => {
  for (const path of ["/api/contact", "/api/website-audit", "/api/generate-content", "/api/upload"]) {
    it(`${path}: never a 5xx, every 4xx with a Norwegian message`, async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.oneof(
            contactBody.map((value) => JSON.stringify(value)),
            anyJson.map((value) => JSON.stringify(value)),
            fc.string({ maxLength: 2000 }),
            fc.uint8Array({ maxLength: 4000 }).map((bytes) => Buffer.from(bytes).toString("latin1")),
          ),
          contentTypes,
          async (body, contentType) => expectNorwegian4xxOr2xx(await send(path, body, contentType)),
        ),
        { numRuns: RUNS },
      );
    });
  }

  it("oversized bodies get 413 with a Norwegian message", async () => {
    for (const path of ["/api/contact", "/api/website-audit", "/api/generate-content"]) {
      const result = await send(path, JSON.stringify({ prosjekt: "ø".repeat(40_000) }), "application/json");
      expect(result.status).toBe(413);
      expectNorwegian4xxOr2xx(result);
    }
  });
});

describe("markup in every field", () => {
  it("is stored exactly as typed and never rendered as HTML in the notification", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(
          "<script>alert(1)</script>",
          '"><img src=x onerror=alert(1)>',
          "{{7*7}}",
          "'; DROP TABLE contact_requests; --",
        ),
        async (evil) => {
          const res = await fetch(`${server.url}/api/contact`, {
            method: "POST",
            headers: { "Content-Type": "application/json" },
            body: JSON.stringify({
              fornavn: `Ola ${evil}`,
              etternavn: `Nordmann ${evil}`,
              email: "ola@bedrift.no",
              bedrift: evil,
              prosjekt: evil,
            }),
          });
          expect(res.status).toBe(200);
          const { id } = await res.json();
          const { rows } = await server.services.database.pool.query(
            "SELECT fornavn, bedrift, prosjekt FROM contact_requests WHERE id = $1",
            [id],
          );
          expect(rows[0]).toEqual({ fornavn: `Ola ${evil}`, bedrift: evil, prosjekt: evil });
        },
      ),
      { numRuns: 4 },
    );
    const { notificationMail } = await import("./mail/contact-mails.ts");
    const mail = notificationMail(
      {
        id: "x",
        fornavn: "<script>",
        etternavn: "x",
        email: "a@b.no",
        telefon: "",
        bedrift: '"><img src=x onerror=alert(1)>',
        prosjekt: "<b>",
        createdAt: new Date(),
      },
      "post@fjellvik.example",
    );
    expect(mail.html).not.toMatch(/<script>|<img src=x|<b>/);
    expect(mail.html).toContain("&lt;script&gt;");
  });
});
