import { parseArgs } from "node:util";
import { desc, inArray, sql } from "drizzle-orm";
import { pino } from "pino";
import { openDatabase } from "#server/db/index.ts";
import { auditRequests, contactRequests, mailDeliveries } from "#server/db/schema.ts";
import { parseEnv } from "#server/env.ts";

// Operator tool for contact requests (decision 008):
//   npm run leads -- list [--limit 50]            newest requests, with their mail status
//   npm run leads -- export --format csv [--email X]   everything stored, for a GDPR access request
//   npm run leads -- delete --email X              erase a person's requests (GDPR art. 17)
// Uses DATABASE_URL, or the embedded PostgreSQL in DATA_DIR (connecting to it if the server runs).

const USAGE = "Bruk: npm run leads -- list [--limit N] | export --format csv [--email X] | delete --email X";

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { format: { type: "string" }, email: { type: "string" }, limit: { type: "string" } },
});
const command = positionals[0];
if (!command || !["list", "export", "delete"].includes(command)) {
  console.error(USAGE);
  process.exit(2);
}
if (command === "delete" && !values.email) {
  console.error("Oppgi hvilken e-postadresse som skal slettes: --email navn@bedrift.no");
  process.exit(2);
}
if (command === "export" && (values.format ?? "csv") !== "csv") {
  console.error("Bare --format csv støttes.");
  process.exit(2);
}

const csvCell = (value: unknown) => {
  const text = value instanceof Date ? value.toISOString() : String(value ?? "");
  // Quote always; neutralise spreadsheet formulas (OWASP CSV injection).
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return `"${safe.replaceAll('"', '""')}"`;
};

const logger = pino({ level: "warn" }, pino.destination(2));
const database = await openDatabase(parseEnv(), logger, { reuseRunning: true });
try {
  const { db } = database;
  const email = values.email?.trim().toLowerCase();
  if (command === "list") {
    const rows = await db
      .select({
        id: contactRequests.id,
        createdAt: contactRequests.createdAt,
        name: sql<string>`${contactRequests.fornavn} || ' ' || ${contactRequests.etternavn}`,
        email: contactRequests.email,
        bedrift: contactRequests.bedrift,
        status: contactRequests.status,
        mails: sql<number>`(SELECT count(*)::int FROM ${mailDeliveries} WHERE ${mailDeliveries.requestId} = ${contactRequests.id})`,
      })
      .from(contactRequests)
      .orderBy(desc(contactRequests.createdAt))
      .limit(Number(values.limit ?? 50));
    for (const row of rows) {
      const mail = row.status === "spam" ? "spam" : `${row.mails}/2 e-poster sendt`;
      console.log(
        `${row.createdAt.toISOString()}  ${row.name} <${row.email}>  ${row.bedrift || "–"}  ${mail}  ${row.id}`,
      );
    }
    if (rows.length === 0) console.log("Ingen forespørsler lagret.");
  } else if (command === "export") {
    const rows = await db
      .select()
      .from(contactRequests)
      .where(email ? sql`lower(${contactRequests.email}) = ${email}` : undefined)
      .orderBy(contactRequests.createdAt);
    const columns = [
      "id",
      "createdAt",
      "fornavn",
      "etternavn",
      "email",
      "telefon",
      "bedrift",
      "prosjekt",
      "status",
      "sourcePath",
    ] as const;
    console.log(columns.map(csvCell).join(","));
    for (const row of rows) console.log(columns.map((column) => csvCell(row[column])).join(","));
  } else {
    const ids = (
      await db
        .select({ id: contactRequests.id })
        .from(contactRequests)
        .where(sql`lower(${contactRequests.email}) = ${email}`)
    ).map((row) => row.id);
    await db.transaction(async (tx) => {
      if (ids.length) await tx.delete(mailDeliveries).where(inArray(mailDeliveries.requestId, ids));
      await tx.delete(contactRequests).where(sql`lower(${contactRequests.email}) = ${email}`);
      await tx.delete(auditRequests).where(sql`lower(${auditRequests.email}) = ${email}`);
    });
    console.log(`Slettet ${ids.length} forespørsel(er) og nettsidesjekker for ${email}.`);
  }
} finally {
  await database.close();
}
