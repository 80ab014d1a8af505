import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FixtureSites, startFixtureSites } from "#tests/fixture-sites.ts";
import { startSmtpServer } from "#tests/smtp.ts";
import { startApiServer } from "#tests/test-server.ts";

// Abuse of the free audit to mail a stranger (red-team finding, decision 028): a real PostgreSQL, the
// real job worker and a real SMTP server. Every post comes from its own client address unless a test
// says otherwise, so the per-client limit only applies where intended.

let sites: FixtureSites;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let server: Awaited<ReturnType<typeof startApiServer>>;

beforeAll(async () => {
  sites = await startFixtureSites();
  smtp = await startSmtpServer();
  server = await startApiServer(
    {
      SMTP_URL: smtp.url,
      AUDIT_ALLOW_HOSTS: sites.hostPort,
      SITE_URL: "https://www.fjellvik.example",
      CONTACT_RATE_LIMIT: "1000",
      AUDIT_PER_HOST_PER_HOUR: "1000",
      AUDIT_MAILS_PER_MAILBOX_PER_DAY: "3",
    },
    { auditFetchOptions: { totalTimeoutMs: 2000, maxBytes: 2 * 1024 * 1024, crawl: { minGapMs: 0 } } },
  );
});
afterAll(async () => {
  await server?.close();
  await smtp?.stop();
  await sites?.close();
});

let client = 0;
const post = (body: object) =>
  fetch(`${server.url}/api/website-audit`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "X-Forwarded-For": `198.51.100.${++client}` },
    body: JSON.stringify(body),
  });

/** Mails received so far whose recipient matches. */
const mailsTo = (match: RegExp) =>
  smtp.received.filter((mail) => !Array.isArray(mail.to) && match.test(mail.to?.text ?? ""));

async function waitForMails(match: RegExp, count: number, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (mailsTo(match).length < count && Date.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 100));
  return mailsTo(match);
}

const rowsFor = async (pattern: string) =>
  (
    await server.services.database.pool.query<{ email: string }>(
      "SELECT email FROM audit_requests WHERE email ILIKE $1",
      [pattern],
    )
  ).rows;

describe("one mailbox, many spellings", () => {
  it("counts +tags, case and Gmail's dots as one mailbox: at most the day's audit mails reach it", async () => {
    const spellings = [
      "offer+1@gmail.com",
      "Offer+2@gmail.com",
      "o.f.f.e.r+3@googlemail.com",
      "OF.FER@gmail.com",
      "offer+5@gmail.com",
      "offer+6@GMAIL.com",
    ];
    const answers = [];
    for (const [i, email] of spellings.entries())
      answers.push(await post({ url: `${sites.origin}/good?n=${i}`, email }));
    expect(answers.map((answer) => answer.status)).toEqual([202, 202, 202, 429, 429, 429]);
    const refused = answers[3] as Response;
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await refused.json()).message).toMatch(/e-postadressen/);
    expect(await rowsFor("%o%f%f%e%r%")).toHaveLength(3);
    // The three accepted audits are mailed; nothing else was queued, so nothing more can follow.
    expect(await waitForMails(/o\.?f\.?f\.?e\.?r/i, 3)).toHaveLength(3);
  }, 60_000);
});

describe("a target that does not exist", () => {
  it("is refused before anything is queued, with a Norwegian message on the address field", async () => {
    const res = await post({ url: "https://finnes-ikke-her.test/", email: "fremmed@bedrift.example" });
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.errors.url).toMatch(/^Vi fant ikke nettstedet/);
    expect(await rowsFor("fremmed@bedrift.example")).toEqual([]);
  });
});
