import { describe, expect, it } from "vitest";
import { page } from "../../gather/page/page-text.fixture.ts";
import { exampleHeadline, pagePlace } from "./example.ts";
import { siteKind } from "./kind.ts";
import { ADVICE_LABEL, headlineVariants } from "./variants.ts";

// The advice in place of headlines, fitted to the kind of site: the rules that real sites showed
// were needed (issue 25), each on a small made-up page. Every name, place, number and sentence here
// is invented for the test.

describe("advice that fits the site", () => {
  const club = page({
    title: "Nordbygda IL",
    h1: ["Velkommen"],
    paragraphs: [
      "Trening for alle årsklasser hver tirsdag. Bli medlem i klubben, og møt opp på trening.",
      "Styret ønsker nye medlemmer velkommen til årsmøtet.",
    ],
  });

  it("says an h1 empty as served is empty, not missing", () => {
    const typed = page({
      title: "Hjem",
      h1: [],
      emptyH1: 1,
      paragraphs: ["Vi lager nettsider og programvare for små bedrifter i hele landet, og vi svarer raskt."],
    });
    expect(headlineVariants(typed).heroCopy).toMatch(
      /^Hovedoverskriften \(h1\) er tom i HTML-koden, så vi hadde ingen overskrift å bygge på\./,
    );
    expect(headlineVariants({ ...typed, emptyH1: 0 }).heroCopy).toMatch(
      /^Siden har ingen hovedoverskrift \(h1\)/,
    );
  });

  it("reads the kind of site from its words, and says nothing when it is unclear", () => {
    expect(siteKind(club)).toBe("club");
    expect(
      siteKind(
        page({
          title: "Hjem",
          paragraphs: ["Rørlegger med mesterbrev. Vi tar oppussing av bad og reparasjon av rør."],
        }),
      ),
    ).toBe("craft");
    expect(siteKind(page({ title: "Hjem", paragraphs: ["Velkommen."] }))).toBeNull();
    expect(exampleHeadline(club)).toBeNull();
    // «behandling» is done to cars, wood and leather as often as to patients: no sign of a clinic
    const carCare = page({
      title: "Bilpleie",
      paragraphs: [
        "Keramisk behandling av lakken. Behandling av skinnseter. Behandling av felger.",
        "Vi har eget verksted med plass til to biler.",
      ],
    });
    expect(siteKind(carCare)).not.toBe("health");
    // every site calls itself «nettsiden», and many credit their «webdesign»: no web agency
    const history = page({
      title: "Historielaget",
      paragraphs: [
        "På denne nettsiden samler vi bilder og historier fra bygda.",
        "Har du rettelser til nettsiden, si fra. På våre nettsider finner du også kart.",
        "Webdesign: Fjellvik. Webdesign og drift: Fjellvik.",
      ],
    });
    expect(siteKind(history)).not.toBe("web");
  });

  it("gives a lawyer's or an accountant's example only to the page that names the trade", () => {
    const lawyer = page({
      paragraphs: [
        "Advokat med lang erfaring innen arv og skifte. Advokaten gir juridisk rådgivning til privatpersoner.",
      ],
    });
    expect(siteKind(lawyer)).toBe("advice");
    expect(exampleHeadline(lawyer)).toBe("Advokat [i/på sted] – svar innen [antall] timer");
    // a consultant of no listed trade is not told to address «små bedrifter»
    const consultant = page({
      paragraphs: ["Rådgivning og konsulent for prosjekter. Vi gir rådgivning om økonomi."],
    });
    expect(siteKind(consultant)).toBe("advice");
    expect(exampleHeadline(consultant)).toBeNull();
  });

  it("names the page's own trade in the example, or gives none", () => {
    const builder = page({
      title: "Haugen Bygg",
      h1: ["Velkommen"],
      paragraphs: [
        "Våre tømrere tar oppussing, tilbygg og renovering av eneboliger i Orkanger og omegn.",
        "Ring tømreren for befaring, så får du en fast pris før vi starter.",
      ],
      bodyText: "Haugen Bygg, Industriveien 3, 7300 Orkanger",
    });
    expect(siteKind(builder)).toBe("craft");
    expect(exampleHeadline(builder)).toBe("Tømrer i Orkanger – svar innen [antall] timer");
    expect(headlineVariants(builder).heroCopy).toContain(
      "For eksempel: «Tømrer i Orkanger – svar innen [antall] timer».",
    );
    // a craft page that names no trade: no electrician's example in its place
    const noTrade = page({
      title: "Haugen Bygg",
      h1: ["Velkommen"],
      paragraphs: ["Vi tar oppussing, tilbygg og renovering. Ring for befaring og reparasjon."],
    });
    expect(siteKind(noTrade)).toBe("craft");
    expect(exampleHeadline(noTrade)).toBeNull();
    expect(headlineVariants(noTrade).heroCopy).not.toMatch(/Elektriker|For eksempel/);
    // a dentist is told of a dentist, the most named trade, not of a physiotherapist
    const dentist = page({
      title: "Tannhelse Sentrum",
      paragraphs: [
        "Tannlegene våre tar imot nye pasienter. Behandling hos tannlege og tannpleier.",
        "Klinikken har kveldsåpent, og en lege er ikke nødvendig for henvisning.",
      ],
    });
    expect(siteKind(dentist)).toBe("health");
    expect(exampleHeadline(dentist)).toBe("Tannlege [i/på sted] – time innen [antall] dager");
    // a specialist the page names before the trade it is one of, however often «lege» stands there
    const skin = page({
      title: "Hudhelse Sentrum",
      paragraphs: [
        "Hudlege med lang erfaring. Legen tar imot pasienter med henvisning fra lege, og en lege svarer.",
      ],
    });
    expect(siteKind(skin)).toBe("health");
    expect(exampleHeadline(skin)).toBe("Hudlege [i/på sted] – time innen [antall] dager");
    // a shop's example would name another shop's goods
    const shop = page({ paragraphs: ["Nettbutikk med stort utvalg. Fri frakt, og varer sendes samme dag."] });
    expect(siteKind(shop)).toBe("shop");
    expect(exampleHeadline(shop)).toBeNull();
  });

  it("puts the page's own town in the example, with the page's own preposition, or a place to fill in", () => {
    const at = (paragraphs: string[], bodyText: string) => pagePlace(page({ paragraphs, bodyText }));
    // «på Stord» is custom, not rule: the page's own words decide
    expect(at(["Vi holder kurs på Stord hver uke."], "Sentrumsvegen 2, 5411 Stord")).toBe("på Stord");
    // the place in capitals on the address line, written normally in the text
    expect(at(["Velkommen til oss i Bergen sentrum."], "Strandgaten 9, 5013 BERGEN")).toBe("i Bergen");
    // a place the text never writes after «i» or «på»: no preposition to guess
    expect(at(["Velkommen til oss."], "Storgata 1, 2815 Gjøvik")).toBeNull();
    // a place of several words is not cut to its first («Mo i Rana»)
    expect(at(["Vi holder til i Mo i Rana."], "Storgata 4, 8622 Mo i Rana")).toBeNull();
    // no postcode, but the headline or the title says where
    const headed = (h1: string, title = "") =>
      pagePlace(page({ h1: [h1], title, paragraphs: ["Velkommen."] }));
    expect(headed("Fotograf i Lillevik – bryllup og portrett")).toBe("i Lillevik");
    expect(headed("Velkommen", "Forsamlingshuset på Sandøya")).toBe("på Sandøya");
    expect(headed("Tannlege i Mo i Rana")).toBeNull();
    expect(headed("Følg oss på Facebook")).toBeNull();
  });

  it("reads a compound by more than its first part where that part belongs to many trades", () => {
    const garden = page({
      title: "Kjøkkenhagen på Berg",
      paragraphs: [
        "Lær å dyrke grønnsaker i din egen kjøkkenhage. Vi selger urter og frø fra kjøkkenhagen.",
        "Kjøkkenhagekurs hver vår, og kjøkkenbenken blir full av egne råvarer.",
      ],
    });
    expect(siteKind(garden)).not.toBe("food");
    expect(
      siteKind(page({ paragraphs: ["Bestill bord på restauranten. Kjøkkenet lager middag av lokal mat."] })),
    ).toBe("food");
  });

  it("speaks to a housing association's residents, not to customers or new members", () => {
    const housing = page({
      title: "Sameiet Lia 4",
      h1: ["Velkommen"],
      paragraphs: [
        "Her finner beboerne vedtektene, husordensreglene og referat fra årsmøtet i sameiet.",
        "Styret i sameiet svarer på spørsmål om fellesutgifter og dugnad.",
      ],
    });
    expect(siteKind(housing)).toBe("housing");
    const { variants, heroCopy } = headlineVariants(housing);
    expect(variants).toEqual([]);
    expect(heroCopy).toMatch(/hvem siden er for og hva beboerne finner her\.$/);
    expect(heroCopy).not.toMatch(/tilbyr|kunde|blir med|For eksempel/);
    // a firm that serves housing associations only speaks of them: it is no association
    const electrician = page({
      title: "Elkontroll for borettslag og sameier | Lysverket",
      h1: ["Elkontroll for borettslag og sameier"],
      paragraphs: [
        "Vi kontrollerer det elektriske anlegget i borettslaget eller sameiet ditt.",
        "Styret i sameiet eller borettslaget får en rapport med bilder.",
      ],
    });
    expect(siteKind(electrician)).not.toBe("housing");
    for (const title of ["Borettslag & Sameier | Rørleggeren", "Vi tar vare på borettslaget ditt"])
      expect(siteKind({ ...electrician, title, h1: [title] }), title).not.toBe("housing");
    expect(siteKind({ ...electrician, title: "Solbakken Borettslag", h1: ["Velkommen"] })).toBe("housing");
  });

  it("blames our certainty, not the page, when the page names its offer", () => {
    const named = page({
      title: "Gårdsutsalget på Haugen",
      h1: ["Grønnsaker rett fra åkeren"],
      paragraphs: ["Vi selger grønnsaker og egg fra egen gård. Åpent lørdager fra juni."],
    });
    const advice = headlineVariants(named);
    expect(advice.variants).toEqual([]);
    expect(advice.heroCopy).toMatch(/^Ut fra ordene på siden fant vi ingen ny overskrift vi kan anbefale/);
    const vague = page({
      title: "Haugen",
      h1: ["Haugen"],
      paragraphs: [
        "Hjertelig velkommen innom oss på Haugen. Her er det alltid hyggelig å komme, og kaffen står klar når du vil.",
      ],
    });
    expect(headlineVariants(vague).heroCopy).toMatch(/^Overskriften «Haugen» sier ikke hva leseren får/);
  });

  it("says what we could not do, not that the page says too little, where it names its offer in ways we do not read", () => {
    // the services stand as headings and in sentences whose offer we do not take apart
    const barber = page({
      title: "Klippestua",
      h1: ["Stil starter her"],
      headings: ["Våre behandlinger", "Klipp", "Skjegg"],
      paragraphs: [
        "Opplev kreativ klipp og moderne skjeggtrim i hjertet av byen.",
        "Vår klippetjeneste tilbyr alt fra maskinklipp til ny frisyre for damer, herrer og barn.",
        "Book time på nett når det passer deg.",
      ],
    });
    const { variants, heroCopy } = headlineVariants(barber);
    expect(variants).toEqual([]);
    expect(heroCopy).toMatch(/^Ut fra ordene på siden fant vi ingen ny overskrift vi kan anbefale/);
    expect(heroCopy).not.toContain("Siden sier for lite");
  });

  it("asks for the offer when the headline says nothing, even where the text names it", () => {
    const hall = page({
      title: "Grendehuset",
      h1: ["Velkommen til Grendehuset"],
      paragraphs: [
        "Grendehuset leier ut selskapslokale til bryllup, konfirmasjon og konferanse.",
        "Lokalet har kjøkken, scene og parkering, og selskaper kan leie det hele helgen.",
      ],
    });
    const { variants, heroCopy } = headlineVariants(hall);
    expect(variants).toEqual([]);
    expect(heroCopy).toMatch(
      /^Overskriften «Velkommen til Grendehuset» sier ikke hva leseren får\. Skriv i overskriften hva du tilbyr og hvor/,
    );
    // where the headline says the offer, the advice asks for a promise in this kind's numbers
    const named = headlineVariants({ ...hall, h1: ["Selskapslokale for bryllup og konferanse"] }).heroCopy;
    expect(named).toContain("gjerne med et tall: hvor mange gjester det er plass til, eller en pris.");
  });

  it("says a page has no h1 rather than quote its title as the headline", () => {
    const noH1 = page({
      title: "Per Haugen",
      paragraphs: [
        "Hjertelig velkommen innom oss. Her er det alltid hyggelig å komme, og kaffen står klar når du vil.",
      ],
    });
    const { heroCopy } = headlineVariants(noH1);
    expect(heroCopy).toMatch(/^Siden har ingen hovedoverskrift \(h1\)/);
    expect(heroCopy).not.toContain("«Per Haugen»");
  });

  it("gives a course example that fits a yoga centre, and a driving school its own", () => {
    const yoga = page({
      paragraphs: ["Yogakurs for nybegynnere. Kurset har undervisning to kvelder i uken."],
    });
    expect(siteKind(yoga)).toBe("school");
    expect(exampleHeadline(yoga)).toBe("Nybegynnerkurs [i/på sted] – oppstart [dato]");
    const drivingSchool = page({
      paragraphs: ["Trafikkskole med kjøretimer for klasse B. Trafikkskolen har kurs og opplæring hver uke."],
    });
    // a driving school has no one start date: its pupils book hours
    expect(exampleHeadline(drivingSchool)).toBe(
      "Trafikkskole [i/på sted] – ledig kjøretime innen [antall] dager",
    );
  });

  it("gives a club advice in its own terms and no tradesman's example", () => {
    const { variants, heroCopy, label } = headlineVariants(club);
    expect(variants).toEqual([]);
    // no suggestions: the label does not say there are
    expect(label).toBe(ADVICE_LABEL);
    expect(heroCopy).toMatch(/hva dere driver med/);
    expect(heroCopy).not.toMatch(/Elektriker|For eksempel/);
  });
});
