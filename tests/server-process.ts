import { type ChildProcess, spawn } from "node:child_process";
import path from "node:path";
import { SERVER_NODE_ARGS, waitFor } from "./host-tools.ts";

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
 * it serves (or, for the worker, runs), with the production Node flags. The one way the tests and
 * benchmarks start it: the crash and scale-out tests, which must kill a real process, and every
 * benchmark. `pinCpu` runs it on one core (taskset), as the throughput benchmark needs.
 */
export function startServerProcess(
  env: Record<string, string>,
  options: {
    script?: "server/index.ts" | "server/worker.ts";
    timeoutMs?: number;
    cwd?: string;
    pinCpu?: number;
    /** Node flags instead of the production ones (SERVER_NODE_ARGS). */
    nodeArgs?: string[];
    /** Variables of this process's environment the server must not see (e.g. DATABASE_URL). */
    unset?: string[];
  } = {},
): Promise<ServerProcess> {
  const script = options.script ?? "server/index.ts";
  const node = [process.execPath, ...(options.nodeArgs ?? SERVER_NODE_ARGS), script];
  const inherited = { ...process.env };
  for (const name of options.unset ?? []) delete inherited[name];
  const [command, ...args] =
    options.pinCpu === undefined ? node : ["taskset", "-c", String(options.pinCpu), ...node];
  // A benchmark that names its port and a quieter log level is waited for on /healthz instead of
  // the "serving on" line (logging every request at info would cost throughput).
  const quiet = Boolean(env.LOG_LEVEL && env.LOG_LEVEL !== "info" && env.PORT && env.PORT !== "0");
  const child = spawn(command as string, args, {
    cwd: options.cwd ?? root,
    // Readiness is read from the "serving on" log line, so the level stays at info; METRICS_PORT 0:
    // tests run in parallel and must not compete for the default metrics port.
    // AUDIT_BROWSER off unless asked for: a Chromium per audit is the browser-stage tests' business.
    env: {
      ...inherited,
      PORT: "0",
      HOST: "127.0.0.1",
      METRICS_PORT: "0",
      AUDIT_BROWSER: "false",
      ...env,
      LOG_LEVEL: quiet ? (env.LOG_LEVEL as string) : "info",
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
    if (quiet)
      void waitFor(`http://127.0.0.1:${env.PORT}/healthz`, options.timeoutMs ?? 60_000).then(() => {
        output += `serving on http://localhost:${env.PORT}\n`;
        onData();
      }, reject);
    exited.then(() => {
      clearTimeout(timer);
      reject(new Error(`${script} exited before it was ready:\n${output}`));
    });
  });
}
