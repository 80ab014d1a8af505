import net from "node:net";

/** Whether a TCP port can be listened on right now (null when free, else the error code, e.g. EADDRINUSE). */
export function portProblem(port: number, host: string): Promise<string | null> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once("error", (error: NodeJS.ErrnoException) => resolve(error.code ?? "EADDRINUSE"));
    probe.listen({ port, host, exclusive: true }, () => probe.close(() => resolve(null)));
  });
}

/** A port that was free a moment ago on this interface (the system's choice). */
export function freePort(host = "127.0.0.1"): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", reject);
    probe.listen({ port: 0, host, exclusive: true }, () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

/** The one-line Norwegian sentence for a port we cannot listen on. */
export function portMessage(setting: string, port: number, host: string, code: string): string {
  if (code === "EADDRINUSE")
    return `Port ${port} på ${host} (${setting}) er allerede i bruk av et annet program. Stopp det, eller velg en annen port med ${setting}.`;
  if (code === "EACCES")
    return `Port ${port} (${setting}) krever rettigheter denne brukeren ikke har. Velg en port over 1023 med ${setting}.`;
  if (code === "EADDRNOTAVAIL" || code === "ENOTFOUND")
    return `Adressen ${host} finnes ikke på denne maskinen, så port ${port} (${setting}) kan ikke åpnes. Sjekk HOST.`;
  return `Kan ikke lytte på ${host}:${port} (${setting}): ${code}.`;
}
