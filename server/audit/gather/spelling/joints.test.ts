import { describe, expect, it } from "vitest";
import { loadSpeller } from "./speller.fixture.ts";

// The spelling check at a compound's joints (decision 023), on sentences of our own: three of one
// letter, a linking «s» left out, a compound written as two words, a slip inside a word only chance
// cuts make a compound of; and æ, ø, å in ASCII in a word read as a name.

const loaded = loadSpeller();
const typosIn = loaded.typosIn;

describe("what is flagged at a compound's joints", () => {
  it("flags three of one letter in a row, and then also corrects a compound's first part", () => {
    expect(typosIn("Vi møtes på bussstasjonen.").typos[0]?.suggestion).toBe("busstasjonen");
    // Sure of a slip, the check also looks in the first part, and joins as bokmål does: two t.
    expect(typosIn("Vi har en ny bilettteller ved døra.").typos[0]?.suggestion).toBe("billetteller");
    // Without the sure sign, only a word the list holds is suggested, never a compound made up.
    expect(typosIn("Vi har en ny bilettdisk ved døra.").typos).toEqual([]);
  });

  it("flags a linking s left out after a first part that always takes one, not after a word in -ing", () => {
    expect(typosIn("Vi følger faste sikkerhetrutiner.").typos[0]?.suggestion).toBe("sikkerhetsrutiner");
    expect(typosIn("Spør et autorisert regnskapførerkontor.").typos[0]?.suggestion).toBe(
      "regnskapsførerkontor",
    );
    // «skap» is also a noun that joins without s («skapdør»): a cupboard is no «-skap».
    expect(typosIn("Vi bytter kjøkkenskapdører og benkeplater.").typos).toEqual([]);
    // «kylling» and «booking» are no verbal nouns: they take no linking s.
    expect(typosIn("Se bookingdager og kyllingretter på menyen.").typos).toEqual([]);
  });

  it("flags a linking s left out after a first part the dictionary always joins with one", () => {
    // «vedlikehold» and «fødselsdag» end in no -het or -skap; the dictionary joins both with «s» only.
    // Neither compound is listed: only the first part tells.
    expect(typosIn("Vi er et lite vedlikeholdfirma i byen.").typos[0]?.suggestion).toBe("vedlikeholdsfirma");
    expect(typosIn("Vi pynter fødselsdagbordet med blomster.").typos[0]?.suggestion).toBe(
      "fødselsdagsbordet",
    );
    // «skole» and «kontakt» are joined both ways in the dictionary: no slip is read into them.
    expect(typosIn("Vi kjører skoletransport og svarer på kontaktskjemaer.").typos).toEqual([]);
  });

  it("flags a linking s left out where the dictionary lists the compound with it", () => {
    // «fødselsdag» ends in no -het or -skap, but the list holds «fødselsdagsfeiring» and «arbeidsplass».
    expect(typosIn("Vi inviterer til fødselsdagfeiring i hagen.").typos[0]?.suggestion).toBe(
      "fødselsdagsfeiring",
    );
    expect(typosIn("Hver ansatt har en fast arbeidplass hos oss.").typos[0]?.suggestion).toBe("arbeidsplass");
    // A last part that starts with «s» may have lent the linking one: both readings are in use.
    expect(typosIn("Vi tilbyr høytrykkspyling av terrassen.").typos).toEqual([]);
  });

  it("flags a compound written as two words after a linking s, but not a genitive that stands apart", () => {
    expect(typosIn("Bruk inngangs dør på baksiden.").typos).toEqual([
      {
        written: "inngangs dør",
        suggestion: "inngangsdør",
        pages: ["https://bedrift.example/"],
        split: true,
      },
    ]);
    // After -het, -skap, -sjon … the two parts are one word even where the list lacks the whole.
    expect(typosIn("Vi har faste sikkerhets rutiner.").typos[0]?.suggestion).toBe("sikkerhetsrutiner");
    // A genitive is good bokmål: a measure, a plural, a phrase that asks for it, a short word.
    expect(
      typosIn(
        "Vi har 15 års erfaring og gir seks måneders garanti. For sikkerhets skyld ringer vi. " +
          "Vi tar en måneds leie i depositum. " +
          "Bedriftens ansatte bruker felles kjøkken. Se prosjektets sider.",
      ).typos,
    ).toEqual([]);
    // After a determiner the genitive is the usual one; a definite form is no first part.
    expect(
      typosIn(
        "Det er hver virksomhets ansvar. Dette er et selskaps plikt. Vi hjelper en bedrifts ansatte. " +
          "Universitetets ansatte og fakultetets studenter kom.",
      ).typos,
    ).toEqual([]);
    // Only with nothing but a space between: a comma or a line parts them.
    expect(typosIn("Vi sjekker inngangs, dør og vinduer.\nSe inngangs\ndør").typos).toEqual([]);
  });
});

