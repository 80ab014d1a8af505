import { randomBytes } from "node:crypto";
import { lookup } from "node:dns/promises";
import { and, desc, eq, gt } from "drizzle-orm";
import type { PgBoss } from "pg-boss";
import { auditSchema, INVALID_URL_MESSAGE } from "#app/lib/audit-schema.ts";
import { normaliseAuditUrl } from "#app/lib/audit-url.ts";
import { fieldErrors } from "#app/lib/field-errors.ts";
import type { Database } from "../db/index.ts";
import { auditRequests } from "../db/schema.ts";
import { inOneTransaction } from "../jobs/outbox.ts";
import { QUEUES } from "../jobs/queues.ts";
import type { RateLimiter } from "../rate-limit.ts";
import { isPublicAddress, parseHostLiteral } from "./address.ts";

// Receiving an audit request (decision 009): the form's rules, then refuse targets that are not public,
// limit per visitor, per e-mail address and per target site (we must not become a tool to hammer
// someone's site), reuse a request for the same address and e-mail within an hour, and write the
// row and its job in one transaction (server/jobs/outbox.ts).

export const NOT_PUBLIC_MESSAGE =
  "Adressen peker til et internt eller reservert nettverk og kan ikke sjekkes.";
const RESERVED_NAME = /(^|\.)(localhost|local|internal|intranet|home\.arpa|lan|corp)$/i;

export type AuditSubmitResult =
  | { ok: true; id: string; reused: boolean }
  | { ok: false; status: 400 | 429; errors?: Record<string, string>; message: string };

export interface AuditSubmitDeps {
  database: Database;
  boss: PgBoss;
  allowHosts: string[];
  limits: { perIp: RateLimiter; perEmail: RateLimiter; perHost: RateLimiter };
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

/** Whether the address may be audited at all; the fetcher checks again at connect time. */
export async function publicTarget(
  url: URL,
  deps: Pick<AuditSubmitDeps, "allowHosts" | "resolve">,
): Promise<boolean> {
  if (deps.allowHosts.includes(hostKey(url))) return true;
  if (url.port && url.port !== "80" && url.port !== "443") return false;
  const host = url.hostname.replace(/^\[|\]$/g, "");
  const literal = parseHostLiteral(host);
  if (literal) return isPublicAddress(literal);
  if (RESERVED_NAME.test(host) || !host.includes(".")) return false;
  const resolve = deps.resolve ?? ((name: string) => lookup(name, { all: true, verbatim: true }));
  try {
    const answers = await Promise.race([
      resolve(host),
      new Promise<never>((_, reject) => setTimeout(() => reject(new Error("timeout")), 2500)),
    ]);
    return answers.every((answer) => isPublicAddress(answer.address));
  } catch {
    // Unknown or unreachable names are accepted: the audit then fails and the visitor is told why.
    return true;
  }
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
  if (!parsed.success) {
    return {
      ok: false,
      status: 400,
      errors: fieldErrors(parsed.error) as Record<string, string>,
      message: "Sjekk feltene i skjemaet.",
    };
  }
  let target: URL;
  try {
    target = fixture ?? new URL(parsed.data.url);
  } catch {
    return {
      ok: false,
      status: 400,
      errors: { url: INVALID_URL_MESSAGE },
      message: "Sjekk feltene i skjemaet.",
    };
  }
  if (!(await publicTarget(target, deps))) {
    return { ok: false, status: 400, errors: { url: NOT_PUBLIC_MESSAGE }, message: NOT_PUBLIC_MESSAGE };
  }
  const url = target.href;
  const address = parsed.data.email.toLowerCase();

  const [recent] = await deps.database.db
    .select({ id: auditRequests.id })
    .from(auditRequests)
    .where(
      and(
        eq(auditRequests.url, url),
        eq(auditRequests.email, address),
        gt(auditRequests.createdAt, new Date(Date.now() - 3_600_000)),
      ),
    )
    .orderBy(desc(auditRequests.createdAt))
    .limit(1);
  if (recent) return { ok: true, id: recent.id, reused: true };

  const limited = "Du har bedt om mange nettsidesjekker på kort tid. Prøv igjen om en time.";
  if (
    !(await deps.limits.perIp.hit(ip)).allowed ||
    !(await deps.limits.perEmail.hit(address)).allowed ||
    !(await deps.limits.perHost.hit(target.hostname)).allowed
  ) {
    return { ok: false, status: 429, message: limited };
  }

  return inOneTransaction(deps.database, deps.boss, async (outbox) => {
    const [row] = await outbox.db
      .insert(auditRequests)
      .values({ url, email: address, token: randomBytes(24).toString("hex") })
      .returning({ id: auditRequests.id });
    const id = (row as { id: string }).id;
    await outbox.send(QUEUES.audit, { auditId: id });
    return { ok: true as const, id, reused: false };
  });
}
