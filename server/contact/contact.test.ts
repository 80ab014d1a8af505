import path from "node:path";
import { eq, inArray } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MULTI_LINE_MESSAGE, ONE_LINE_MESSAGE } from "#app/lib/plain-text.ts";
import { appServicesContext } from "#app/lib/services-context.ts";
import { action as pageAction } from "#app/routes/contact.tsx";
import { contactMailJobStates, untilMailJobsDone } from "#tests/mail-jobs.ts";
import { type ServerProcess, startServerProcess } from "#tests/server-process.ts";
import { startSmtpServer } from "#tests/smtp.ts";
import { startTestServer } from "#tests/test-server.ts";
import { until } from "#tests/until.ts";
import { contactRequests, mailDeliveries } from "../db/schema.ts";
import { runRetention } from "../jobs/index.ts";
import { deliverContactMail } from "./deliver.ts";

// A real PostgreSQL (embedded, throw-away) and a real SMTP server.

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let server: Awaited<ReturnType<typeof startTestServer>>;
let firstLife: Promise<ServerProcess>;

beforeAll(async () => {
  smtp = await startSmtpServer();
  server = await startTestServer({
    SMTP_URL: smtp.url,
    CONTACT_TO: "salg@fjellvik.example",
    MAIL_FROM: '"Fjellvik Digital" <post@fjellvik.example>',
    MAIL_RETRY_DELAY_SECONDS: "1",
    CONTACT_RATE_LIMIT: "6",
    // Long enough that a form sent straight back is too fast, short enough not to idle the suite.
    CONTACT_MIN_FILL_MS: "1500",
  });
  firstLife = startServerProcess({
    DATA_DIR: server.dataDir,
    DATABASE_URL: server.services.database.connectionString,
    SMTP_URL: smtp.url,
    CONTACT_TO: "salg@fjellvik.example",
    RUN_WORKERS: "false",
  });
  firstLife.catch(() => {}); // awaited (and so reported) by the test that uses it
});
afterAll(async () => {
  await firstLife?.then((first) => first.stop("SIGKILL")).catch(() => {});
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

let visitors = 0;
/** The visitor with an address of their own, so the per-recipient limit applies only where intended. */
const someone = (fields: Record<string, unknown> = {}) => ({
  ...visitor,
  email: `ashild.${++visitors}@bedrift.no`,
  ...fields,
});

/** A form shown a minute ago: what the page sends for a person. */
const aMinuteAgo = () => String(Date.now() - 60_000);

let forwardedFor = 1;
/**
 * Each test posts as its own client address, so the rate limit is tested only where intended. A
 * body without `startet` gets a person's (a form shown a minute ago); `startet: undefined` leaves it out.
 */
function post(body: unknown, headers: Record<string, string> = {}) {
  const timed =
    typeof body === "object" && body !== null && !("startet" in body)
      ? { ...body, startet: aMinuteAgo() }
      : body;
  return fetch(`${server.url}/api/contact`, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      "X-Forwarded-For": `10.0.0.${forwardedFor++}`,
      ...headers,
    },
    body: typeof timed === "string" ? timed : JSON.stringify(timed),
  });
}

const sentFor = (ids: string[]) =>
  smtp.received.filter((mail) => ids.some((id) => mail.messageId?.startsWith(`<${id}.`)));