describe("æ, ø, å in ASCII in a word read as a name", () => {
  it("flags a long word that is a common word with æ, ø or å, but not a name", () => {
    expect(typosIn("Vi holder kurs for Selvstendig Naeringsdrivende hvert år.").typos).toEqual([
      { written: "Naeringsdrivende", suggestion: "Næringsdrivende", pages: ["https://bedrift.example/"] },
    ]);
    expect(typosIn("Kontakt Aasmund Kjaer eller Haakon Fjeldaasen her.").typos).toEqual([]);
    // «aa» is the old «å» that names keep; a name in the site's own address is the site's name.
    expect(typosIn("Besøk Gaardsbutikken på tunet.").typos).toEqual([]);
    expect(typosIn("Velkommen til Naeringsbygget, skriv til post@naeringsbygget.no.").typos).toEqual([]);
    // One word, flagged once, also where it stands in lower case too.
    expect(
      typosIn("Vi hjelper Selvstendig Naeringsdrivende.\nAlle naeringsdrivende er velkomne.").typos.map(
        ({ written }) => written,
      ),
    ).toEqual(["naeringsdrivende"]);
  });

  it("leaves a Norwegian first part before an English word alone, beside a slip it still finds", () => {
    expect(
      typosIn("Vi tilbyr hårstyling og festplanning over hele komunen.").typos.map(({ written }) => written),
    ).toEqual(["komunen"]);
    // The whole word one slip from a Norwegian word is still a slip, whatever its English tail.
    expect(typosIn("Vi har dessverre ingen ledige stilliger nå.").typos[0]?.suggestion).toBe("stillinger");
  });

  it("reads a shared consonant at the joint, and a short compound, as compounds; keeps the slips of ordinary words", () => {
    expect(typosIn("Vi har akuttimer hver dag, heltre benker og en ny utebod.").typos).toEqual([]);
    // A short first part lends no consonant («oppussig»), and a word that splits by chance is a slip.
    expect(
      typosIn("Vi tar oppussig av bad. Ring på tirdag om fatura eller kontkat oss.").typos.map(
        (t) => t.suggestion,
      ),
    ).toEqual(expect.arrayContaining(["oppussing", "tirsdag", "faktura", "kontakt"]));
  });

  it("reads ø and å written as «o» and «a» more than once as the keyboard's slip, also where it splits into words", () => {
    expect(typosIn("Har du et sporsmal om tilbudet?").typos).toEqual([
      { written: "sporsmal", suggestion: "spørsmål", pages: ["https://bedrift.example/"] },
    ]);
  });

  it("flags more of the norm's fixed expressions written as one word (apart.ts)", () => {
    expect(
      typosIn("Vi jobber på egenhånd, avogtil i helgene, tiltross for været.").typos.map((t) => t.suggestion),
    ).toEqual(["egen hånd", "til tross", "av og til"]);
    expect(
      typosIn("Hytta er tilleie hele året, og i såfall sender vi nøkkelen itide.")
        .typos.map((t) => t.suggestion)
        .sort(),
    ).toEqual(["i tide", "så fall", "til leie"]);
  });

  it("flags a consonant doubled in a word of one part even where it stands in two sentences", () => {
    // The writer who doubles the d in «adresse» does so every time: two places are no evidence.
    expect(
      typosIn("Skriv inn addresse og telefon.\nHar du fått ny addresse i år?").typos.map(
        (typo) => typo.suggestion,
      ),
    ).toEqual(["adresse"]);
    // So does one who leaves out the linking «s» after a part that always takes one.
    expect(
      typosIn("Vi gjør kvalitetkontroll av alt.\nHver kvalitetkontroll tar en time.").typos.map(
        (typo) => typo.suggestion,
      ),
    ).toEqual(["kvalitetskontroll"]);
    // Any other word in two sentences still reads as meant («gryffel» in spelling.test.ts).
  });

  it("leaves an English word with a Norwegian ending alone rather than read one «a» as «å»", () => {
    expect(typosIn("Passordene lagres hashet og kryptert.").typos).toEqual([]);
    // a Norwegian word with one «ø» in ASCII is still a slip
    expect(typosIn("Vi har mange fornoyde kunder i byen.").typos.map((typo) => typo.suggestion)).toEqual([
      "fornøyde",
    ]);
  });

  it("corrects a compound's last part only when it is five letters or more", () => {
    // «kunde» + «serivce»: the last part is long enough to be more than a chance cut
    expect(typosIn("Vi har åpen kundeserivce hele uka.").typos[0]?.suggestion).toBe("kundeservice");
    // «husbåt» + «lig»: a cut that leaves three letters is as often chance as a compound, so no
    // compound is made up from it («husbåtligg»); the check would rather say nothing
    expect(typosIn("Vi sender en husbåtlig bekreftelse.").typos).toEqual([]);
    // «grus» + «pruk» read as «purk» makes a word nobody meant: four letters fit a chance word too
    expect(typosIn("Vi legger gruspruk langs hele oppkjørselen.").typos).toEqual([]);
  });
  it("reads a slip where only chance cuts make a compound of known words, and not a compound in two parts", () => {
    // «sykkel» + «rep» + «rasjon» is no reading; «sykkel» + «reparasjon» with its «a» left out is.
    expect(typosIn("Vi tilbyr rask sykkelreprasjon hele året.").typos[0]?.suggestion).toBe(
      "sykkelreparasjon",
    );
    expect(typosIn("Ring oss om vannledningsreprasjon.").typos[0]?.suggestion).toBe("vannledningsreparasjon");
    // Two parts, one of them a word the list writes with a capital («Internett»): a compound, not
    // a slip for «internnett».
    expect(typosIn("Alle hyttene har hytteinternett og gratis parkering.").typos).toEqual([]);
    // Two known parts are a compound as before («hytte» + «feltet», «sommer» + «kafeen»).
    expect(typosIn("Tomtene ligger i hyttefeltet, like ved sommerkafeen.").typos).toEqual([]);
  });
});
