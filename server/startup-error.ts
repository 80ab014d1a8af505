import type { Logger } from "pino";

// A start that cannot work ends with one Norwegian sentence naming the cause and the fix, never a
// stack trace (decision 015). Code that knows the cause throws this; the start scripts print its
// message as the one fatal log line and exit 1. Anything else is a bug and keeps its stack.
export class StartupError extends Error {
  override name = "StartupError";
}

/** The message of a start failure as one line: ours as it is, anything else cut to its first line. */
export function startupMessage(error: unknown): string {
  if (error instanceof StartupError) return error.message;
  const text = error instanceof Error ? error.message : String(error);
  return `Oppstarten feilet: ${text.split("\n")[0]}`;
}

/** Logs why the start failed as one line (a stack only for what we did not foresee) and exits 1. */
export function exitOnStartupFailure(logger: Logger, error: unknown): never {
  if (error instanceof StartupError) logger.fatal(error.message);
  else logger.fatal({ err: error }, startupMessage(error));
  process.exit(1);
}