/** The mails of these requests (by Message-ID, which names the request), once `count` are there. */
async function mailsFor(ids: string[], count: number, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mails = sentFor(ids);
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

    const mails = await mailsFor([id], 2);
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
    // What the visitor wrote is in our notification only, never in the mail to their address.
    expect(notification?.text).toContain(marker);
    expect(`${confirmation?.text}${confirmation?.html}`).not.toContain(marker);
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
      Array.from({ length: 20 }, (_, i) => post(someone({ prosjekt: `${marker} #${i}` }))),
    );
    expect(answers.map((res) => res.status)).toEqual(Array(20).fill(200));
    const ids = await Promise.all(answers.map(async (res) => ((await res.json()) as { id: string }).id));
    const rows = await server.services.database.db
      .select({ id: contactRequests.id })
      .from(contactRequests)
      .where(inArray(contactRequests.id, ids));
    expect(rows).toHaveLength(20);
    // Every one of the 40 jobs has been tried and failed against the absent server before it is back.
    let tried: string[] = [];
    await until(async () => {
      tried = await contactMailJobStates(server.services.database.pool, ids);
      return tried.length === 40 && tried.every((state) => state === "retry");
    }, "40 mail jobs tried and waiting to retry");
    expect(tried).toEqual(Array(40).fill("retry"));
    expect(sentFor(ids)).toHaveLength(0);

    await smtp.start();
    const mails = await mailsFor(ids, 40, 40_000);
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
    const { id } = await (await post(someone())).json();
    await mailsFor([id], 2);
    const deps = {
      database: server.services.database,
      mailer: server.services.mailer,
      mailFrom: server.env.MAIL_FROM,
      contactTo: server.env.CONTACT_TO,
    };
    // The SMTP server has a mail before it answers the send, so an awaited delivery that sent one
    // would already show here.
    expect(await deliverContactMail(deps, { requestId: id, kind: "notification" })).toBe("already-sent");
    expect(sentFor([id])).toHaveLength(2);
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

  it("refuses line breaks and invisible characters in one-line fields, and controls in the project text (decision 016)", async () => {
    const before = (await server.services.database.db.select().from(contactRequests)).length;
    const res = await post(
      someone({
        fornavn: "Kari\r\nBcc: alle@bedrift.no",
        etternavn: "Nordmann\u202Egnp.exe",
        telefon: "+47 400\u200B00 000",
        bedrift: "Fjord\u2066 AS",
        prosjekt: "Ny nettside\u202E – og mer",
      }),
    );
    expect(res.status).toBe(400);
    expect((await res.json()).errors).toEqual({
      fornavn: ONE_LINE_MESSAGE,
      etternavn: ONE_LINE_MESSAGE,
      telefon: ONE_LINE_MESSAGE,
      bedrift: ONE_LINE_MESSAGE,
      prosjekt: MULTI_LINE_MESSAGE,
    });
    // The wording itself, as a visitor reads it next to the field.
    expect(ONE_LINE_MESSAGE).toBe("Feltet kan ikke inneholde linjeskift eller usynlige tegn.");
    expect((await server.services.database.db.select().from(contactRequests)).length).toBe(before);
    // Line breaks and tabs are welcome in the project text.
    const lines = await post(someone({ prosjekt: "Første linje\n\tInnrykket linje\r\nSiste" }));
    expect(lines.status).toBe(200);
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
    const res = await post(someone({ prosjekt: marker, nettside: "https://spam.example" }));
    expect(res.status).toBe(200);
    const { success, id } = await res.json();
    expect(success).toBe(true);
    expect(await storedAs(id)).toMatchObject({ status: "spam", spamReason: "honeypot" });
    // No mail job was queued in the request's transaction, so no mail can ever go out.
    expect(await contactMailJobStates(server.services.database.pool, [id])).toEqual([]);
    expect(sentFor([id])).toHaveLength(0);
  });

  it("treats a form sent faster than a person can type as spam", async () => {
    const res = await post(someone({ startet: String(Date.now() - 200) }));
    expect(await storedAs((await res.json()).id)).toMatchObject({ status: "spam", spamReason: "too-fast" });
    const human = await post(someone({ startet: String(Date.now() - 20_000) }));
    expect(await storedAs((await human.json()).id)).toMatchObject({ status: "received" });
  });

  it("counts a post without a usable start time as too fast: stored as spam, answered alike, never mailed (decision 016)", async () => {
    const ids: string[] = [];
    for (const startet of [undefined, "", "nå", "-5", null, Date.now() + 3 * 24 * 3600 * 1000]) {
      const res = await post(someone({ startet }));
      expect(res.status).toBe(200);
      const { success, id } = await res.json();
      expect(success).toBe(true);
      expect(await storedAs(id), `startet: ${startet}`).toMatchObject({
        status: "spam",
        spamReason: "too-fast",
      });
      ids.push(id);
    }
    // A clock a little ahead of ours is a visitor's computer, not a bot.
    const ahead = await post(someone({ startet: Date.now() + 60_000 }));
    const aheadId = (await ahead.json()).id;
    expect(await storedAs(aheadId)).toMatchObject({ status: "received" });
    expect(await contactMailJobStates(server.services.database.pool, ids)).toEqual([]);
    expect(await contactMailJobStates(server.services.database.pool, [aheadId])).toHaveLength(2);
    expect(sentFor(ids)).toHaveLength(0);
  });

  it("limits posts per client address with a Norwegian 429", async () => {
    const headers = { "X-Forwarded-For": "10.9.9.9" };
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++)
      statuses.push((await post(someone({ prosjekt: `rate ${i}` }), headers)).status);
    expect(statuses.slice(0, 6)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(statuses[6]).toBe(429);
    const limited = await post(someone(), headers);
    expect((await limited.json()).message).toMatch(/mange forespørsler/);
  });
});

