import { type ChildProcess, spawn } from "node:child_process";
import { existsSync } from "node:fs";

// Chromium for the browser stage (decision 020), and for the tests, screenshots and benchmarks: the
// headless shell inside @sparticuz/chromium, whose exact version package.json pins, so that every
// machine runs the browser the suite was run with; never a download. CHROMIUM_PATH names another
// binary, such as Debian's /usr/lib/chromium/chromium (called directly: the /usr/bin wrapper adds
// extensions). The flags are the SSRF layers measured in docs/brief/ARCHITECTURE.md, plus what
// Lighthouse's own launcher passes so that background work does not disturb the measurement.

export const DEBIAN_CHROMIUM = "/usr/lib/chromium/chromium";
const SETPRIV = "/usr/bin/setpriv";
const STARTUP_TIMEOUT_MS = 20_000;
/** V8 heap per renderer: a runaway page dies alone instead of taking the machine's memory. */
export const RENDERER_HEAP_MB = 512;

export async function chromiumExecutable(): Promise<string> {
  const chosen = process.env.CHROMIUM_PATH;
  if (chosen) {
    if (!existsSync(chosen)) throw new Error(`CHROMIUM_PATH names ${chosen}, which does not exist`);
    return chosen;
  }
  const { default: chromium } = await import("@sparticuz/chromium");
  return chromium.executablePath();
}

export interface FlagOptions {
  proxyPort: number;
  userDataDir: string;
  /** Public-key hashes of the test fixtures' certificates; empty in production. */
  trustCertificates?: string[];
}

/** Never --no-sandbox, --single-process or --disable-web-security (sparticuz's Lambda defaults). */
export function chromiumFlags({ proxyPort, userDataDir, trustCertificates = [] }: FlagOptions): string[] {
  const trust = trustCertificates.length
    ? [`--ignore-certificate-errors-spki-list=${trustCertificates.join(",")}`]
    : [];
  return [
    ...trust,
    "--headless=new",
    "--remote-debugging-address=127.0.0.1",
    "--remote-debugging-port=0",
    `--user-data-dir=${userDataDir}`,
    // Every request to the proxy, loopback and link-local too (Chromium bypasses proxies for them
    // by default); and no name resolves inside Chromium, so nothing can go around it.
    `--proxy-server=http://127.0.0.1:${proxyPort}`,
    "--proxy-bypass-list=<-loopback>",
    "--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE 127.0.0.1",
    // WebRTC's STUN/UDP cannot be proxied: no UDP at all. Debian's build reads the first, the
    // headless shell only the second.
    "--webrtc-ip-handling-policy=disable_non_proxied_udp",
    "--force-webrtc-ip-handling-policy=disable_non_proxied_udp",
    "--disable-quic",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-domain-reliability",
    "--disable-client-side-phishing-detection",
    "--disable-sync",
    "--disable-extensions",
    "--disable-default-apps",
    "--no-first-run",
    "--no-default-browser-check",
    "--password-store=basic",
    "--use-mock-keychain",
    "--mute-audio",
    "--disable-dev-shm-usage",
    // As chrome-launcher does for Lighthouse: no throttling of a tab nobody looks at.
    "--disable-background-timer-throttling",
    "--disable-backgrounding-occluded-windows",
    "--disable-renderer-backgrounding",
    "--disable-hang-monitor",
    "--disable-ipc-flooding-protection",
    `--js-flags=--max-old-space-size=${RENDERER_HEAP_MB}`,
    "about:blank",
  ];
}

export interface RunningChromium {
  /** The DevTools port on 127.0.0.1. */
  port: number;
  process: ChildProcess;
  /** The last lines Chromium wrote to stderr (for error messages). */
  stderrTail(): string;
}

/**
 * Starts Chromium in this process's process group (so the stage can kill the whole tree), with
 * a parent-death signal (so it cannot outlive us) and, as root, as `runAs`; waits for its DevTools
 * port.
 */
export function launchChromium(
  executable: string,
  flags: string[],
  runAs: { uid: number; gid: number } | null = null,
  env?: NodeJS.ProcessEnv,
): Promise<RunningChromium> {
  const [command, args] = existsSync(SETPRIV)
    ? [SETPRIV, ["--pdeathsig", "KILL", "--", executable, ...flags]]
    : [executable, flags];
  // As root, Chromium (which runs the stranger's code) runs as the unprivileged user, so its own
  // sandbox works without --no-sandbox; spawn drops the groups too.
  // `env` replaces ours where the caller has secrets in it (the web server printing a report).
  const child = spawn(command, args, {
    stdio: ["ignore", "ignore", "pipe"],
    ...(runAs ?? {}),
    ...(env ? { env } : {}),
  });
  let tail = "";
  const stderrTail = () => tail.split("\n").slice(-15).join("\n");
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => fail(new Error("Chromium did not start in time")), STARTUP_TIMEOUT_MS);
    const fail = (error: Error) => {
      clearTimeout(timer);
      child.kill("SIGKILL");
      reject(new Error(`${error.message}\n${stderrTail()}`));
    };
    child.once("error", fail);
    child.once("exit", (code, signal) => fail(new Error(`Chromium exited (${code ?? signal})`)));
    child.stderr?.setEncoding("utf8");
    child.stderr?.on("data", (chunk: string) => {
      tail = (tail + chunk).slice(-8_000);
      const port = /DevTools listening on ws:\/\/127\.0\.0\.1:(\d+)\//.exec(tail)?.[1];
      if (port) {
        clearTimeout(timer);
        child.removeAllListeners("exit");
        child.removeListener("error", fail);
        resolve({ port: Number(port), process: child, stderrTail });
      }
    });
  });
}
