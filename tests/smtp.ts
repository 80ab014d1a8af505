import { type ParsedMail, simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";
import { freePort } from "./free-port.ts";

/** A real SMTP server on loopback that keeps what it receives; it can be stopped and restarted. */
export async function startSmtpServer(port?: number) {
  const received: ParsedMail[] = [];
  const actualPort = port ?? (await freePort());
  let server: SMTPServer | null = null;

  async function start() {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      logger: false,
      onData(stream, _session, callback) {
        simpleParser(stream)
          .then((mail) => {
            received.push(mail);
            callback();
          })
          .catch(callback);
      },
    });
    await new Promise<void>((resolve) => server?.listen(actualPort, "127.0.0.1", resolve));
  }
  async function stop() {
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
    server = null;
  }
  await start();
  return { port: actualPort, url: `smtp://127.0.0.1:${actualPort}`, received, start, stop };
}
