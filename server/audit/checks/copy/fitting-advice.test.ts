import { describe, expect, it } from "vitest";
import { page } from "../../gather/page/page-text.fixture.ts";
import { unglue } from "../../report/headlines/offer.ts";
import type { Finding } from "../../types.ts";
import { analyseCopy } from "./analyse.ts";
import { short } from "./format.ts";
import { promisesNothing } from "./headline-rules.ts";
import { testimonialQuotes } from "./text-signals.ts";

// Issue 25: findings that are right on any Norwegian site, in words a native editor signs. Every
// fixture is our own made-up text.

const find = (findings: Finding[], id: string) => findings.find((finding) => finding.id === id);
const all = (finding: Finding | undefined) => `${finding?.title} ${finding?.detail} ${finding?.fix}`;

const filler =
  "Du får hjelp med regnskapet. Du får svar innen 24 timer. Du ser alle tallene på mobilen. Du betaler 990 kr i måneden.";

describe("testimonials", () => {
  it("counts a quoted sentence with a name after it, not a quoted button name or term", () => {
    expect(testimonialQuotes("Trykk på «Send inn» når du er ferdig, så får du svar.")).toEqual([]);
    expect(testimonialQuotes("Vi kaller det «regnskap uten stress», og det er enkelt.")).toEqual([]);
    expect(
      testimonialQuotes("«De kom samme dag og fikset alt på en time», sier Kari fra Lillevik."),
    ).toHaveLength(1);
    expect(testimonialQuotes("«De kom samme dag og fikset alt på en time» – Per Olsen")).toHaveLength(1);
    expect(
      testimonialQuotes("«De kom samme dag og fikset alt på en time.» Per Olsen, Lillevik"),
    ).toHaveLength(1);
    // a review section: marks on lines of their own, an avatar's initials before the name
    expect(
      testimonialQuotes("“\nDe kom samme dag og fikset alt på en time.\n”\nKB\nKari Berg\nLillevik"),
    ).toEqual(["De kom samme dag og fikset alt på en time."]);
    expect(
      testimonialQuotes('"Alt gikk fint, og prisen var som avtalt."\nP\nPer\nGoogle · 5/5'),
    ).toHaveLength(1);
    // the next sentence of the page is not a name
    expect(testimonialQuotes("«De kom samme dag og fikset alt på en time.» Vi svarer raskt.")).toEqual([]);
  });

  it("counts what the markup marks as a review, and no longer reads a rating as customers", () => {
    const marked = analyseCopy(
      page({
        h1: ["Regnskap for deg"],
        paragraphs: [filler],
        testimonials: ["Endelig har jeg oversikt over tallene. Ola Hansen"],
      }),
    );
    expect(marked.socialProof.quotes).toBe(1);
    expect(find(marked.findings, "social-proof")?.severity).toBe("good");

    const rating = analyseCopy(
      page({ h1: ["Regnskap for deg"], paragraphs: [filler, "Snitt 4,8 stjerner."] }),
    );
    expect(rating.socialProof.signals).toEqual([]);
  });

  it("asks for a name under each quote, and the company only when the customer is one", () => {
    const quoted = analyseCopy(
      page({
        h1: ["Regnskap for deg"],
        paragraphs: [filler, "«Nå har jeg endelig full oversikt over tallene», sier Ola."],
      }),
    );
    expect(find(quoted.findings, "social-proof")?.fix).toBe(
      "Sett navn under hvert sitat (og bedrift når kunden er en bedrift) – da blir sitatene troverdige.",
    );
  });

  it("does not count a superlative in a customer's words as the business's claim", () => {
    const result = analyseCopy(
      page({
        h1: ["Regnskap for deg"],
        paragraphs: [filler, "«Overgangen var sømløs, og vi fikk den beste hjelpen», sier Kari Berg."],
        testimonials: ["Alt gikk sømløst og var unikt bra."],
        bodyText: `${filler}\n«Overgangen var sømløs, og vi fikk den beste hjelpen», sier Kari Berg.\nAlt gikk sømløst og var unikt bra.`,
      }),
    );
    expect(result.superlatives).toEqual([]);
  });
});

describe("calls to action", () => {
  const base = { h1: ["Regnskap for deg"], paragraphs: [filler] };

  it("does not praise a link to # or javascript:, or a whole card's text", () => {
    const dead = analyseCopy(
      page({
        ...base,
        links: [
          { text: "Kontakt", href: "#" },
          { text: "Bestill time", href: "javascript:void(0)" },
          {
            text: "Regnskap for små bedrifter med fast pris og svar samme dag – ta kontakt",
            href: "/regnskap",
          },
        ],
      }),
    );
    expect(dead.cta.strong).toEqual([]);
    expect(find(dead.findings, "cta")?.severity).toBe("problem");
  });

  it("reads only the buttons in a form and the links outside the menus when the extraction knows them", () => {
    const result = analyseCopy(
      page({
        ...base,
        buttons: ["Kontakt oss"],
        formButtons: [],
        links: [{ text: "Kontakt", href: "/kontakt", inNavigation: true }],
      }),
    );
    expect(result.cta.strong).toEqual([]);
    const inForm = analyseCopy(page({ ...base, buttons: ["Meny"], formButtons: ["Send forespørsel"] }));
    expect(inForm.cta.strong).toEqual(["Send forespørsel"]);
  });
});

