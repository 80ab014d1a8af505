import { chromiumExecutable, chromiumFlags, launchChromium } from "../audit/gather/browser/chromium.ts";
import { createRunDirectory, executableForRun } from "../audit/gather/browser/sandbox.ts";

// A document we rendered ourselves, printed to PDF by the audit's Chromium (decisions 020 and 033):
// as the unprivileged user, in a fresh profile, with its secrets-free environment. Chromium reaches
// no network: every request it makes is paused (the DevTools Fetch domain) and answered from
// `document` or `resource`, or refused; behind that, its proxy is a closed port and no host name
// resolves. Scripts are off: the report page is complete without them (server-rendered), and so no
// script, ours or one smuggled into the page's text, runs while printing. One print at a time per
// process; the DevTools protocol is spoken over Node's own WebSocket, so no extra dependency.

export interface PrintJob {
  /** The address the document is given (our own SITE_URL and the page's path): links resolve to it. */
  url: string;
  html: string;
  /** A file the document asks for on its own origin (stylesheet font, logo), or null for a 404. */
  resource(pathname: string): Promise<{ type: string; body: Buffer } | null>;
  headerTemplate: string;
  footerTemplate: string;
  timeoutMs?: number;
}

const DEFAULT_TIMEOUT_MS = 30_000;
/** The proxy Chromium is told to use: the discard port, where nothing of ours listens. */
const NO_PROXY_PORT = 9;

let queue: Promise<unknown> = Promise.resolve();
let prints = 0;

/** How many prints this process has started (tests count them to see a stored answer). */
export const printCount = () => prints;

/** Prints `job` to PDF; calls wait their turn, so one Chromium at a time per process. */
export function printToPdf(job: PrintJob): Promise<Buffer> {
  const run = queue.then(() => printOnce(job));
  queue = run.catch(() => {});
  return run;
}

interface Cdp {
  send<T = Record<string, unknown>>(method: string, params?: Record<string, unknown>): Promise<T>;
  on(method: string, listener: (params: Record<string, unknown>) => void): void;
  close(): void;
}

function connect(url: string): Promise<Cdp> {
  const socket = new WebSocket(url);
  let nextId = 1;
  const waiting = new Map<number, { resolve: (value: never) => void; reject: (error: Error) => void }>();
  const listeners = new Map<string, ((params: Record<string, unknown>) => void)[]>();
  socket.addEventListener("message", (event) => {
    const message = JSON.parse(String(event.data));
    if (message.id !== undefined) {
      const call = waiting.get(message.id);
      waiting.delete(message.id);
      if (message.error) call?.reject(new Error(`${message.error.message} (${message.error.code})`));
      else call?.resolve(message.result as never);
    } else for (const listener of listeners.get(message.method) ?? []) listener(message.params);
  });
  socket.addEventListener("close", () => {
    for (const call of waiting.values()) call.reject(new Error("DevTools connection closed"));
    waiting.clear();
  });
  const cdp: Cdp = {
    send: (method, params = {}) =>
      new Promise((resolve, reject) => {
        const id = nextId++;
        waiting.set(id, { resolve, reject });
        socket.send(JSON.stringify({ id, method, params }));
      }),
    on: (method, listener) => listeners.set(method, [...(listeners.get(method) ?? []), listener]),
    close: () => socket.close(),
  };
  return new Promise((resolve, reject) => {
    socket.addEventListener("open", () => resolve(cdp), { once: true });
    socket.addEventListener("error", () => reject(new Error("could not connect to DevTools")), {
      once: true,
    });
  });
}

const base64 = (text: string | Buffer) => Buffer.from(text).toString("base64");

async function printOnce(job: PrintJob): Promise<Buffer> {
  prints += 1;
  const executable = await executableForRun(await chromiumExecutable());
  const dir = await createRunDirectory();
  const runAs = dir.uid !== undefined && dir.gid !== undefined ? { uid: dir.uid, gid: dir.gid } : null;
  let browser: Awaited<ReturnType<typeof launchChromium>> | null = null;
  let cdp: Cdp | null = null;
  let timer: NodeJS.Timeout | undefined;
  try {
    browser = await launchChromium(
      executable,
      chromiumFlags({ proxyPort: NO_PROXY_PORT, userDataDir: dir.profileDir }),
      runAs,
      dir.env,
    );
    const running = browser;
    const timeoutMs = job.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    const timedOut = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`printing took over ${timeoutMs} ms`)), timeoutMs);
    });
    return await Promise.race([
      timedOut,
      (async () => {
        const targets = (await (await fetch(`http://127.0.0.1:${running.port}/json/list`)).json()) as {
          type: string;
          webSocketDebuggerUrl: string;
        }[];
        const page = targets.find((target) => target.type === "page");
        if (!page) throw new Error("Chromium has no page to print in");
        cdp = await connect(page.webSocketDebuggerUrl);
        return await render(cdp, job);
      })(),
    ]);
  } catch (error) {
    const tail = browser?.stderrTail();
    throw tail ? new Error(`${(error as Error).message}\n${tail}`, { cause: error }) : error;
  } finally {
    clearTimeout(timer);
    const session = cdp as Cdp | null;
    if (session) {
      await Promise.race([session.send("Browser.close").catch(() => {}), sleep(2_000)]);
      session.close();
    }
    if (browser) await stop(browser.process);
    await dir.dispose();
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function stop(child: import("node:child_process").ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  if (await Promise.race([exited.then(() => true), sleep(3_000).then(() => false)])) return;
  child.kill("SIGKILL");
  await exited;
}

async function render(cdp: Cdp, job: PrintJob): Promise<Buffer> {
  const origin = new URL(job.url).origin;
  const loaded = new Promise<void>((resolve) => cdp.on("Page.loadEventFired", () => resolve()));
  cdp.on("Fetch.requestPaused", (params) => {
    const requestId = params.requestId as string;
    const url = URL.parse((params.request as { url: string }).url);
    void answer(url)
      .then((found) =>
        found
          ? cdp.send("Fetch.fulfillRequest", {
              requestId,
              responseCode: 200,
              responseHeaders: [{ name: "Content-Type", value: found.type }],
              body: base64(found.body),
            })
          : cdp.send("Fetch.failRequest", { requestId, errorReason: "BlockedByClient" }),
      )
      .catch(() => {});
  });
  const answer = async (url: URL | null) => {
    if (!url || url.origin !== origin) return null;
    if (url.href === new URL(job.url).href)
      return { type: "text/html; charset=utf-8", body: Buffer.from(job.html) };
    return job.resource(url.pathname);
  };
  await cdp.send("Fetch.enable", { patterns: [{ urlPattern: "*" }] });
  await cdp.send("Emulation.setScriptExecutionDisabled", { value: true });
  await cdp.send("Page.enable");
  const navigation = await cdp.send<{ errorText?: string }>("Page.navigate", { url: job.url });
  if (navigation.errorText) throw new Error(`the report did not load: ${navigation.errorText}`);
  await loaded;
  const { data } = await cdp.send<{ data: string }>("Page.printToPDF", {
    preferCSSPageSize: true,
    printBackground: true,
    displayHeaderFooter: true,
    headerTemplate: job.headerTemplate,
    footerTemplate: job.footerTemplate,
    generateTaggedPDF: true,
    generateDocumentOutline: true,
  });
  return Buffer.from(data, "base64");
}
