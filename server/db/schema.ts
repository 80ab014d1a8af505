import { sql } from "drizzle-orm";
import {
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import type { StoredAudit } from "#app/lib/audit-report.ts";

// The data the site keeps (docs/decisions/008-data-and-jobs.md). Generate a migration after a
// change: npx drizzle-kit generate.

export const contactRequests = pgTable(
  "contact_requests",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    fornavn: text("fornavn").notNull(),
    etternavn: text("etternavn").notNull(),
    email: text("email").notNull(),
    telefon: text("telefon").notNull().default(""),
    bedrift: text("bedrift").notNull().default(""),
    prosjekt: text("prosjekt").notNull().default(""),
    /** 'received', or 'spam' with the reason in spamReason: spam is kept but never e-mailed. */
    status: text("status").notNull().default("received"),
    spamReason: text("spam_reason"),
    /** The page the form was sent from, for the notification. */
    sourcePath: text("source_path"),
  },
  (table) => [
    index("contact_requests_created_at_idx").on(table.createdAt),
    index("contact_requests_email_idx").on(table.email),
  ],
);

/** One row per e-mail that has been handed to the mail server: a retried job never sends twice. */
export const mailDeliveries = pgTable(
  "mail_deliveries",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    requestId: uuid("request_id").notNull(),
    kind: text("kind").notNull(),
    messageId: text("message_id").notNull(),
    recipient: text("recipient").notNull(),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex("mail_deliveries_request_kind_idx").on(table.requestId, table.kind)],
);

export const auditRequests = pgTable(
  "audit_requests",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    url: text("url").notNull(),
    email: text("email").notNull(),
    /** 'queued', 'done' (report stored) or 'failed' (the site could not be audited; the visitor is told why). */
    status: text("status").notNull().default("queued"),
    /** Unguessable key of the report page /rapport/{token}: lowercase hex, since paths are lowercase. */
    token: text("token")
      .notNull()
      .default(sql`replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '')`),
    report: jsonb("report").$type<StoredAudit>(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
    /**
     * Who asked, as the hashed client key of the rate limits (never the IP address): a client's
     * share of the waiting queue is counted by it (decision 028). Cleared after an hour.
     */
    clientKey: text("client_key"),
  },
  (table) => [
    index("audit_requests_created_at_idx").on(table.createdAt),
    index("audit_requests_client_key_idx").on(table.createdAt).where(sql`${table.clientKey} IS NOT NULL`),
    uniqueIndex("audit_requests_token_idx").on(table.token),
    index("audit_requests_url_email_idx").on(table.url, table.email),
  ],
);

/** PostgreSQL's bytea as a Buffer: binary files kept with the row they belong to. */
const bytes = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => "bytea" });

/**
 * Files that belong to an audit report and are served with it (issue 27): the page as the phone
 * saw it, the load filmstrip, the PDF. Kept in PostgreSQL like the report, so every instance
 * serves them, and deleted with their audit request (on delete cascade) at the end of its retention.
 */
export const auditFiles = pgTable(
  "audit_files",
  {
    requestId: uuid("request_id")
      .notNull()
      .references(() => auditRequests.id, { onDelete: "cascade" }),
    /** The file's name under the report, e.g. "skjerm.webp", "film-3.jpg", "rapport.pdf". */
    name: text("name").notNull(),
    contentType: text("content_type").notNull(),
    body: bytes("body").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.requestId, table.name] })],
);

/** Service texts written by the language model, one per page; curated texts live in content/. */
export const generatedTexts = pgTable("generated_texts", {
  path: text("path").primaryKey(),
  /** 'pending' while a generation is queued or running, then 'ready' or 'failed'. */
  status: text("status").notNull().default("pending"),
  content: text("content"),
  model: text("model"),
  error: text("error"),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Rate-limit counters shared by every instance (server/rate-limit.ts): one fixed window per key.
 * The key is a limiter name and a hash of what is counted (an IP or e-mail address), never the
 * address itself. Expired rows are deleted by the daily retention job.
 */
export const rateLimits = pgTable(
  "rate_limits",
  {
    key: text("key").primaryKey(),
    count: integer("count").notNull(),
    resetAt: timestamp("reset_at", { withTimezone: true }).notNull(),
  },
  (table) => [index("rate_limits_reset_at_idx").on(table.resetAt)],
);

export { uploads } from "../uploads/schema.ts";