describe("facts, superlatives and reader focus", () => {
  it("does not praise the absence of superlatives with «fakta» when there are no facts", () => {
    const result = analyseCopy(
      page({ h1: ["Regnskap for deg"], paragraphs: ["Du får hjelp med regnskapet."] }),
    );
    expect(find(result.findings, "specifics")?.severity).toBe("problem");
    expect(find(result.findings, "superlatives")?.fix).not.toMatch(/fakta/);
  });

  it("says once what numbers would help, and without an internal «Ogilvy:» note", () => {
    const result = analyseCopy(
      page({ h1: ["Regnskap for deg"], paragraphs: ["Du får hjelp med regnskapet."] }),
    );
    const specifics = find(result.findings, "specifics");
    expect(all(specifics)).not.toMatch(/Ogilvy:/);
    expect(`${specifics?.detail} ${specifics?.fix}`.match(/hvor raskt/g)).toHaveLength(1);
    const social = find(result.findings, "social-proof");
    expect(all(social)).not.toMatch(/Ogilvy:/);
  });

  it("says how often a fact stands when it stands more than once", () => {
    const words = Array.from({ length: 300 }, () => "ord").join(" ");
    const result = analyseCopy(
      page({
        h1: ["Regnskap for deg"],
        paragraphs: [`Du får 30 timer gratis. ${words}. Husk: 30 timer gratis.`],
      }),
    );
    expect(find(result.findings, "specifics")?.detail).toMatch(
      /^Teksten har to konkrete tall \(«30 timer» to ganger\)/,
    );
  });

  it("says «bytt ut» a superlative", () => {
    const result = analyseCopy(
      page({ h1: ["Regnskap for deg"], paragraphs: [`${filler} Vi er best og unik.`] }),
    );
    expect(find(result.findings, "superlatives")?.fix).toMatch(/^Bytt ut hver superlativ med et bevis/);
  });
});

describe("advice that fits the kind of site", () => {
  const club = page({
    title: "Nordbygda IL",
    h1: ["Velkommen til oss"],
    paragraphs: [
      "Vi trener hver tirsdag i hallen. Vi har et godt miljø i klubben, og vi tar imot nye medlemmer.",
      "Styret ønsker alle velkommen til årsmøtet. Vi har dugnad i mai, og vi håper vi ses på trening.",
    ],
    links: [{ text: "Om klubben", href: "/om" }],
  });

  it("tells a club about members, not customers, prices or «bedriften din»", () => {
    const result = analyseCopy(club);
    const text = result.findings.map(all).join(" ");
    expect(text).not.toMatch(/bedriften din|varene|kundesitat|Få tilbud|gratis samtale|kunder du har/);
    expect(find(result.findings, "cta")?.fix).toMatch(/Bli medlem/);
    const boasting = analyseCopy(
      page({ ...club, bodyText: "", paragraphs: [...club.paragraphs, "Vi har en suveren og unik klubb."] }),
    );
    expect(find(boasting.findings, "superlatives")?.severity).toBe("warning");
    expect(find(boasting.findings, "superlatives")?.fix).not.toMatch(/kunder/);
    expect(find(result.findings, "social-proof")).toBeUndefined();
  });

  it("treats a society that lets its hall as a society, not a business", () => {
    const society = page({
      title: "Lillevik vel",
      h1: ["Grendehuset på Lillevik"],
      paragraphs: [
        "Vi leier ut lokalet til bryllup, selskaper og konferanse. Lokalet har plass til mange.",
        "Vi driver huset på dugnad. Bli medlem og støtt huset.",
      ],
      links: [{ text: "Bli medlem", href: "/medlem" }],
    });
    const text = analyseCopy(society).findings.map(all).join(" ");
    expect(text).not.toMatch(/bedriften din|kundesitat|andre kunder/);
  });

  it("gives a health site no testimonial advice, but what the patient can expect", () => {
    const clinic = page({
      title: "Tannlege i Lillevik",
      h1: ["Tannlege i Lillevik"],
      paragraphs: [
        "Vi er en tannlegeklinikk med tre tannleger. Pasienter får behandling av erfarne tannleger.",
        "Klinikken tar imot nye pasienter.",
      ],
    });
    const result = analyseCopy(clinic);
    const social = find(result.findings, "social-proof");
    expect(social?.severity).toBe("info");
    expect(all(social)).not.toMatch(/sitat|navn og bedrift/);
    expect(all(social)).toMatch(/pasienten/);
  });

  it("flags «vi» over «du» only with a margin", () => {
    // five vi-words, four du-words: not a text about the company
    const close = analyseCopy(
      page({
        h1: ["Regnskap"],
        paragraphs: [
          "Vi svarer. Vi rydder. Vi ringer. Vi fakturerer. Vi kommer. Du får svar. Du sparer. Du ser. Du vet.",
        ],
      }),
    );
    expect(find(close.findings, "reader-focus")?.severity).toBe("good");
  });
});