describe("mail to an address nobody has confirmed is no relay (decision 016)", () => {
  const phishing = "VIKTIG: kontoen din er sperret, logg inn på https://evil.example/bank";
  const notifications = (mails: typeof smtp.received) =>
    mails.filter((mail) => mail.messageId?.includes(".notification@"));
  const confirmations = (mails: typeof smtp.received) =>
    mails.filter((mail) => mail.messageId?.includes(".confirmation@"));

  it("sends the stranger our words only: no name that is no name, no project text, no link of theirs", async () => {
    const res = await post({
      fornavn: phishing,
      etternavn: "Kundeservice",
      email: "fremmed@offer.example",
      telefon: "+47 815 00 000",
      bedrift: "https://evil.example/bank",
      prosjekt: `${phishing}\nMvh banken din`,
    });
    expect(res.status).toBe(200);
    const { id } = await res.json();
    const mails = await mailsFor([id], 2);
    const [confirmation] = confirmations(mails);
    const [notification] = notifications(mails);
    expect(confirmation?.to).toMatchObject({ text: "fremmed@offer.example" });
    expect(confirmation?.subject).toBe("Takk for henvendelsen!");
    expect(confirmation?.text?.startsWith("Hei!\n")).toBe(true);
    const toStranger = `${confirmation?.subject}\n${confirmation?.text}\n${confirmation?.html}`;
    for (const typed of ["VIKTIG", "sperret", "evil.example", "Kundeservice", "Mvh banken", "815 00 000"])
      expect(toStranger).not.toContain(typed);
    // The notification goes to us: it keeps everything, as typed.
    expect(notification?.to).toMatchObject({ text: "salg@fjellvik.example" });
    expect(notification?.text).toContain(`${phishing}\nMvh banken din`);
    expect(notification?.subject).toContain(phishing);
  });

  it("sends one mailbox three confirmations a day; the fourth request is kept and notified, not confirmed", async () => {
    // One mailbox, written four ways: case and a +tag reach the same person.
    const addresses = [
      "mottaker@offer.example",
      "Mottaker@Offer.example",
      "mottaker+nyhetsbrev@offer.example",
      "MOTTAKER+4@offer.example",
    ];
    const ids: string[] = [];
    for (const email of addresses) {
      const res = await post(someone({ email }));
      expect(res.status).toBe(200);
      const body = await res.json();
      expect(body.success).toBe(true);
      ids.push(body.id);
    }
    const rows = await server.services.database.db
      .select()
      .from(contactRequests)
      .where(inArray(contactRequests.id, ids));
    expect(rows.map((row) => row.status)).toEqual(["received", "received", "received", "received"]);

    const mails = await mailsFor(ids, 7);
    // Seven jobs were queued and all are done: there is no job left that could send an eighth.
    const states = await untilMailJobsDone(server.services.database.pool, ids, 7);
    expect(states).toEqual(Array(7).fill("completed"));
    const all = sentFor(ids);
    expect(notifications(all)).toHaveLength(4);
    expect(confirmations(all)).toHaveLength(3);
    expect(confirmations(all).some((mail) => mail.messageId?.startsWith(`<${ids[3]}.`))).toBe(false);
    const fourth = notifications(mails).find((mail) => mail.messageId?.startsWith(`<${ids[3]}.`));
    expect(fourth?.text).toContain("Avsenderen har ikke fått kvittering på e-post");
    const first = notifications(mails).find((mail) => mail.messageId?.startsWith(`<${ids[0]}.`));
    expect(first?.text).not.toContain("kvittering");
  });
});

