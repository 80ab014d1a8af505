import { describe, expect, it } from "vitest";
import { page, textArtifacts } from "../../gather/page/page-text.fixture.ts";
import { artifactsFor, htmlPage, onlyFinding, outcome } from "../test-artifacts.ts";
import { callToAction } from "./cta.ts";
import type { PageText } from "./types.ts";

// The next step the page asks of the reader, in its buttons and links, on pages of our own.

const base = { h1: ["Regnskap for deg"], paragraphs: ["Du får hjelp med regnskapet."] };
const text = (more: Partial<PageText>) => textArtifacts(page({ ...base, ...more }));
/** The audited page's own markup: a bakery's headline and line, then `body`. */
const markup = (body: string) =>
  artifactsFor(
    htmlPage("<title>Fjellbakeriet</title>", `<h1>Ferskt brød hver morgen</h1><p>Du får brød.</p>${body}`),
  );

describe("the call to action", () => {
  it("praises a button or link that asks for an action, and names it", () => {
    const strong = text({ buttons: ["Få tilbud i dag"], links: [{ text: "Les mer", href: "/" }] });
    expect(outcome(callToAction, strong)).toEqual({ score: 1, findings: [["cta", "good"]] });
    expect(onlyFinding(callToAction, strong).detail).toBe(
      "Siden ber leseren om å handle: «Få tilbud i dag».",
    );
    expect(
      onlyFinding(callToAction, text({ links: [{ text: "Meld deg på kurset", href: "/kurs" }] })).detail,
    ).toBe("Siden ber leseren om å handle: «Meld deg på kurset».");
    // A link named for the page where the reader acts asks as clearly.
    const signUp = text({
      links: [
        { text: "Les mer", href: "/om" },
        { text: "Påmelding", href: "/pamelding" },
      ],
    });
    expect(onlyFinding(callToAction, signUp).detail).toBe("Siden ber leseren om å handle: «Påmelding».");
    // a page about ordering is no call to order
    const terms = text({ links: [{ text: "Vilkår for bestilling", href: "/vilkar" }] });
    expect(onlyFinding(callToAction, terms).severity).toBe("problem");
    // an e-mail address as a link's text is no call, even with «kontakt» in it
    const address = text({
      links: [{ text: "kontakt@fjellbakeriet.example", href: "mailto:kontakt@fjellbakeriet.example" }],
    });
    expect(onlyFinding(callToAction, address).title).toBe("Ingen knapp ber leseren ta kontakt");
    const many = text({ buttons: ["Bestill time", "Ring oss", "Få tilbud", "Send melding"] });
    expect(onlyFinding(callToAction, many).detail).toBe(
      "Siden ber leseren om å handle: blant annet «Bestill time», «Ring oss» og «Få tilbud».",
    );
  });

  it("warns when the buttons only say «Les mer» or «Klikk her»", () => {
    const weak = text({
      links: [
        { text: "Les mer", href: "/om" },
        { text: "Klikk her", href: "/" },
      ],
    });
    expect(outcome(callToAction, weak)).toEqual({ score: 0.5, findings: [["cta", "warning"]] });
    expect(onlyFinding(callToAction, weak).detail).toBe(
      "Knappene og lenkene som ber leseren om noe, sier bare «Les mer» og «Klikk her». Det forteller ikke leseren hva neste steg gir.",
    );
    // one, beside links that ask nothing, is the only one that asks
    const one = text({
      links: [
        { text: "Les mer her", href: "/om" },
        { text: "Priser", href: "/priser" },
      ],
    });
    expect(onlyFinding(callToAction, one).detail).toBe(
      "Den eneste knappen eller lenken som ber leseren om noe, sier bare «Les mer her». Det forteller ikke leseren hva neste steg gir.",
    );
  });

  it("finds none a problem, with an example that fits the kind of site", () => {
    const none = text({ links: [{ text: "Om oss", href: "/om" }] });
    expect(outcome(callToAction, none)).toEqual({ score: 0, findings: [["cta", "problem"]] });
    expect(onlyFinding(callToAction, none).fix).toBe(
      "Avslutt siden med én tydelig knapp som sier hva leseren får: «Bestill en gratis samtale» eller «Få tilbud».",
    );
    const club = page({
      title: "Nordbygda IL",
      h1: ["Velkommen til oss"],
      paragraphs: ["Vi trener i hallen. Bli med i klubben, og kom på dugnad og årsmøtet."],
    });
    expect(onlyFinding(callToAction, textArtifacts(club)).fix).toMatch(/«Bli medlem»/);
  });

  it("gives no example where the kind of site is unclear, and «Ring oss» only with a number to call", () => {
    const unclear = textArtifacts(
      page({
        h1: ["Velkommen"],
        paragraphs: ["Vi holder åpent hele sommeren."],
        links: [{ text: "Om", href: "/om" }],
      }),
    );
    expect(onlyFinding(callToAction, unclear).fix).toBe(
      "Avslutt siden med én tydelig knapp som sier hva leseren får.",
    );
    const roofer = (links: PageText["links"]) =>
      onlyFinding(
        callToAction,
        textArtifacts(
          page({
            title: "Tømrer i Lillevik | Takfolk",
            h1: ["Tak som holder"],
            paragraphs: ["Tømreren legger nye tak og reparerer gamle. Les mer om oss."],
            links: [{ text: "Les mer", href: "/om" }, ...links],
          }),
        ),
      ).fix;
    expect(roofer([])).toBe(
      "Skriv knappen som en handling med utbytte: «Be om tilbud» eller «Bestill befaring».",
    );
    expect(roofer([{ text: "400 00 000", href: "tel:+4740000000" }])).toMatch(
      /«Bestill befaring» eller «Ring oss»\.$/,
    );
  });

  it("quotes a button's call without the small print beside it", () => {
    const booked = text({
      buttons: ["Bestill time via portalen · BankID", "Ring 400 00 000 · man–fre 08–16 →"],
    });
    expect(onlyFinding(callToAction, booked).detail).toBe(
      "Siden ber leseren om å handle: «Bestill time via portalen» og «Ring 400 00 000».",
    );
  });

  it("counts a button that jumps to a part of the page, such as the form further down", () => {
    const jump = text({ links: [{ text: "Be om tilbud", href: "#skjema" }] });
    expect(outcome(callToAction, jump)).toEqual({ score: 1, findings: [["cta", "good"]] });
    for (const href of ["#", "#top", "#!"])
      expect(outcome(callToAction, text({ links: [{ text: "Be om tilbud", href }] })).score, href).not.toBe(
        1,
      );
  });

  it("does not praise a link to # or javascript:, or a whole card's text", () => {
    const dead = text({
      links: [
        { text: "Kontakt", href: "#" },
        { text: "Bestill time", href: "javascript:void(0)" },
        {
          text: "Regnskap for små bedrifter med fast pris og svar samme dag – ta kontakt",
          href: "/regnskap",
        },
      ],
    });
    // no praise: the one that asks in words leads on only through a script, and is said to
    expect(onlyFinding(callToAction, dead)).toMatchObject({
      severity: "warning",
      title: "Handlingsknappen virker bare med skript",
    });
    const bare = text({ links: [{ text: "Kontakt", href: "#" }] });
    expect(outcome(callToAction, bare).findings).toEqual([["cta", "problem"]]);
  });

  it("reads the buttons in a form and the links outside the menus, when the page says which", () => {
    const menu = { text: "Kontakt", href: "/kontakt", inNavigation: true };
    // a menu's «Kontakt» is no call in the page, but it is there: a warning that says so
    const onlyMenu = text({ buttons: ["Kontakt oss"], formButtons: [], links: [menu] });
    expect(outcome(callToAction, onlyMenu).findings).toEqual([["cta", "warning"]]);
    expect(onlyFinding(callToAction, onlyMenu)).toMatchObject({
      title: "Bare menyen ber leseren handle",
      detail:
        "Utenom menyen («Kontakt») har siden ingen knapp eller lenke som ber leseren gjøre noe. Den som har lest ned til slutten, må lete seg tilbake til menyen.",
    });
    // a menu link named for the page where the reader acts asks as a button named so would
    const signUp = { text: "Påmelding", href: "/pamelding", inNavigation: true };
    expect(outcome(callToAction, text({ buttons: [], formButtons: [], links: [signUp] })).findings).toEqual([
      ["cta", "warning"],
    ]);
    // no menu link that asks: nothing asks at all
    expect(
      outcome(callToAction, text({ buttons: ["Kontakt oss"], formButtons: [], links: [] })).findings,
    ).toEqual([["cta", "problem"]]);
    expect(
      onlyFinding(callToAction, text({ buttons: ["Meny"], formButtons: ["Send forespørsel"] })).detail,
    ).toBe("Siden ber leseren om å handle: «Send forespørsel».");
    expect(
      outcome(callToAction, text({ buttons: ["Last opp"], formButtons: ["Last opp"], links: [menu] }))
        .findings,
    ).toEqual([["cta", "good"]]);
  });

  it("reads the audited page's markup: a form's button counts, a menu's link does not", () => {
    expect(outcome(callToAction, markup('<nav><a href="/kontakt">Kontakt oss</a></nav>')).findings).toEqual([
      ["cta", "warning"],
    ]);
    expect(outcome(callToAction, markup('<nav><a href="/om">Om oss</a></nav>')).findings).toEqual([
      ["cta", "problem"],
    ]);
    expect(outcome(callToAction, markup("<form><button>Bestill brød</button></form>")).findings).toEqual([
      ["cta", "good"],
    ]);
    // A link inside a sentence asks, but is no button: a warning that says so.
    const inText = markup('<p>Vil du ha brød levert, ta gjerne <a href="/kontakt">kontakt</a> med oss.</p>');
    expect(outcome(callToAction, inText).findings).toEqual([["cta", "warning"]]);
    expect(onlyFinding(callToAction, inText)).toMatchObject({
      title: "Bare en lenke i teksten ber leseren handle",
      detail:
        "Siden ber leseren om å handle bare i en lenke inne i teksten: «kontakt». En lenke i en setning er lett å overse.",
    });
    // The same link standing alone, opening its sentence, or dressed as a button, is a button.
    for (const body of [
      '<p><a href="/kontakt">Kontakt oss</a></p>',
      '<p>Lurer du på noe? <a href="/kontakt">Kontakt oss</a>, så svarer vi i dag.</p>',
      '<p>Vil du ha brød levert? <a class="btn btn-primary" href="/kontakt">Kontakt oss</a></p>',
      '<p>Vil du ha brød levert? Da kan du <a class="knappen" href="/kontakt">bestill brød</a> i dag.</p>',
      '<p>Vil du ha brød levert? Da kan du <a class="orderButton" href="/kontakt">bestill brød</a> i dag.</p>',
    ])
      expect(outcome(callToAction, markup(body)).findings, body).toEqual([["cta", "good"]]);
  });

  it("says a button that asks but has no address to go to leads on only through a script", () => {
    // under a menu that asks «Kontakt oss»
    const underMenu = (body: string) => markup(`<nav><a href="/kontakt">Kontakt oss</a></nav>${body}`);
    const loose = underMenu(
      "<section><p>Kakene lager vi på bestilling.</p><button>Bestill kake her</button></section>",
    );
    expect(onlyFinding(callToAction, loose)).toMatchObject({
      severity: "warning",
      title: "Handlingsknappen virker bare med skript",
      detail:
        "Knappen «Bestill kake her» har ingen adresse å gå til, så den fører leseren videre bare hvis et skript tar seg av klikket. Søkemotorer og nettlesere uten skript ser ingen vei videre.",
      fix: "Gjør knappen til en vanlig lenke – til siden der leseren handler, eller til telefonnummeret eller e-postadressen – så virker den for alle.",
    });
    // inside a link it leads on; one word («Send») names no step to take; a menu button asks nothing
    expect(
      onlyFinding(callToAction, underMenu('<a href="/kake"><button>Bestill kake her</button></a>')).severity,
    ).toBe("good");
    // a link to «#» that a script opens, in the footer too
    expect(
      onlyFinding(callToAction, underMenu('<footer><a href="#">Send oss en e-post</a></footer>')).detail,
    ).toMatch(/^Knappen «Send oss en e-post» har ingen adresse å gå til/);
    for (const body of ["<button>Send</button>", "<button>Meny</button>"])
      expect(onlyFinding(callToAction, underMenu(body)).title, body).toBe("Bare menyen ber leseren handle");
  });

  it("counts «Bli med …» as asking, and says a link written as a bare web address tells nothing", () => {
    expect(
      onlyFinding(callToAction, text({ links: [{ text: "Bli med i koret", href: "/medlem" }] })).detail,
    ).toBe("Siden ber leseren om å handle: «Bli med i koret».");
    const raw = text({
      links: [
        { text: "Kontakt", href: "/kontakt", inNavigation: true },
        {
          text: "https://www.billettsalg.no/konsert/varkonsert-2026",
          href: "https://www.billettsalg.no/konsert",
        },
      ],
    });
    expect(onlyFinding(callToAction, raw).detail).toBe(
      "Utenom menyen («Kontakt») har siden ingen knapp eller lenke som ber leseren gjøre noe. Den som har lest ned til slutten, må lete seg tilbake til menyen. Lenken til billettsalg.no står bare som en nettadresse, og en adresse sier ikke hva leseren får ved å klikke.",
    );
  });

  it("does not count a template's phone number not filled in as a call to action", () => {
    for (const number of ["+47 XX XX XX XX", "000 00 000"]) {
      const template = text({ buttons: [`Ring ${number}`] });
      expect(outcome(callToAction, template).findings, number).toEqual([["cta", "problem"]]);
      expect(onlyFinding(callToAction, template).detail).toBe(
        `Det eneste på siden som ber leseren gjøre noe, er «Ring ${number}», og nummeret ser ut som et eksempel fra en mal.`,
      );
    }
    const menu = { text: "Kontakt oss", href: "/kontakt", inNavigation: true };
    expect(onlyFinding(callToAction, text({ buttons: ["Ring 000 00 000"], links: [menu] })).detail).toMatch(
      /^Utenom menyen er «Ring 000 00 000» det eneste på siden som ber leseren gjøre noe, og/,
    );
    expect(outcome(callToAction, text({ buttons: ["Ring 22 44 55 66"] })).findings).toEqual([
      ["cta", "good"],
    ]);
  });

  it("warns, not «mangler», when the phone number or e-mail address is a link but no link asks", () => {
    const phone = text({ links: [{ text: "22 44 55 66", href: "tel:+4722445566" }] });
    expect(outcome(callToAction, phone)).toEqual({ score: 0.5, findings: [["cta", "warning"]] });
    expect(onlyFinding(callToAction, phone).detail).toBe(
      "Telefonnummeret kan trykkes på, men ingen knapp eller lenke sier hva leseren får ved å ta kontakt.",
    );
    const both = text({
      links: [
        { text: "22 44 55 66", href: "tel:+4722445566" },
        { text: "post@fjellbakeriet.example", href: "mailto:post@fjellbakeriet.example" },
      ],
    });
    expect(onlyFinding(callToAction, both).detail).toMatch(
      /^Telefonnummeret og e-postadressen kan trykkes på/,
    );
    // A number not filled in is no way to reach anyone; the e-mail address beside it still is.
    const template = text({ links: [{ text: "+47 XX XX XX XX", href: "tel:+4700000000" }] });
    expect(outcome(callToAction, template).findings).toEqual([["cta", "problem"]]);
    const withMail = text({
      links: [
        { text: "999 99 999", href: "tel:99999999" },
        { text: "post@fjellbakeriet.example", href: "mailto:post@fjellbakeriet.example" },
      ],
    });
    expect(onlyFinding(callToAction, withMail).detail).toMatch(/^E-postadressen kan trykkes på/);
  });
});
