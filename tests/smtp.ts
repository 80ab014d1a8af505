import { type ParsedMail, simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";
import { freePort } from "./free-port.ts";

/**
 * A real SMTP server on loopback that keeps what it receives; it can be stopped and restarted.
 * With `acceptDelayMs` it waits that long before accepting each message (a slow mail server), and
 * like a real one it keeps a message only if the client is still there to hear the acceptance.
 */
export async function startSmtpServer(port?: number, options: { acceptDelayMs?: number } = {}) {
  const received: ParsedMail[] = [];
  const closed = new Set<string>();
  const actualPort = port ?? (await freePort());
  let server: SMTPServer | null = null;

  async function start() {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      logger: false,
      // Stopping is a server going down: open sessions hear 421 at once, not after smtp-server's
      // 30-second grace (a pooled client connection would otherwise hold stop() that long).
      closeTimeout: 50,
      onData(stream, session, callback) {
        simpleParser(stream)
          .then(async (mail) => {
            if (options.acceptDelayMs)
              await new Promise((resolve) => setTimeout(resolve, options.acceptDelayMs));
            if (closed.has(session.id)) return callback(new Error("the client left before the acceptance"));
            received.push(mail);
            callback();
          })
          .catch(callback);
      },
      onClose(session) {
        closed.add(session.id);
      },
    });
    // A client killed in mid-conversation (the crash test kills a worker while it sends) resets its
    // socket; smtp-server reports that as an "error" event, which unheard would end the test run.
    server.on("error", () => {});
    await new Promise<void>((resolve) => server?.listen(actualPort, "127.0.0.1", resolve));
  }
  async function stop() {
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
    server = null;
  }
  await start();
  return { port: actualPort, url: `smtp://127.0.0.1:${actualPort}`, received, start, stop };
}