describe("the contact page's post without JavaScript (decision 016: no start time in a prerendered form)", () => {
  async function postPage(fields: Record<string, string>) {
    const request = new Request("http://127.0.0.1/kontakt", {
      method: "POST",
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        "X-Client-Ip": `10.1.0.${forwardedFor++}`,
      },
      body: new URLSearchParams(fields).toString(),
    });
    const context = new RouterContextProvider(new Map([[appServicesContext, server.services.app]]));
    // The route's action from source (the built one is what the last build saw).
    const result = await pageAction({ request, context, params: {} } as unknown as Parameters<
      typeof pageAction
    >[0]);
    return result as Record<string, unknown>;
  }
  const rowsFor = (email: string) =>
    server.services.database.db.select().from(contactRequests).where(eq(contactRequests.email, email));

  it("asks to send once more from a form with our time, stores nothing until then, and then sends", async () => {
    const fields = { ...someone(), telefon: "", nettside: "", startet: "" };
    const first = await postPage(fields);
    expect(first).toMatchObject({
      status: "confirm",
      values: { fornavn: "Åshild", prosjekt: visitor.prosjekt },
    });
    expect(first.message).toMatch(/Send forespørsel/);
    const startedAt = Number(first.startedAt);
    expect(Math.abs(Date.now() - startedAt)).toBeLessThan(5000);
    expect(await rowsFor(fields.email)).toHaveLength(0);

    // Sent straight back, faster than a person reads: asked again, still nothing stored or mailed.
    const hasty = await postPage({ ...fields, startet: String(startedAt) });
    expect(hasty).toMatchObject({ status: "confirm" });
    expect(await rowsFor(fields.email)).toHaveLength(0);

    // What the check measures is time since the form was shown: wait until that much has passed.
    await until(() => Date.now() > startedAt + server.env.CONTACT_MIN_FILL_MS, "the time a person needs");
    const sent = await postPage({ ...fields, startet: String(startedAt) });
    expect(sent).toEqual({ status: "sent" });
    const rows = await rowsFor(fields.email);
    expect(rows).toMatchObject([{ status: "received" }]);
    expect(await mailsFor([rows[0]?.id as string], 2)).toHaveLength(2);
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
  it("loses nothing: the mails of its request go out afterwards, once each", async () => {
    // A process without workers, started in beforeAll so its boot overlaps the tests above: it
    // answers, and is killed before it could do anything more. The test server's workers, on the
    // same database, play the instance that is still (or again) running.
    const first = await firstLife;
    const res = await fetch(`${first.url}/api/contact`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(someone({ startet: aMinuteAgo() })),
    });
    expect(res.status).toBe(200);
    const { id } = await res.json();
    expect(await first.stop("SIGKILL")).toBeNull();

    const mails = await mailsFor([id], 2, 30_000);
    expect(mails).toHaveLength(2);
    // Both jobs done: no job is left that could send a third mail.
    const states = await untilMailJobsDone(server.services.database.pool, [id], 2);
    expect(states).toEqual(["completed", "completed"]);
    expect(sentFor([id])).toHaveLength(2);
  }, 60_000);
});