describe("headline findings", () => {
  it("does not read a headline in capitals as a name", () => {
    expect(promisesNothing("KLAR FOR SESONGEN?")).toBe(false);
    expect(promisesNothing("TALLKRAFT")).toBe(true);
    expect(promisesNothing("Velkommen til Tallkraft")).toBe(true);
  });

  it("neither quotes nor counts words the markup ran together", () => {
    const result = analyseCopy(page({ h1: ["Gode bakeritjenesteri Lillevik"], paragraphs: [filler] }));
    expect(find(result.findings, "headline-length")).toBeUndefined();
    expect(result.findings.map(all).join(" ")).not.toMatch(/tjenesteri/);
  });

  it("parts glued words again only where the page writes them apart elsewhere", () => {
    const parted = analyseCopy(
      page({
        h1: ["Gode bakeritjenesteri Lillevik"],
        paragraphs: [filler, "Vi har bakeritjenester for alle."],
      }),
    );
    expect(find(parted.findings, "headline-length")?.detail).toBe(
      "«Gode bakeritjenester i Lillevik» har 4 ord – kort nok til å leses på et øyeblikk.",
    );
    expect(unglue("Ferskt fra bakeri Lillevik", "Vårt bakeri baker hver natt.")).toBe(
      "Ferskt fra bakeri Lillevik",
    );
    expect(unglue("Nytt bakeri Lillevik", "Hver baker her har et bakeri.")).toBe("Nytt bakeri Lillevik");
  });

  it("agrees with itself on length, and says where the title is shown", () => {
    const fine = analyseCopy(page({ h1: ["Regnskap i Lillevik"], paragraphs: [filler] }));
    expect(find(fine.findings, "headline-length")?.severity).toBe("good");
    const short_ = analyseCopy(page({ h1: ["Tallkraft"], paragraphs: [filler] }));
    expect(find(short_.findings, "headline-length")?.fix).toMatch(/3–12 ord/);
    const title = analyseCopy(page({ title: "Regnskap for deg | Tallkraft", paragraphs: [filler] }));
    expect(find(title.findings, "headline-no-h1")?.detail).toMatch(
      /^Vi brukte sidetittelen .* i søkeresultatene\.$/,
    );
  });

  it("says «hva dere driver med» to a club whose headline promises nothing", () => {
    const club = page({
      title: "Nordbygda IL",
      h1: ["Velkommen"],
      paragraphs: [
        "Trening for alle årsklasser hver tirsdag. Bli medlem i klubben.",
        "Styret ønsker nye medlemmer velkommen til årsmøtet.",
      ],
    });
    const finding = find(analyseCopy(club).findings, "headline-benefit");
    expect(finding?.detail).toMatch(/hva dere driver med/);
    expect(finding?.detail).toMatch(/Overskriften er det de fleste leser\./);
  });

  it("quotes at most about 70 characters, cut after a whole word", () => {
    const long =
      "Regnskap og lønn for små og store bedrifter i hele Lillevik og omegn med fast pris hver eneste måned";
    expect(short(long)).toBe("Regnskap og lønn for små og store bedrifter i hele Lillevik og omegn …");
    const result = analyseCopy(page({ h1: [long], paragraphs: [filler] }));
    expect(find(result.findings, "headline-length")?.detail).toContain(
      "«Regnskap og lønn for små og store bedrifter i hele Lillevik og omegn …»",
    );
  });
});

describe("readability and language wording", () => {
  it("gives the good LIX finding a title that agrees with any level within the target", () => {
    const result = analyseCopy(page({ h1: ["Regnskap for deg"], paragraphs: Array(5).fill(filler) }));
    expect(find(result.findings, "readability")?.title).toBe("Lesbarheten er innenfor målet");
  });

  it("names the declared language code and says the text is Norwegian", () => {
    const result = analyseCopy(
      page({
        h1: ["Regnskap for deg"],
        paragraphs: [
          "Du får hjelp med årsoppgjøret, lønn og bilag. Vi svarer på e-post før klokka tolv, og du får oversikt på én side.",
        ],
        lang: "en",
      }),
    );
    expect(find(result.findings, "language")?.detail).toMatch(
      /^Siden oppgir språkkoden «en» \(engelsk\), men teksten er norsk\./,
    );
  });
});

describe("the call to action", () => {
  it("counts a form's «Last opp» as one, and a menu's «Kontakt» not", () => {
    const upload = analyseCopy(
      page({
        buttons: ["Last opp"],
        formButtons: ["Last opp"],
        links: [{ text: "Kontakt", href: "/kontakt", inNavigation: true }],
      }),
    );
    expect(find(upload.findings, "cta")?.severity).toBe("good");
    const menuOnly = analyseCopy(
      page({
        buttons: [],
        formButtons: [],
        links: [{ text: "Kontakt", href: "/kontakt", inNavigation: true }],
      }),
    );
    expect(find(menuOnly.findings, "cta")?.severity).toBe("problem");
  });
});
