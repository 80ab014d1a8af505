import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

// A minimal cookie jar behind a fake document.cookie (no jsdom): the getter joins name=value
// pairs like a browser, the setter stores one cookie and records the full string it was given.
class CookieJar {
  jar = new Map<string, string>();
  writes: string[] = [];
  get cookie() {
    return [...this.jar].map(([name, value]) => `${name}=${value}`).join("; ");
  }
  set cookie(text: string) {
    this.writes.push(text);
    const [pair = "", ...attributes] = text.split(";").map((part) => part.trim());
    const at = pair.indexOf("=");
    const name = pair.slice(0, at);
    if (attributes.some((a) => a.toLowerCase() === "max-age=0")) this.jar.delete(name);
    else this.jar.set(name, pair.slice(at + 1));
  }
}

let jar: CookieJar;

async function load() {
  vi.resetModules();
  return import("./consent");
}

beforeEach(() => {
  jar = new CookieJar();
  vi.stubGlobal("document", jar);
  vi.stubGlobal("location", { protocol: "http:" });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("serializeConsent / parseConsent", () => {
  it("round-trips every combination", async () => {
    const { parseConsent, serializeConsent } = await load();
    for (const statistikk of [false, true])
      for (const markedsforing of [false, true]) {
        const value = serializeConsent({ statistikk, markedsforing });
        expect(parseConsent(value)).toEqual({ statistikk, markedsforing });
      }
    expect(serializeConsent({ statistikk: false, markedsforing: true })).toBe(
      "v1.statistikk=0.markedsforing=1",
    );
  });

  it("treats unknown versions, missing or odd categories as no choice", async () => {
    const { parseConsent } = await load();
    for (const value of [
      undefined,
      "",
      "v2.statistikk=0.markedsforing=1",
      "v1.statistikk=0",
      "v1.statistikk=0.markedsforing=ja",
      "v1.statistikk=0.markedsforing=1.sporing=1",
      "tull",
    ])
      expect(parseConsent(value), String(value)).toBeNull();
  });
});

describe("readConsent / saveConsent / hasConsent", () => {
  it("has no choice and no consent before the visitor chooses, and writes nothing", async () => {
    const { readConsent, hasConsent } = await load();
    expect(readConsent()).toBeNull();
    expect(hasConsent("markedsforing")).toBe(false);
    expect(hasConsent("statistikk")).toBe(false);
    expect(jar.writes).toEqual([]);
  });

  it("stores one first-party cookie for 6 months, SameSite=Lax, not Secure over http", async () => {
    const { saveConsent, readConsent, hasConsent } = await load();
    saveConsent({ statistikk: false, markedsforing: true });
    expect(jar.writes).toEqual([
      "samtykke=v1.statistikk=0.markedsforing=1; Path=/; Max-Age=15552000; SameSite=Lax",
    ]);
    expect([...jar.jar.keys()]).toEqual(["samtykke"]);
    expect(readConsent()).toEqual({ statistikk: false, markedsforing: true });
    expect(hasConsent("markedsforing")).toBe(true);
    expect(hasConsent("statistikk")).toBe(false);
  });

  it("adds Secure over https", async () => {
    vi.stubGlobal("location", { protocol: "https:" });
    const { saveConsent } = await load();
    saveConsent({ statistikk: true, markedsforing: true });
    expect(jar.writes[0]).toBe(
      "samtykke=v1.statistikk=1.markedsforing=1; Path=/; Max-Age=15552000; SameSite=Lax; Secure",
    );
  });

  it("reads a choice stored earlier, among other cookies", async () => {
    jar.jar.set("annen", "x=y");
    jar.jar.set("samtykke", "v1.statistikk=1.markedsforing=0");
    const { readConsent, hasConsent } = await load();
    expect(readConsent()).toEqual({ statistikk: true, markedsforing: false });
    expect(hasConsent("statistikk")).toBe(true);
    expect(hasConsent("markedsforing")).toBe(false);
  });

  it("withdrawing consent takes effect at once", async () => {
    const { saveConsent, hasConsent } = await load();
    saveConsent({ statistikk: true, markedsforing: true });
    expect(hasConsent("markedsforing")).toBe(true);
    saveConsent({ statistikk: false, markedsforing: false });
    expect(hasConsent("markedsforing")).toBe(false);
    expect(jar.jar.get("samtykke")).toBe("v1.statistikk=0.markedsforing=0");
  });

  it("returns the same object while the cookie is unchanged (a stable snapshot)", async () => {
    jar.jar.set("samtykke", "v1.statistikk=0.markedsforing=1");
    const { readConsent } = await load();
    expect(readConsent()).toBe(readConsent());
  });

  it("remembers the choice for this page view when the browser refuses cookies", async () => {
    const { saveConsent, readConsent } = await load();
    Object.defineProperty(jar, "cookie", { get: () => "", set: () => {} });
    saveConsent({ statistikk: false, markedsforing: false });
    expect(readConsent()).toEqual({ statistikk: false, markedsforing: false });
  });

  it("only reads and never throws on the server", async () => {
    vi.unstubAllGlobals();
    const { readConsent, saveConsent, hasConsent } = await load();
    expect(typeof document).toBe("undefined");
    expect(readConsent()).toBeNull();
    expect(() => saveConsent({ statistikk: true, markedsforing: true })).not.toThrow();
    expect(hasConsent("markedsforing")).toBe(false);
  });
});

describe("subscribe", () => {
  it("tells every listener about a save until it unsubscribes", async () => {
    const { saveConsent, subscribe } = await load();
    const first = vi.fn();
    const second = vi.fn();
    const stop = subscribe(first);
    subscribe(second);
    saveConsent({ statistikk: false, markedsforing: false });
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(1);
    stop();
    saveConsent({ statistikk: true, markedsforing: false });
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(2);
  });
});

describe("reportConversion", () => {
  it("fires the conversion only with marketing consent and a loaded tag", async () => {
    const gtag = vi.fn();
    vi.stubGlobal("window", { gtag });
    const { saveConsent } = await load();
    const { reportConversion } = await import("./conversion");
    const { site } = await import("#content/site.ts");
    reportConversion();
    expect(gtag).not.toHaveBeenCalled();
    saveConsent({ statistikk: true, markedsforing: false });
    reportConversion();
    expect(gtag).not.toHaveBeenCalled();
    saveConsent({ statistikk: false, markedsforing: true });
    reportConversion();
    expect(gtag).toHaveBeenCalledExactlyOnceWith("event", "conversion", { send_to: site.adConversionId });
    saveConsent({ statistikk: false, markedsforing: false });
    reportConversion();
    expect(gtag).toHaveBeenCalledTimes(1);
  });

  it("does nothing with consent but no tag", async () => {
    vi.stubGlobal("window", {});
    const { saveConsent, fullConsent } = await load();
    const { reportConversion } = await import("./conversion");
    saveConsent(fullConsent);
    expect(() => reportConversion()).not.toThrow();
  });
});
