import path from "node:path";
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServerProcess } from "../../tests/server-process.ts";
import { startSmtpServer } from "../../tests/smtp.ts";
import { startTestServer } from "../../tests/test-server.ts";
import { contactRequests, mailDeliveries } from "../db/schema.ts";
import { runRetention } from "../jobs/index.ts";
import { deliverContactMail } from "./deliver.ts";

// Issue 4, "Done when": a real PostgreSQL (embedded, throw-away) and a real SMTP server.

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let server: Awaited<ReturnType<typeof startTestServer>>;

beforeAll(async () => {
  smtp = await startSmtpServer();
  server = await startTestServer({
    SMTP_URL: smtp.url,
    CONTACT_TO: "salg@fjellvik.example",
    MAIL_FROM: '"Fjellvik Digital" <post@fjellvik.example>',
    MAIL_RETRY_DELAY_SECONDS: "1",
    CONTACT_RATE_LIMIT: "6",
  });
});
afterAll(async () => {
  await server?.close();
  await smtp?.stop();
});

const visitor = {
  fornavn: "Åshild",
  etternavn: "Ødegård-Ærø",
  email: "ashild@bedrift.no",
  telefon: "+47 400 00 000",
  bedrift: "Fjord & Fjell AS",
  prosjekt: "Vi vil ha en ny nettside med <b>bestilling</b>.\nHelst før sommeren.",
};

let forwardedFor = 1;
/** Each test posts as its own client address, so the rate limit is tested only where intended. */
function post(body: unknown, headers: Record<string, string> = {}) {
  return fetch(`${server.url}/api/contact`, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      "X-Forwarded-For": `10.0.0.${forwardedFor++}`,
      ...headers,
    },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

async function mailsFor(marker: string, count: number, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mails = smtp.received.filter((mail) => (mail.text ?? "").includes(marker));
    if (mails.length >= count || Date.now() > deadline) return mails;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe("a valid contact request", () => {
  it("is stored, answered 200 with its id, and both e-mails arrive with the right content", async () => {
    const marker = `Nettbutikk ${Date.now()}`;
    const res = await post({ ...visitor, prosjekt: `${visitor.prosjekt}\n${marker}` });
    expect(res.status).toBe(200);
    const { success, id } = await res.json();
    expect(success).toBe(true);

    const [row] = await server.services.database.db
      .select()
      .from(contactRequests)
      .where(eq(contactRequests.id, id));
    expect(row).toMatchObject({
      fornavn: "Åshild",
      etternavn: "Ødegård-Ærø",
      bedrift: "Fjord & Fjell AS",
      status: "received",
    });

    const mails = await mailsFor(marker, 2);
    expect(mails).toHaveLength(2);
    const notification = mails.find((mail) => mail.subject?.startsWith("Ny forespørsel"));
    const confirmation = mails.find((mail) => mail.subject?.startsWith("Takk"));
    expect(notification?.subject).toBe("Ny forespørsel fra Åshild Ødegård-Ærø (Fjord & Fjell AS)");
    expect(notification?.to).toMatchObject({ text: "salg@fjellvik.example" });
    expect(notification?.replyTo).toMatchObject({ text: "ashild@bedrift.no" });
    expect(notification?.text).toContain("Telefon: +47 400 00 000");
    // Visitor input is escaped in the HTML part and kept as it was in the text part.
    expect(notification?.html).toContain("&lt;b&gt;bestilling&lt;/b&gt;");
    expect(notification?.html).not.toContain("<b>bestilling</b>");
    expect(notification?.text).toContain("<b>bestilling</b>");
    expect(confirmation?.to).toMatchObject({ text: "ashild@bedrift.no" });
    expect(confirmation?.subject).toBe("Takk for henvendelsen, Åshild!");
    expect(confirmation?.text).toContain("svarer deg innen 24 timer");
    expect(confirmation?.html).toContain("svarer deg innen 24 timer");
    expect(notification?.messageId).toBe(`<${id}.notification@fjellvik.example>`);
  });
});

describe("when the mail server is down", () => {
  it("stores and acknowledges a whole burst, and every mail goes out once it is back", async () => {
    await smtp.stop();
    const marker = `SMTP nede ${Date.now()}`;
    // A burst of 20 at once while the mail server is away (each from its own address: the rate
    // limit is not what this is about).
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => post({ ...visitor, prosjekt: `${marker} #${i}` })),
    );
    expect(answers.map((res) => res.status)).toEqual(Array(20).fill(200));
    const ids = await Promise.all(answers.map(async (res) => ((await res.json()) as { id: string }).id));
    const rows = await server.services.database.db
      .select({ id: contactRequests.id })
      .from(contactRequests)
      .where(inArray(contactRequests.id, ids));
    expect(rows).toHaveLength(20);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(smtp.received.filter((mail) => (mail.text ?? "").includes(marker))).toHaveLength(0);

    await smtp.start();
    const mails = await mailsFor(marker, 40, 40_000);
    expect(mails).toHaveLength(40);
    expect(new Set(mails.map((mail) => mail.messageId)).size).toBe(40);
    expect(mails.filter((mail) => mail.subject === "Takk for henvendelsen, Åshild!")).toHaveLength(20);
    expect(
      mails.filter((mail) => mail.subject === "Ny forespørsel fra Åshild Ødegård-Ærø (Fjord & Fjell AS)"),
    ).toHaveLength(20);
  }, 60_000);
});

