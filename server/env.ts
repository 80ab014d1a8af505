import { z } from "zod";

// Every setting the server reads, checked once at start (ARCHITECTURE.md "Server"). A bad value
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
});

export type Env = z.infer<typeof envSchema>;

export function parseEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const result = envSchema.safeParse(
    Object.fromEntries(Object.entries(source).filter(([, value]) => value !== "")),
  );
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`Ugyldig konfigurasjon i miljøvariablene:\n${lines.join("\n")}`);
  }
  return result.data;
}
