import http2 from "node:http2";
import https from "node:https";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  attempts,
  type Fixture,
  guardConnects,
  HTML,
  resetCounts,
  startFixture,
  stopFixture,
  tableResolver,
} from "./fetch.fixture.ts";
import { fetchText, safeFetch } from "./fetch.ts";

// Fetching over https on loopback (fetch.fixture.ts): a certificate that does not verify is
// reported, not thrown; the checked address is dialled while the name is verified and sent as SNI;
// HTTP/2 is learned from a second handshake.

// Self-signed test certificate for CN/SAN fixture.test and IP 127.0.0.1, valid until 2126. Test only.
const TEST_KEY = `-----BEGIN PRIVATE KEY-----
MIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQgW2x46AYj1HHurrqX
g31C0H1DMEvpueISJeJnfiXoLRuhRANCAATf44lie2rpqXtz20BBgRpXTaVcN5+p
sHqbRa0fIRrpcAXkKt8yR9abyGyj4NF7BndxXc+SCRcSHkJLizGEA9wS
-----END PRIVATE KEY-----`;
const TEST_CERT = `-----BEGIN CERTIFICATE-----
MIIBpDCCAUqgAwIBAgIUYEGUoCDwvjqIpxINd6nTCqBkbxYwCgYIKoZIzj0EAwIw
FzEVMBMGA1UEAwwMZml4dHVyZS50ZXN0MCAXDTI2MTEyMjEzMDEwM1oYDzIxMjYx
MDI5MTMwMTAzWjAXMRUwEwYDVQQDDAxmaXh0dXJlLnRlc3QwWTATBgcqhkjOPQIB
BggqhkjOPQMBBwNCAATf44lie2rpqXtz20BBgRpXTaVcN5+psHqbRa0fIRrpcAXk
Kt8yR9abyGyj4NF7BndxXc+SCRcSHkJLizGEA9wSo3IwcDAdBgNVHQ4EFgQUxqsh
EieM1vSKEYIGX7yvY6bQiU0wHwYDVR0jBBgwFoAUxqshEieM1vSKEYIGX7yvY6bQ
iU0wDwYDVR0TAQH/BAUwAwEB/zAdBgNVHREEFjAUggxmaXh0dXJlLnRlc3SHBH8A
AAEwCgYIKoZIzj0EAwIDSAAwRQIgIDA1LR64MZpQBrlcNJgY8EYfaYrybWHEdPlK
r9qOpukCIQD2e/ysnmS15zj+dJuBKMh8YenNNMrXJc8XMG1RpJ41ig==
-----END CERTIFICATE-----`;

guardConnects();

let secure: Fixture; // https with a self-signed certificate

beforeAll(async () => {
  secure = await startFixture(
    (_req, res) => {
      res.writeHead(200, { "content-type": "text/html", "strict-transport-security": "max-age=63072000" });
      res.end(HTML);
    },
    (listener) => https.createServer({ key: TEST_KEY, cert: TEST_CERT }, listener),
  );
});

afterAll(async () => {
  if (secure) await stopFixture(secure);
});

beforeEach(() => resetCounts(secure));

describe("https", () => {
  it("reports an invalid (self-signed) certificate instead of throwing, reading headers only", async () => {
    const result = await safeFetch(`https://127.0.0.1:${secure.port}/`, {
      allowHosts: [`127.0.0.1:${secure.port}`],
    });
    expect(result.status).toBe(200);
    expect(result.headers["strict-transport-security"]).toBe("max-age=63072000");
    expect(result.tls?.authorized).toBe(false);
    expect(result.tls?.validTo).toBe("2126-10-29T13:01:03.000Z");
    expect(result.tls?.daysLeft).toBeGreaterThan(30_000);
    expect(result.tls?.protocol).toMatch(/^TLSv1\.[23]$/);
    expect(result.body).toBe("");
    expect(result.isHtml).toBe(false);
    expect(secure.connections).toBe(2); // the verifying attempt, then the header-only retry
    expect(secure.serverNames).toEqual([false]); // no SNI for an IP literal
  });

  it("connects to the checked address but verifies against (and sends SNI for) the hostname", async () => {
    const { resolve, calls } = tableResolver({ "fixture.test": ["127.0.0.1"] });
    const result = await safeFetch(`https://fixture.test:${secure.port}/`, {
      allowHosts: [`fixture.test:${secure.port}`],
      resolve,
    });
    expect(result.tls?.authorized).toBe(false); // self-signed, though the name matches
    expect(calls).toEqual(["fixture.test"]);
    expect(secure.serverNames).toEqual(["fixture.test"]);
    expect(secure.requests[0]?.headers.host).toBe(`fixture.test:${secure.port}`);
    expect(attempts.every((attempt) => attempt.host === "127.0.0.1")).toBe(true);
  });

  it("learns HTTP/2 from a second handshake to the checked address, and the issuer", async () => {
    const { resolve, calls } = tableResolver({ "fixture.test": ["127.0.0.1"] });
    const h1 = await safeFetch(`https://fixture.test:${secure.port}/`, {
      allowHosts: [`fixture.test:${secure.port}`],
      resolve,
      probeHttp2: true,
    });
    expect(h1.tls?.http2).toBe(false);
    expect(h1.tls?.issuer).toBe("fixture.test"); // self-signed: its own name
    expect(calls).toEqual(["fixture.test"]); // the probe asked DNS nothing more
    const h2 = http2.createSecureServer({ key: TEST_KEY, cert: TEST_CERT, allowHTTP1: true }, (_req, res) =>
      res.end("ok"),
    );
    await new Promise<void>((done) => h2.listen(0, "127.0.0.1", done));
    const port = (h2.address() as AddressInfo).port;
    try {
      const result = await safeFetch(`https://127.0.0.1:${port}/`, {
        allowHosts: [`127.0.0.1:${port}`],
        probeHttp2: true,
      });
      expect(result.tls?.http2).toBe(true);
      const plain = await safeFetch(`https://127.0.0.1:${port}/`, { allowHosts: [`127.0.0.1:${port}`] });
      expect(plain.tls?.http2).toBeNull(); // not asked
    } finally {
      await new Promise((done) => h2.close(done));
    }
  });

  it("fetchText gives null when the certificate does not verify", async () => {
    expect(
      await fetchText(`https://127.0.0.1:${secure.port}/robots.txt`, {
        allowHosts: [`127.0.0.1:${secure.port}`],
      }),
    ).toBeNull();
  });
});
