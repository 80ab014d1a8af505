import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { simpleParser } from "mailparser";
import pg from "pg";

// What the server under test has done with submissions: the e-mails it wrote to the outbox (no
// SMTP_URL in browser tests) and the rows in its embedded PostgreSQL.

function dataDir(): string {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error("E2E_DATA_DIR is not set");
  return dir;
}

export interface OutboxMail {
  to: string;
  replyTo: string;
  subject: string;
  text: string;
  html: string;
}

export async function outboxMails(): Promise<OutboxMail[]> {
  const outbox = path.join(dataDir(), "outbox");
  const files = await readdir(outbox).catch(() => [] as string[]);
  return Promise.all(
    files
      .filter((file) => file.endsWith(".eml"))
      .map(async (file) => {
        const mail = await simpleParser(await readFile(path.join(outbox, file)));
        const address = (value: typeof mail.to) =>
          (Array.isArray(value) ? value[0]?.text : value?.text) ?? "";
        return {
          to: address(mail.to),
          replyTo: address(mail.replyTo),
          subject: mail.subject ?? "",
          text: mail.text ?? "",
          html: typeof mail.html === "string" ? mail.html : "",
        };
      }),
  );
}

export async function queryDatabase<T>(sql: string, values: unknown[] = []): Promise<T[]> {
  const dir = dataDir();
  const { user, password } = JSON.parse(await readFile(path.join(dir, "postgres-credentials.json"), "utf8"));
  const port = (await readFile(path.join(dir, "postgres", "postmaster.pid"), "utf8")).split("\n")[3];
  const client = new pg.Client({
    host: "127.0.0.1",
    port: Number(port),
    user,
    password,
    database: "postgres",
  });
  await client.connect();
  try {
    return (await client.query(sql, values)).rows as T[];
  } finally {
    await client.end();
  }
}
