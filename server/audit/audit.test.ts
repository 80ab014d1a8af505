import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ONE_LINE_MESSAGE } from "#app/lib/plain-text.ts";
import { type FixtureSites, startFixtureSites } from "#tests/fixture-sites.ts";
import { startSmtpServer } from "#tests/smtp.ts";
import { startTestServer } from "#tests/test-server.ts";
import { auditRequests } from "../db/schema.ts";
import { runAudit } from "./run.ts";

// Fixture sites on loopback give the expected findings and scores, and the
// report e-mail arrives at a real SMTP server.

let sites: FixtureSites;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let server: Awaited<ReturnType<typeof startTestServer>>;

beforeAll(async () => {
  sites = await startFixtureSites();
  smtp = await startSmtpServer();
  server = await startTestServer(
    { SMTP_URL: smtp.url, AUDIT_ALLOW_HOSTS: sites.hostPort, SITE_URL: "https://www.fjellvik.example" },
    { auditFetchOptions: { totalTimeoutMs: 2000, maxBytes: 2 * 1024 * 1024, crawl: { minGapMs: 0 } } },
  );
});
afterAll(async () => {
  await server?.close();
  await smtp?.stop();
  await sites?.close();
});

const options = () => ({
  allowHosts: [sites.hostPort],
  totalTimeoutMs: 2000,
  maxBytes: 2 * 1024 * 1024,
  crawl: { minGapMs: 0 },
});
const ids = (findings: { id: string; severity: string }[]) =>
  findings.filter((f) => f.severity !== "good").map((f) => f.id);

describe("the engine on fixture sites", () => {
  it("scores a well-made site high and finds little to fix", async () => {
    const report = await runAudit(`${sites.origin}/`, options());
    expect(report.categories.seo.score).toBeGreaterThanOrEqual(90);
    expect(report.categories.accessibility.score).toBe(100);
    expect(report.categories.copy.score).toBeGreaterThanOrEqual(70);
    expect(ids(report.categories.seo.findings)).toEqual([]);
    // Served over plain http in the test, so the security category says so – once: the https
    // finding holds the redirect and HSTS, so neither stands beside it nor among the top fixes.
    expect(report.categories.security.findings.some((f) => f.severity === "problem")).toBe(true);
    expect(ids(report.categories.security.findings)).toContain("security-https");
    expect(ids(report.categories.security.findings)).not.toContain("security-redirect");
    expect(ids(report.categories.security.findings)).not.toContain("security-hsts");
    expect(report.topFixes.filter((f) => f.category === "security").map((f) => f.id)).not.toEqual(
      expect.arrayContaining(["security-redirect"]),
    );
  });

  it("finds the poor site's problems in every category and scores it lower", async () => {
    const good = await runAudit(`${sites.origin}/`, options());
    const poor = await runAudit(`${sites.origin}/poor`, options());
    expect(poor.overall).toBeLessThan(good.overall - 20);
    expect(ids(poor.categories.seo.findings)).toEqual(
      expect.arrayContaining([
        "seo-title-missing",
        "seo-description-missing",
        "seo-h1-many",
        "seo-viewport",
        "seo-link-text",
      ]),
    );
    // Missing alt texts are reported once, under accessibility (decision 024), though both scores count them.
    expect(ids(poor.categories.seo.findings)).not.toContain("seo-image-alt");
    expect(ids(poor.categories.accessibility.findings)).toEqual(
      expect.arrayContaining(["a11y-lang", "a11y-alt", "a11y-labels", "a11y-link-names"]),
    );
    // The poor page's HTML is under 2 kB: too small for its missing compression to be worth saying.
    expect(ids(poor.categories.speed.findings)).toEqual(
      expect.arrayContaining(["speed-blocking-scripts", "speed-caching"]),
    );
    expect(ids(poor.categories.speed.findings)).not.toContain("speed-compression");
    const copyText = JSON.stringify(poor.categories.copy.findings);
    expect(copyText).toMatch(/ledende|revolusjonerende|verdensklasse/);
    expect(poor.topFixes).toHaveLength(5);
    expect(poor.topFixes[0]?.severity).toBe("problem");
    expect(JSON.stringify(poor.categories.security.findings)).toMatch(/PHP\/7\.2\.24|Apache\/2\.4\.29/);
  });

  it("follows redirects and reports where it ended", async () => {
    const report = await runAudit(`${sites.origin}/redirect`, options());
    expect(report.finalUrl).toBe(`${sites.origin}/good`);
  });

  it.each([
    ["/slow", "timeout"],
    ["/huge", "too-large"],
    ["/data.json", "not-html"],
  ])("gives up on %s with the reason %s", async (path, reason) => {
    await expect(runAudit(`${sites.origin}${path}`, options())).rejects.toMatchObject({ reason });
  });
});