describe("sending is idempotent", () => {
  it("a job that runs again after delivery sends nothing", async () => {
    const marker = `Idempotent ${Date.now()}`;
    const { id } = await (await post({ ...visitor, prosjekt: marker })).json();
    await mailsFor(marker, 2);
    const deps = {
      database: server.services.database,
      mailer: server.services.mailer,
      mailFrom: server.env.MAIL_FROM,
      contactTo: server.env.CONTACT_TO,
    };
    expect(await deliverContactMail(deps, { requestId: id, kind: "notification" })).toBe("already-sent");
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(smtp.received.filter((mail) => (mail.text ?? "").includes(marker))).toHaveLength(2);
    const deliveries = await server.services.database.db
      .select()
      .from(mailDeliveries)
      .where(eq(mailDeliveries.requestId, id));
    expect(deliveries.map((d) => d.kind).sort()).toEqual(["confirmation", "notification"]);
  });
});

describe("bad input", () => {
  it("gives every invalid field its Norwegian message and stores nothing", async () => {
    const before = (await server.services.database.db.select().from(contactRequests)).length;
    const res = await post({ fornavn: "Å", etternavn: "", email: "ikke-epost", telefon: "x".repeat(41) });
    expect(res.status).toBe(400);
    expect((await res.json()).errors).toEqual({
      fornavn: "Fornavn må være minst 2 tegn",
      etternavn: "Etternavn må være minst 2 tegn",
      email: "Ugyldig e-postadresse",
      telefon: "Telefonnummeret kan være høyst 40 tegn",
    });
    expect((await server.services.database.db.select().from(contactRequests)).length).toBe(before);
  });

  it("answers a foreign content type with 415 and a post from another site with 403", async () => {
    const text = await post("fornavn=Kari", { "Content-Type": "text/plain" });
    expect(text.status).toBe(415);
    expect((await text.json()).message).toMatch(/JSON/);
    const foreign = await post(visitor, { Origin: "https://angriper.example" });
    expect(foreign.status).toBe(403);
    const crossSite = await post(visitor, { "Sec-Fetch-Site": "cross-site" });
    expect(crossSite.status).toBe(403);
  });
});

