import { type ChildProcess, spawn } from "node:child_process";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");

export interface ServerProcess {
  child: ChildProcess;
  /** The port the web server listens on (0 for the worker). */
  port: number;
  url: string;
  /** Everything the process printed so far (pino JSON lines). */
  output(): string;
  /** Resolves with the exit code (or null after a signal) once the process has ended. */
  exited: Promise<number | null>;
  /** Sends the signal and waits for the exit. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/**
 * Starts the production server (`node server/index.ts`, what `npm start` runs after building) or
 * the worker (`server/worker.ts`) as its own process, the way an operator runs it, and waits until
 * it serves (or, for the worker, runs). Used by the crash and scale-out tests, which must kill a
 * real process.
 */
export function startServerProcess(
  env: Record<string, string>,
  options: { script?: "server/index.ts" | "server/worker.ts"; timeoutMs?: number; cwd?: string } = {},
): Promise<ServerProcess> {
  const script = options.script ?? "server/index.ts";
  const child = spawn(process.execPath, [script], {
    cwd: options.cwd ?? root,
    // Readiness is read from the "serving on" log line, so the level stays at info; METRICS_PORT 0:
    // tests run in parallel and must not compete for the default metrics port.
    // AUDIT_BROWSER off unless asked for: a Chromium per audit is the browser-stage tests' business.
    env: {
      ...process.env,
      PORT: "0",
      HOST: "127.0.0.1",
      METRICS_PORT: "0",
      AUDIT_BROWSER: "false",
      ...env,
      LOG_LEVEL: "info",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      reject(new Error(`${script} did not start in time:\n${output}`));
    }, options.timeoutMs ?? 60_000);
    child.stdout.on("data", (chunk) => (output += chunk));
    const onData = () => {
      const port = Number(output.match(/serving on http:\/\/localhost:(\d+)/)?.[1] ?? 0);
      if (!port && !(script === "server/worker.ts" && output.includes("worker running"))) return;
      clearTimeout(timer);
      child.stdout.off("data", onData);
      resolve({
        child,
        port,
        url: `http://127.0.0.1:${port}`,
        output: () => output,
        exited,
        async stop(signal = "SIGTERM") {
          if (child.exitCode === null && child.signalCode === null) child.kill(signal);
          return exited;
        },
      });
    };
    child.stdout.on("data", onData);
    child.stderr.on("data", (chunk) => (output += chunk));
    exited.then(() => {
      clearTimeout(timer);
      reject(new Error(`${script} exited before it was ready:\n${output}`));
    });
  });
}
