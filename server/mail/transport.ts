import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import type { Logger } from "pino";

// Mail goes out through SMTP_URL. Without it (the embedded default) each message is written as an
// .eml file under DATA_DIR/outbox and logged, so nothing is lost and an operator can read it.

export interface OutgoingMail {
  from: string;
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  html: string;
  /** A stable id per message, so a re-sent copy can be recognised as the same message. */
  messageId: string;
  /** Files with the mail; one with a `cid` is a picture the HTML shows inline (decision 032). */
  attachments?: { filename: string; content: Buffer; contentType: string; cid?: string }[];
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

export function createMailer(options: { smtpUrl?: string; dataDir: string; logger: Logger }): Mailer {
  if (options.smtpUrl) {
    const url = new URL(options.smtpUrl);
    const secure = url.protocol === "smtps:";
    const transport = nodemailer.createTransport({
      host: url.hostname,
      port: Number(url.port) || (secure ? 465 : 587),
      secure,
      auth: url.username
        ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) }
        : undefined,
      // A mail server that does not answer must not hold a job for long: the job is retried.
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
      // Reuse connections: a backlog after a burst of requests drains without a new SMTP session
      // (TCP, greeting, TLS, login) per message.
      pool: true,
      maxConnections: 2,
    });
    return {
      async send(mail) {
        await transport.sendMail(mail);
      },
      close: () => transport.close(),
    };
  }
  const outbox = path.join(options.dataDir, "outbox");
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    async send(mail) {
      const info = await transport.sendMail(mail);
      await mkdir(outbox, { recursive: true });
      const id = mail.messageId
        .replace(/^<|>$/g, "")
        .replace(/@.*$/, "")
        .replace(/[^\w.-]/g, "_");
      const name = `${new Date().toISOString().replace(/[:.]/g, "-")}-${id}.eml`;
      await writeFile(path.join(outbox, name), info.message as Buffer);
      // No recipient or subject in the log: for confirmations they are the visitor's address and name.
      options.logger.info({ file: path.join("outbox", name) }, "mail written to the outbox");
    },
    close: () => transport.close(),
  };
}
