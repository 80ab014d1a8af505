import { randomBytes } from "node:crypto";
import { lookup } from "node:dns/promises";
import { and, desc, eq, gt } from "drizzle-orm";
import type { PoolClient } from "pg";
import type { PgBoss } from "pg-boss";
import { auditSchema, INVALID_URL_MESSAGE } from "#app/lib/audit-schema.ts";
import { normaliseAuditUrl } from "#app/lib/audit-url.ts";
import { fieldErrors } from "#app/lib/field-errors.ts";
import type { Database } from "../db/index.ts";
import { auditRequests } from "../db/schema.ts";
import { inOneTransaction } from "../jobs/outbox.ts";
import { QUEUES } from "../jobs/queues.ts";
import { mailboxKey } from "../mail/mailbox.ts";
import { hashedKey, type RateLimiter } from "../rate-limit.ts";
import { isPublicAddress, parseHostLiteral } from "./gather/fetcher/address.ts";
import { type QueueCaps, queueFullMessage, queueRoom } from "./queue-caps.ts";

// Receiving an audit request (decisions 009 and 028): the form's rules, then refuse targets that are
// not public or do not exist, limit per visitor, per recipient mailbox and per target site (we must
// not become a tool to hammer someone's site or mail a stranger), reuse a request for the same
// address and e-mail within an hour, and write the row and its job in one transaction
// (server/jobs/outbox.ts).

export const NOT_PUBLIC_MESSAGE =
  "Adressen peker til et internt eller reservert nettverk og kan ikke sjekkes.";
export const NOT_FOUND_MESSAGE = "Vi fant ikke nettstedet. Sjekk at adressen er skrevet riktig.";
export const NO_ANSWER_MESSAGE = "Vi fikk ikke sjekket om nettstedet finnes akkurat nå. Prøv igjen om litt.";
const FORM_MESSAGE = "Sjekk feltene i skjemaet.";
const RESERVED_NAME = /(^|\.)(localhost|local|internal|intranet|home\.arpa|lan|corp)$/i;
const LOOKUP_TIMEOUT_MS = 2500;

export type AuditSubmitResult =
  | { ok: true; id: string; reused: boolean }
  | { ok: false; status: 400; errors: Record<string, string>; message: string }
  | { ok: false; status: 429; message: string; retryAfterSeconds: number };

export interface AuditLimits {
  perIp: RateLimiter;
  /** Requests per recipient mailbox (mailboxKey) per hour. */
  perEmail: RateLimiter;
  /** Audit mails per recipient mailbox per day, whoever asks for them (decision 028). */
  perMailboxDay: RateLimiter;
  perHost: RateLimiter;
}

export interface AuditSubmitDeps {
  database: Database;
  boss: PgBoss;
  allowHosts: string[];
  limits: AuditLimits;
  queue: QueueCaps;
  resolve?: (host: string) => Promise<{ address: string }[]>;
}

const hostKey = (url: URL) =>
  `${url.hostname}:${url.port || (url.protocol === "https:" ? "443" : "80")}`.toLowerCase();

function fixtureUrl(value: unknown, allowHosts: string[]): URL | null {
  if (typeof value !== "string" || value.length > 2000 || allowHosts.length === 0) return null;
  try {
    const url = new URL(normaliseAuditUrl(value));
    return allowHosts.includes(hostKey(url)) ? url : null;
  } catch {
    return null;
  }
}

/** What we know of a target: "lookup" when only DNS can say whether it is public and exists. */
type Verdict = "public" | "not-public" | "not-found" | "no-answer";

/** The verdict on an address that needs no lookup (a literal, a reserved name, a fixture), or "lookup". */
function verdictWithoutLookup(url: URL, allowHosts: string[]): Verdict | "lookup" {
  if (allowHosts.includes(hostKey(url))) return "public";
  if (url.port && url.port !== "80" && url.port !== "443") return "not-public";
  const host = url.hostname.replace(/^\[|\]$/g, "");
  const literal = parseHostLiteral(host);
  if (literal) return isPublicAddress(literal) ? "public" : "not-public";
  if (RESERVED_NAME.test(host) || !host.includes(".")) return "not-public";
  return "lookup";
}

/**
 * Looks the name up once. A name that does not exist is refused here rather than audited and
 * reported as a failure later: that failure mail is all a stranger's address would get, so
 * accepting it made us a free mailer (decision 028). The fetcher checks the addresses again at
 * connect time.
 */
async function lookUp(host: string, resolve: AuditSubmitDeps["resolve"]): Promise<Verdict> {
  const query = resolve ?? ((name: string) => lookup(name, { all: true, verbatim: true }));
  let timer: NodeJS.Timeout | undefined;
  try {
    const answers = await Promise.race([
      query(host),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error("timeout")), LOOKUP_TIMEOUT_MS);
      }),
    ]);
    if (answers.length === 0) return "not-found";
    return answers.every((answer) => isPublicAddress(answer.address)) ? "public" : "not-public";
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    return code === "ENOTFOUND" || code === "ENODATA" ? "not-found" : "no-answer";
  } finally {
    clearTimeout(timer);
  }
}

/** Whether the address may be audited: "public", or why not. */
export async function checkTarget(
  url: URL,
  deps: Pick<AuditSubmitDeps, "allowHosts" | "resolve">,
): Promise<Verdict> {
  const verdict = verdictWithoutLookup(url, deps.allowHosts);
  return verdict === "lookup" ? lookUp(url.hostname, deps.resolve) : verdict;
}