async function mailTo(address: string, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mail = smtp.received.find((m) => m.to && !Array.isArray(m.to) && m.to.text === address);
    if (mail || Date.now() > deadline) return mail;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const post = (body: object) =>
  fetch(`${server.url}/api/website-audit`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });

describe("POST /api/website-audit to the report e-mail", () => {
  it("e-mails the report and serves it at its unguessable, noindex address", async () => {
    const res = await post({ url: `${sites.origin}/poor`, email: "eier@poor.example" });
    expect(res.status).toBe(202);
    const { id } = await res.json();
    const mail = await mailTo("eier@poor.example");
    expect(mail?.subject).toMatch(/^Nettsidesjekk for 127\.0\.0\.1:\d+: \d+ av 100 \([A-F]\)$/);
    expect(mail?.text).toContain("De fem viktigste forbedringene");
    expect(mail?.html).toContain("Book gratis samtale");
    const [row] = await server.services.database.db
      .select()
      .from(auditRequests)
      .where(eq(auditRequests.id, id));
    expect(row?.status).toBe("done");
    expect(row?.token.length).toBeGreaterThanOrEqual(32);
    expect(mail?.html).toContain(`https://www.fjellvik.example/rapport/${row?.token}`);

    const page = await fetch(`${server.url}/rapport/${row?.token}`);
    expect(page.status).toBe(200);
    expect(page.headers.get("cache-control")).toBe("private, no-cache");
    const html = await page.text();
    expect(html).toContain('content="noindex,nofollow"');
    expect(html).toContain("De fem viktigste forbedringene");
    // The fixture is an IP address, so its e-mail domain was not looked up: the page says why.
    expect(html).toContain("fordi adressen var en IP-adresse");
    expect((await fetch(`${server.url}/rapport/${"x".repeat(40)}`)).status).toBe(404);
  }, 40_000);

  it("shows a second audit of the same site by the same address what changed, and no one else (decision 024)", async () => {
    const storedReport = async (id: string) => {
      const [row] = await server.services.database.db
        .select()
        .from(auditRequests)
        .where(eq(auditRequests.id, id));
      return row?.report?.kind === "report" ? row.report.report : null;
    };
    const first = await (
      await post({ url: `${sites.origin}/good`, email: "historie@bedrift.example" })
    ).json();
    expect((await mailTo("historie@bedrift.example"))?.text).not.toContain("Endringer siden forrige sjekk");
    expect((await storedReport(first.id))?.change).toBeUndefined();

    // Another address for the same site: the same ending page (/redirect → /good), a new request.
    const mine = await (
      await post({ url: `${sites.origin}/redirect`, email: "historie@bedrift.example" })
    ).json();
    const other = await (
      await post({ url: `${sites.origin}/redirect`, email: "nabo@bedrift.example" })
    ).json();
    const waitForSecond = async () => {
      for (let i = 0; i < 200; i++) {
        const mails = smtp.received.filter(
          (mail) => !Array.isArray(mail.to) && mail.to?.text === "historie@bedrift.example",
        );
        if (mails.length === 2) return mails[1];
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      return undefined;
    };
    const second = await waitForSecond();
    expect(second?.text).toMatch(/Endringer siden forrige sjekk \d{1,2}\. [a-zæøå]+ \d{4}:/);
    const change = (await storedReport(mine.id))?.change;
    expect(change?.since).toBe((await storedReport(first.id))?.checkedAt);
    expect(change?.categories.map(({ key }) => key)).toEqual(
      expect.arrayContaining(["security", "seo", "copy"]),
    );

    expect((await mailTo("nabo@bedrift.example"))?.text).not.toContain("Endringer siden forrige sjekk");
    expect((await storedReport(other.id))?.change).toBeUndefined();
  }, 60_000);

  it("tells the visitor by e-mail when the site cannot be audited", async () => {
    const res = await post({ url: `${sites.origin}/data.json`, email: "eier@json.example" });
    expect(res.status).toBe(202);
    const mail = await mailTo("eier@json.example");
    expect(mail?.subject).toMatch(/^Vi fikk ikke sjekket/);
    expect(mail?.text).toContain("HTML");
  }, 40_000);

  it("names the site in the report by the host it fetched, never by what was typed (decision 016)", async () => {
    const typed = "melding=VIKTIG-kontoen-din-er-sperret-logg-inn-paa-evil-example";
    const res = await post({
      url: `${sites.origin}/poor?${typed}#ring-oss`,
      email: "eier.typet@poor.example",
    });
    expect(res.status).toBe(202);
    const mail = await mailTo("eier.typet@poor.example");
    expect(mail?.subject).toMatch(/^Nettsidesjekk for 127\.0\.0\.1:\d+: \d+ av 100 \([A-F]\)$/);
    expect(mail?.text).toContain("De fem viktigste forbedringene");
    const all = `${mail?.subject}\n${mail?.text}\n${mail?.html}`;
    for (const part of ["VIKTIG", "sperret", "evil-example", "melding", "ring-oss", "/poor"])
      expect(all).not.toContain(part);
  }, 40_000);

  it("names no site at all when the audit fails: the address was only typed, never fetched (decision 016)", async () => {
    const typed = "VIKTIG-kontoen-din-er-sperret-logg-inn-paa-evil-example";
    const res = await post({ url: `${sites.origin}/data.json?${typed}`, email: "eier.feil@json.example" });
    expect(res.status).toBe(202);
    const mail = await mailTo("eier.feil@json.example");
    expect(mail?.subject).toBe("Vi fikk ikke sjekket nettsiden");
    expect(mail?.text).toContain("HTML");
    const all = `${mail?.subject}\n${mail?.text}\n${mail?.html}`;
    for (const part of ["VIKTIG", "sperret", "evil-example", "data.json", "127.0.0.1"])
      expect(all).not.toContain(part);
  }, 40_000);

  it("refuses line breaks and invisible characters in the address with the form's message (decision 016)", async () => {
    const res = await post({ url: "bedrift.no/\u202Egnp.exe", email: "a@b.example" });
    expect(res.status).toBe(400);
    expect((await res.json()).errors).toEqual({ url: ONE_LINE_MESSAGE });
  });

  it("reuses a request for the same address and e-mail within the hour", async () => {
    const first = await (await post({ url: `${sites.origin}/good`, email: "samme@bedrift.example" })).json();
    const second = await (await post({ url: `${sites.origin}/good`, email: "samme@bedrift.example" })).json();
    expect(second.id).toBe(first.id);
  });

  it.each([
    "http://127.0.0.1/",
    "http://2130706433/",
    "http://localhost/",
    "http://169.254.169.254/latest/meta-data/",
    "http://[::1]/",
    "http://10.0.0.1/",
    "http://intranett.local/",
  ])("refuses %s with a clear Norwegian 400 and opens no connection", async (url) => {
    const before = sites.connections();
    const res = await post({ url, email: "a@b.example" });
    expect(res.status).toBe(400);
    expect((await res.json()).errors.url).toMatch(/gyldig URL|internt eller reservert/);
    expect(sites.connections()).toBe(before);
  });

  it("answers bad e-mail addresses with the form's message", async () => {
    const res = await post({ url: "bedrift.no", email: "ikke-epost" });
    expect(res.status).toBe(400);
    expect((await res.json()).errors).toEqual({ email: "Ugyldig e-postadresse" });
  });
});

describe("the copy review with a language model", () => {
  it("uses the model's critique and headlines, and falls back to the rules when its answer is bad", async () => {
    const { startOpenAiMock } = await import("#tests/openai-mock.ts");
    const { AI_LABEL } = await import("./report/headlines/ai-copy.ts");
    const model = await startOpenAiMock();
    const errors: unknown[] = [];
    const ai = { apiKey: "k", baseURL: model.baseURL, model: "mock", timeoutMs: 5000 };
    try {
      model.state.mode = "ok";
      const report = await runAudit(`${sites.origin}/`, {
        ...options(),
        ai,
        onAiError: (e) => errors.push(e),
      });
      expect(report.headlines.label).toBe(AI_LABEL);
      expect(report.headlines.critique).toHaveLength(3);
      expect(report.headlines.variants).toHaveLength(5);
      // The model got the page's text as marked, untrusted data.
      const sent = JSON.stringify(model.state.lastBody);
      expect(sent).toContain("<<<SIDE");
      expect(sent).toContain("Spar 10 timer i måneden på regnskapet");

      model.state.mode = "malicious";
      const bad = await runAudit(`${sites.origin}/`, { ...options(), ai, onAiError: (e) => errors.push(e) });
      expect(bad.headlines.label).toMatch(/Regelbaserte/);
      expect(bad.headlines.critique).toBeUndefined();

      model.state.mode = "fail";
      const failed = await runAudit(`${sites.origin}/`, {
        ...options(),
        ai,
        onAiError: (e) => errors.push(e),
      });
      expect(failed.headlines.label).toMatch(/Regelbaserte/);
      expect(errors).toHaveLength(2);
    } finally {
      await model.close();
    }
  });
});
