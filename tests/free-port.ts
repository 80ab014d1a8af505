import { portProblem, freePort as systemPort } from "#server/ports.ts";

// A free port for a test's own servers (embedded PostgreSQL, SMTP, HTTP). The system's choice
// (port 0) comes from the ephemeral range (32768–60999 on Linux), the range every outgoing
// connection also takes its local port from: with test files running side by side, another
// worker's connection could take the port between our probe and the server's start (a CI run saw
// «Port 37475 … er allerede i bruk»). So the port is picked below that range, and probed free.

const LOWEST = 20_000;
const HIGHEST = 32_000;
const ATTEMPTS = 50;

/** A port that was free a moment ago on this interface, outside the range outgoing connections use. */
export async function freePort(host = "127.0.0.1"): Promise<number> {
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const port = LOWEST + Math.floor(Math.random() * (HIGHEST - LOWEST));
    if ((await portProblem(port, host)) === null) return port;
  }
  return systemPort(host);
}