const TARGET_MESSAGES: Record<Exclude<Verdict, "public">, string> = {
  "not-public": NOT_PUBLIC_MESSAGE,
  "not-found": NOT_FOUND_MESSAGE,
  "no-answer": NO_ANSWER_MESSAGE,
};

const invalid = (errors: Record<string, string>, message = FORM_MESSAGE): AuditSubmitResult => ({
  ok: false,
  status: 400,
  errors,
  message,
});

/** «om ett minutt», «om 12 minutter», «om en time», «om 5 timer»: when to try again, rounded up. */
export function retryPhrase(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  if (minutes === 1) return "om ett minutt";
  if (minutes < 60) return `om ${minutes} minutter`;
  const hours = Math.ceil(minutes / 60);
  return hours === 1 ? "om en time" : `om ${hours} timer`;
}

const tooMany = (message: (wait: string) => string, retryAfterSeconds: number): AuditSubmitResult => ({
  ok: false,
  status: 429,
  message: message(retryPhrase(retryAfterSeconds)),
  retryAfterSeconds,
});

const manyRequests = (wait: string) =>
  `Du har bedt om mange nettsidesjekker på kort tid. Prøv igjen ${wait}.`;
const manyMails = (wait: string) =>
  `Vi har sendt mange rapporter til denne e-postadressen det siste døgnet. Prøv igjen ${wait}.`;

/** A request for the same address and e-mail within the hour: the visitor pressed send twice. */
async function recentRequest(database: Database, url: string, email: string) {
  const [recent] = await database.db
    .select({ id: auditRequests.id })
    .from(auditRequests)
    .where(
      and(
        eq(auditRequests.url, url),
        eq(auditRequests.email, email),
        gt(auditRequests.createdAt, new Date(Date.now() - 3_600_000)),
      ),
    )
    .orderBy(desc(auditRequests.createdAt))
    .limit(1);
  return recent?.id ?? null;
}

/**
 * The per-recipient and per-site limits, in order, on the admitting transaction's connection; the
 * first that refuses decides the answer.
 */
async function recipientAndSiteLimits(
  limits: AuditLimits,
  on: Parameters<RateLimiter["hit"]>[1],
  email: string,
  host: string,
): Promise<AuditSubmitResult | null> {
  const mailbox = mailboxKey(email);
  const hourly = await limits.perEmail.hit(mailbox, on);
  if (!hourly.allowed) return tooMany(manyRequests, hourly.retryAfterSeconds);
  const daily = await limits.perMailboxDay.hit(mailbox, on);
  if (!daily.allowed) return tooMany(manyMails, daily.retryAfterSeconds);
  const site = await limits.perHost.hit(host, on);
  if (!site.allowed) return tooMany(manyRequests, site.retryAfterSeconds);
  return null;
}

export async function submitAudit(
  deps: AuditSubmitDeps,
  body: unknown,
  ip: string,
): Promise<AuditSubmitResult> {
  const input = (body ?? {}) as Record<string, unknown>;
  // Test fixtures listed in AUDIT_ALLOW_HOSTS carry a port, which the form's URL rule does not
  // allow; everything else goes through the form's own schema.
  const fixture = fixtureUrl(input.url, deps.allowHosts);
  const parsed = auditSchema.safeParse(fixture ? { ...input, url: "fixture.test" } : input);
  if (!parsed.success) return invalid(fieldErrors(parsed.error) as Record<string, string>);
  const target = fixture ?? URL.parse(parsed.data.url);
  if (!target) return invalid({ url: INVALID_URL_MESSAGE });
  if (verdictWithoutLookup(target, deps.allowHosts) === "not-public")
    return invalid({ url: NOT_PUBLIC_MESSAGE }, NOT_PUBLIC_MESSAGE);
  const url = target.href;
  const address = parsed.data.email.toLowerCase();

  const reused = await recentRequest(deps.database, url, address);
  if (reused) return { ok: true, id: reused, reused: true };

  // Counted before the lookup, so a client cannot have us query DNS without limit.
  const perIp = await deps.limits.perIp.hit(ip);
  if (!perIp.allowed) return tooMany(manyRequests, perIp.retryAfterSeconds);
  const verdict = await checkTarget(target, deps);
  if (verdict !== "public") return invalid({ url: TARGET_MESSAGES[verdict] }, TARGET_MESSAGES[verdict]);

  const client = hashedKey(ip);
  return inOneTransaction(deps.database, deps.boss, async (outbox): Promise<AuditSubmitResult> => {
    // The queue first: a visitor sent away by a full queue has used none of the mailbox's mails.
    const room = await queueRoom(outbox.db, client, deps.queue);
    if (!room.ok) return tooMany((wait) => queueFullMessage(room, wait), room.retryAfterSeconds);
    // drizzle(client) keeps the transaction's connection as $client, which its type leaves out.
    const connection = (outbox.db as typeof outbox.db & { $client: PoolClient }).$client;
    const limited = await recipientAndSiteLimits(deps.limits, connection, address, target.hostname);
    if (limited) return limited;
    const [row] = await outbox.db
      .insert(auditRequests)
      .values({ url, email: address, token: randomBytes(24).toString("hex"), clientKey: client })
      .returning({ id: auditRequests.id });
    const id = (row as { id: string }).id;
    await outbox.send(QUEUES.audit, { auditId: id });
    return { ok: true as const, id, reused: false };
  });
}