describe("spam defence", () => {
  async function storedAs(id: string) {
    const [row] = await server.services.database.db
      .select()
      .from(contactRequests)
      .where(eq(contactRequests.id, id));
    return row;
  }

  it("stores a filled honeypot as spam, answers like any other request and sends no mail", async () => {
    const marker = `Honningkrukke ${Date.now()}`;
    const res = await post({ ...visitor, prosjekt: marker, nettside: "https://spam.example" });
    expect(res.status).toBe(200);
    const { success, id } = await res.json();
    expect(success).toBe(true);
    expect(await storedAs(id)).toMatchObject({ status: "spam", spamReason: "honeypot" });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(smtp.received.filter((mail) => (mail.text ?? "").includes(marker))).toHaveLength(0);
  });

  it("treats a form sent faster than a person can type as spam", async () => {
    const res = await post({ ...visitor, startet: String(Date.now() - 200) });
    expect(await storedAs((await res.json()).id)).toMatchObject({ status: "spam", spamReason: "too-fast" });
    const human = await post({ ...visitor, startet: String(Date.now() - 20_000) });
    expect(await storedAs((await human.json()).id)).toMatchObject({ status: "received" });
  });

  it("limits posts per client address with a Norwegian 429", async () => {
    const headers = { "X-Forwarded-For": "10.9.9.9" };
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++)
      statuses.push((await post({ ...visitor, prosjekt: `rate ${i}` }, headers)).status);
    expect(statuses.slice(0, 6)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(statuses[6]).toBe(429);
    const limited = await post(visitor, headers);
    expect((await limited.json()).message).toMatch(/mange forespørsler/);
  });
});

describe("retention", () => {
  it("deletes requests older than the retention period and keeps newer ones", async () => {
    const db = server.services.database.db;
    const old = new Date();
    old.setMonth(old.getMonth() - 25);
    const [oldRow] = await db
      .insert(contactRequests)
      .values({ ...visitor, createdAt: old })
      .returning();
    const [newRow] = await db.insert(contactRequests).values(visitor).returning();
    const deleted = await runRetention({ database: server.services.database, retentionMonths: 24 });
    expect(deleted.contacts).toBeGreaterThanOrEqual(1);
    const ids = (await db.select({ id: contactRequests.id }).from(contactRequests)).map((r) => r.id);
    expect(ids).not.toContain(oldRow?.id);
    expect(ids).toContain(newRow?.id);
  });
});

describe("retention of uploaded test images", () => {
  it("deletes images older than 30 days, with their files, and keeps newer ones", async () => {
    const { mkdir, writeFile, access } = await import("node:fs/promises");
    const { uploads } = await import("../db/schema.ts");
    const db = server.services.database.db;
    const dir = path.join(server.dataDir, "uploads");
    await mkdir(dir, { recursive: true });
    const old = `${"a".repeat(32)}.png`;
    const fresh = `${"b".repeat(32)}.png`;
    for (const name of [old, fresh]) await writeFile(path.join(dir, name), "x");
    const base = { originalName: "bilde.png", mime: "image/png", bytes: 1, width: 1, height: 1 };
    await db.insert(uploads).values([
      { ...base, storedName: old, createdAt: new Date(Date.now() - 31 * 24 * 3600 * 1000) },
      { ...base, storedName: fresh },
    ]);
    const deleted = await runRetention({
      database: server.services.database,
      retentionMonths: 24,
      dataDir: server.dataDir,
    });
    expect(deleted.images).toBe(1);
    await expect(access(path.join(dir, old))).rejects.toThrow();
    await expect(access(path.join(dir, fresh))).resolves.toBeUndefined();
    expect((await db.select().from(uploads)).map((row) => row.storedName)).toEqual([fresh]);
  });
});

describe("a server killed right after answering", () => {
  it("loses nothing: after a restart the mails go out, once each", async () => {
    const start = (runWorkers: boolean) =>
      startServerProcess({
        DATA_DIR: server.dataDir,
        DATABASE_URL: server.services.database.connectionString,
        SMTP_URL: smtp.url,
        CONTACT_TO: "salg@fjellvik.example",
        RUN_WORKERS: String(runWorkers),
      });

    // First life: no workers, so the mails cannot have gone out before the kill.
    const first = await start(false);
    const marker = `Drept ${Date.now()}`;
    const res = await fetch(`${first.url}/api/contact`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ ...visitor, prosjekt: marker }),
    });
    expect(res.status).toBe(200);
    await first.stop("SIGKILL");

    const second = await start(true);
    // The test server's own workers share the database, so either may deliver; never both.
    const mails = await mailsFor(marker, 2, 30_000);
    expect(mails).toHaveLength(2);
    await new Promise((resolve) => setTimeout(resolve, 2000));
    expect(smtp.received.filter((mail) => (mail.text ?? "").includes(marker))).toHaveLength(2);
    expect(await second.stop()).toBe(0);
  }, 60_000);
});
