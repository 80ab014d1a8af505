import { describe, expect, it } from "vitest";
import type { AuditReport } from "#app/lib/audit-report.ts";
import { type InlinePictures, PICTURES_IN_THE_REPORT, picturesInMail } from "./audit-pictures.ts";
import { isSiteOwnerAddress } from "./site-owner.ts";

// Who gets the pictures of the audited page by e-mail (decision 032): only an address at the
// site's own registrable domain, judged on the host we fetched; anyone else a line about the report.

describe("the pictures' domain rule", () => {
  it.each([
    ["post@bakeri.no", "https://www.bakeri.no/"],
    ["Ola.Nordmann@BAKERI.NO", "https://bakeri.no/meny"],
    ["post@mail.bakeri.no", "https://www.bakeri.no/"],
    ["post@bakeri.test", "http://bakeri.test:8080/"],
    ["post@bakeri.co.uk", "https://shop.bakeri.co.uk/"],
  ])("%s gets the pictures of %s", (email, site) => {
    expect(isSiteOwnerAddress(email, site)).toBe(true);
  });

  it.each([
    ["someone@gmail.com", "https://www.bakeri.no/"],
    ["post@bakeri.no.evil.example", "https://www.bakeri.no/"],
    ["post@evil-bakeri.no", "https://www.bakeri.no/"],
    ["post@bakeri.no", "https://bakeri.no.evil.example/"],
    // Two tenants of a shared host are two domains, and the host itself is nobody's.
    ["post@ola.github.io", "https://kari.github.io/"],
    ["post@github.io", "https://kari.github.io/"],
    ["post@co.uk", "https://shop.bakeri.co.uk/"],
    // An address is no domain at all.
    ["post@127.0.0.1", "http://127.0.0.1:8080/"],
    ["post@[127.0.0.1]", "http://127.0.0.1:8080/"],
    ["bakeri.no", "https://www.bakeri.no/"],
  ])("%s does not get the pictures of %s", (email, site) => {
    expect(isSiteOwnerAddress(email, site)).toBe(false);
  });
});

const picture = (name: string, width: number, height: number) => ({ name, width, height, bytes: 1000 });
const report = (withScreenshot: boolean) =>
  ({
    finalUrl: "https://www.bakeri.no/",
    pictures: {
      screenshot: withScreenshot
        ? { web: picture("skjerm.webp", 250, 498), mail: picture("skjerm.jpg", 250, 498) }
        : null,
      filmstrip: withScreenshot
        ? [
            { timingMs: 375, image: picture("film-1.jpg", 160, 319) },
            { timingMs: 1200, image: picture("film-2.jpg", 160, 319) },
          ]
        : [],
    },
  }) as AuditReport;

const inline: InlinePictures = {
  screenshot: { cid: "skjerm.jpg@nettsidesjekk", width: 240, height: 478 },
  filmstrip: [
    { cid: "film-1.jpg@nettsidesjekk", timingMs: 375, width: 100, height: 199 },
    { cid: "film-2.jpg@nettsidesjekk", timingMs: 1200, width: 100, height: 199 },
  ],
  attachments: [],
};

describe("the pictures' part of the mail", () => {
  it("shows the site's own address its page, sized, with our alternative texts and the times", () => {
    const part = picturesInMail(report(true), inline);
    expect(part.html).toContain('<img src="cid:skjerm.jpg@nettsidesjekk" width="240" height="478"');
    expect(part.html).toContain('alt="Forsiden slik den så ut på en mobil etter lasting"');
    expect(part.html).toContain("cid:film-2.jpg@nettsidesjekk");
    expect(part.html).toContain("etter 1,2\u00a0sekunder");
    expect(part.text.join("\n")).toContain(
      "Bildene fra lastingen er tatt etter 0,4\u00a0sekunder og 1,2\u00a0sekunder.",
    );
  });

  it("tells anyone else in our words where to see the page, and says nothing when there is no picture", () => {
    const part = picturesInMail(report(true), null);
    expect(part.html).not.toContain("<img");
    expect(part.html).toContain(PICTURES_IN_THE_REPORT);
    expect(part.text).toContain(PICTURES_IN_THE_REPORT);
    expect(part.html).not.toContain("cid:");
    expect(picturesInMail(report(false), null)).toEqual({ html: "", text: [] });
  });
});
