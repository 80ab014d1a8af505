// Ogilvy: tell the reader what to do next. A button or link that asks for an action and says what
// it gives («Bestill gratis vurdering») beats «Les mer», and a page without one loses the reader.

import { joinAnd } from "#app/lib/format-nb.ts";
import { takesReferredOnly } from "../../report/headlines/example.ts";
import { isSociety, type SiteKind } from "../../report/headlines/kind.ts";
import type { Finding } from "../../types.ts";
import { quoteList, someOf } from "./format.ts";
import { copyCheck, type PageCopy } from "./page-copy.ts";
import { dialledPlaceholder, hasPlaceholderNumber } from "./placeholders.ts";
import { words } from "./readability.ts";
import { countPhrases } from "./text-signals.ts";
import { ACTION_PAGE_NOUNS, STRONG_CTA_PHRASES, WEAK_CTA_PHRASES } from "./word-lists.ts";

type Kind = SiteKind | null;

/** Most words a button or link text has: a whole card's text is not a call to action. */
const CTA_MAX_WORDS = 6;

/**
 * A link that leads somewhere: not empty, not "javascript:", not "#" alone or the top of the page.
 * A jump to a part of the page («#kontakt», the form further down) leads the reader on.
 */
function hasRealTarget(href: string): boolean {
  const target = href.trim();
  if (target === "" || /^javascript:/i.test(target)) return false;
  return !target.startsWith("#") || /^#(?!top$|!)[\p{L}][\p{L}\d_-]+$/iu.test(target);
}

/** A link that calls or writes: the page offers a way to act, even if no link asks for it. */
const CONTACT_LINK = /^(tel|mailto|sms):/i;
/** A link to a real number to call or text («tel:», «sms:»), not a template's «000 00 000». */
const callsNumber = (link: { text: string; href: string }) =>
  /^(tel|sms):/i.test(link.href.trim()) &&
  !hasPlaceholderNumber(`${link.text} ${link.href}`) &&
  dialledPlaceholder(link.href) === null;

/**
 * The calls to action that fit the kind of site, as examples to write (several, and one for a page
 * with none), or none where the kind is unclear: a free consultation fits an accountant, not a shop
 * or a campsite. «Ring oss» only where the page gives a number to call.
 */
function ctaExamples(kind: Kind, calls: boolean): { weak: string | null; none: string | null } {
  const ofKind: Record<SiteKind, [string[], string[]] | null> = {
    club: [["Meld deg på", "Bli medlem", "Bli med på trening"], ["Bli medlem"]],
    housing: [["Kontakt styret", "Meld fra om en feil"], ["Kontakt styret"]],
    health: [["Bestill time"], ["Bestill time"]],
    beauty: [["Bestill time"], ["Bestill time"]],
    food: [["Bestill bord"], ["Bestill bord"]],
    craft: [["Be om tilbud", "Bestill befaring"], ["Be om tilbud"]],
    venue: [["Sjekk ledige datoer", "Book lokalet"], ["Sjekk ledige datoer"]],
    advice: [
      ["Bestill gratis vurdering", "Få tilbud i dag"],
      ["Bestill en gratis samtale", "Få tilbud"],
    ],
    web: [["Start et prosjekt", "Be om tilbud"], ["Start et prosjekt"]],
    school: [["Meld deg på"], ["Meld deg på"]],
    photo: [["Bestill fotografering", "Be om tilbud"], ["Bestill fotografering"]],
    shop: null,
  };
  const fitting = kind ? ofKind[kind] : null;
  if (!fitting) return { weak: null, none: null };
  const [several, one] = fitting;
  const quote = (items: string[]) =>
    joinAnd(
      items.map((item) => `«${item}»`),
      "eller",
    );
  return { weak: quote([...several, ...(calls && !isSociety(kind) ? ["Ring oss"] : [])]), none: quote(one) };
}

/** The advice, with the examples where there are some: «…: «Bestill time».» or «….» */
const withExamples = (advice: string, examples: string | null) =>
  examples ? `${advice}: ${examples}.` : `${advice}.`;

const squashed = (text: string) => text.replace(/\s+/g, " ").trim();

/**
 * A button's words as the report quotes them: the part that asks, without the small print beside
 * it («Bestill time via Helsenorge · BankID» is «Bestill time via Helsenorge») or a trailing arrow.
 */
const shown = (item: string) => {
  const parts = item.split(/\s[·•|]\s/).map((part) => part.replace(/\s*[→›»]+$/u, "").trim());
  return parts.find((part) => asks(part) === "strong") ?? parts[0] ?? item;
};

/** «Påmelding», «Online booking»: the link is named for the page where the reader acts; not «Vilkår for bestilling». */
const namesActionPage = (item: string) => {
  const itemWords = words(item.toLocaleLowerCase("nb"));
  return itemWords.length <= 2 && ACTION_PAGE_NOUNS.includes(itemWords.at(-1) ?? "");
};

/**
 * «Gå til Helsenorge», «Gå til kassen»: a step to a place where the reader acts; not a way around
 * the page itself («Gå til hovedinnholdet», «Gå til toppen»).
 */
const goesToAct = (item: string) =>
  /^gå\s+til\s+(?!(?:toppen|topp|forsiden|startsiden|hovedinnhold|hovedinnholdet|innhold|innholdet|menyen|meny|navigasjonen|neste|forrige|bunnen)(?![\p{L}]))\p{L}/iu.test(
    item.trim(),
  );

/** What a button's or a link's words ask: only to read on («Les mer»), a step to take, or nothing. */
const asks = (item: string): "weak" | "strong" | null =>
  countPhrases(item, WEAK_CTA_PHRASES).size > 0
    ? "weak"
    : countPhrases(item, STRONG_CTA_PHRASES).size > 0 || namesActionPage(item) || goesToAct(item)
      ? "strong"
      : null;

/** A link's text that is a web address («https://…», «www.…»), not words. */
const WRITTEN_AS_ADDRESS = /^(?:https?:\/\/|www\.)/i;

/**
 * The sites that links written as a bare web address go to («https://www.billettsalg.no/…»), said
 * as a sentence to add to a finding, or "": an address tells the reader where, not what they get.
 */
function rawAddresses(links: { text: string; href: string }[]): string {
  const hosts = new Set(
    links
      .map((link) => squashed(link.text))
      .filter((text) => WRITTEN_AS_ADDRESS.test(text))
      .map((text) => (/^(?:https?:\/\/)?(?:www\.)?([^/?#\s]+)/i.exec(text)?.[1] ?? text).toLowerCase()),
  );
  if (hosts.size === 0) return "";
  const one = hosts.size === 1;
  return ` ${one ? "Lenken" : "Lenkene"} til ${joinAnd([...hosts])} står bare som ${one ? "en nettadresse" : "nettadresser"}, og en adresse sier ikke hva leseren får ved å klikke.`;
}

/** «Ring klinikken» to «tel:+47XXXXXXXX»: a link that dials a template's number leads nowhere. */
const dialsTemplate = (link: { text: string; href: string }) =>
  /^(tel|sms):/i.test(link.href.trim()) && !callsNumber(link);

function ctaFinding({ page, kind }: PageCopy): Finding {
  const buttons = page.formButtons ?? page.buttons;
  const inPage = page.links.filter((link) => link.inNavigation !== true);
  const links = inPage.filter((link) => hasRealTarget(link.href) && !dialsTemplate(link));
  // the words of the links that dial a template's number («Ring oss», «Ring 000 00 000»)
  const dialled = inPage
    .filter(dialsTemplate)
    .map((link) => squashed(link.text))
    .filter((item) => item && words(item).length <= CTA_MAX_WORDS);
  const offered = [...buttons, ...links.map((link) => link.text)]
    .map(squashed)
    .filter((item) => item && words(item).length <= CTA_MAX_WORDS);
  // an address shown as the link's text («kontakt@firma.no») asks for nothing, whatever its words
  const actionTexts = offered.filter(
    (item) => !hasPlaceholderNumber(item) && !item.includes("@") && !WRITTEN_AS_ADDRESS.test(item),
  );
  const strong = new Set<string>();
  const weak = new Set<string>();
  for (const item of actionTexts) {
    const call = asks(item);
    if (call === "weak") weak.add(item);
    else if (call === "strong") strong.add(item);
  }
  // a clinic that takes referred patients only is not told to add «Bestill time»
  const referred = kind === "health" && takesReferredOnly(page);
  const examples = referred ? { weak: null, none: null } : ctaExamples(kind, page.links.some(callsNumber));
  // A word in lower case linked inside a sentence («ta gjerne kontakt med oss») asks too, but it is
  // no button: the reader reads past it. A link that opens its sentence with a capital («Kontakt
  // oss, så svarer vi.») is a call of its own.
  const inRunningText = (link: { text: string; inSentence?: boolean }) =>
    link.inSentence === true && /^\p{Ll}/u.test(squashed(link.text));
  const standalone = new Set([
    ...buttons.map(squashed),
    ...links.filter((link) => !inRunningText(link)).map((link) => squashed(link.text)),
  ]);
  const asButtons = [...strong].filter((item) => standalone.has(item));
  if (asButtons.length > 0) {
    return {
      id: "cta",
      severity: "good",
      title: "Siden har en tydelig handlingsknapp",
      detail: `Siden ber leseren om å handle: ${someOf([...new Set(asButtons.map(shown))])}.`,
      fix: "Sørg for at den viktigste knappen står synlig både øverst og nederst på siden.",
    };
  }
  if (strong.size > 0) {
    return {
      id: "cta",
      severity: "warning",
      title:
        strong.size === 1
          ? "Bare en lenke i teksten ber leseren handle"
          : "Bare lenker i teksten ber leseren handle",
      detail: `Siden ber leseren om å handle bare ${strong.size === 1 ? "i en lenke" : "i lenker"} inne i teksten: ${someOf([...new Set([...strong].map(shown))])}. En lenke i en setning er lett å overse.`,
      fix: withExamples(
        "Gjør den viktigste handlingen til en knapp som skiller seg ut, med ord som sier hva leseren får",
        examples.weak,
      ),
    };
  }
  if (weak.size > 0) {
    return {
      id: "cta",
      severity: "warning",
      title: "Knappene sier ikke hva leseren får",
      // said of the links that ask at all: a page has other links («Om oss», «Priser») that ask nothing
      detail: `${weak.size === 1 ? "Den eneste knappen eller lenken som ber leseren om noe, sier bare" : "Knappene og lenkene som ber leseren om noe, sier bare"} ${weak.size > 3 ? "slikt som " : ""}${quoteList([...weak])}. Det forteller ikke leseren hva neste steg gir.`,
      fix: withExamples("Skriv knappen som en handling med utbytte", examples.weak),
    };
  }
  // A button or link that asks but has no address to go to: a <button> neither a link nor in a
  // form («Kjøp billetter her»), a link to «#» («Send oss en mail»), in the menus too. It leads on
  // only where a script takes the click, which the check cannot see: said so, not denied.
  const noAddress = [
    ...(page.unlinkedButtons ?? []),
    ...page.links.filter((link) => !hasRealTarget(link.href)).map((link) => link.text),
  ].map(squashed);
  const scripted = [...new Set(noAddress)].filter(
    (item) => asks(item) === "strong" && words(item).length >= 2 && words(item).length <= CTA_MAX_WORDS,
  );
  if (scripted.length > 0) {
    const one = scripted.length === 1;
    return {
      id: "cta",
      severity: "warning",
      title: one ? "Handlingsknappen virker bare med skript" : "Handlingsknappene virker bare med skript",
      detail: `${one ? "Knappen" : "Knappene"} ${quoteList(scripted)} har ingen adresse å gå til, så ${one ? "den" : "de"} fører leseren videre bare hvis et skript tar seg av klikket. Søkemotorer og nettlesere uten skript ser ingen vei videre.`,
      fix: `Gjør ${one ? "knappen til en vanlig lenke" : "knappene til vanlige lenker"} – til siden der leseren handler, eller til telefonnummeret eller e-postadressen – så virker ${one ? "den" : "de"} for alle.`,
    };
  }
  const contact = links.filter(
    (link) => CONTACT_LINK.test(link.href.trim()) && !hasPlaceholderNumber(`${link.text} ${link.href}`),
  );
  if (contact.length > 0) {
    const calls = contact.some(callsNumber);
    const writes = contact.some((link) => /^mailto:/i.test(link.href.trim()));
    const what =
      calls && writes ? "Telefonnummeret og e-postadressen" : calls ? "Telefonnummeret" : "E-postadressen";
    return {
      id: "cta",
      severity: "warning",
      title: "Ingen knapp ber leseren ta kontakt",
      detail: `${what} kan trykkes på, men ingen knapp eller lenke sier hva leseren får ved å ta kontakt.`,
      fix: withExamples("Skriv handlingen på lenken eller på en knapp ved siden av", examples.weak),
    };
  }
  // The only call a template's number («Ring 000 00 000»): no way to act (placeholders.ts names the number).
  const addresses = rawAddresses(links);
  // the menu's «Kontakt oss» is a way to act, if not a call in the page itself: said, not denied
  const inMenu = page.links
    .filter((link) => link.inNavigation === true && hasRealTarget(link.href))
    .map((link) => squashed(link.text))
    .filter((text) => text && asks(text) === "strong");
  const templates = [...new Set([...offered.filter(hasPlaceholderNumber), ...dialled])];
  if (templates.length > 0) {
    const one = templates.length === 1;
    // «Ring klinikken» shows no number: the one behind the link is the template's
    const behind = templates.every((item) => !hasPlaceholderNumber(item));
    const numbers = behind
      ? one
        ? "nummeret bak lenken ser ut som et eksempel"
        : "numrene bak lenkene ser ut som eksempler"
      : one
        ? "nummeret ser ut som et eksempel"
        : "numrene ser ut som eksempler";
    return {
      id: "cta",
      severity: "problem",
      title: behind
        ? one
          ? "Oppfordringen går til et eksempelnummer"
          : "Oppfordringene går til eksempelnumre"
        : one
          ? "Oppfordringen er et eksempelnummer"
          : "Oppfordringene er eksempelnumre",
      detail: `${
        inMenu.length > 0
          ? `Utenom menyen er ${quoteList(templates)} det eneste på siden som ber leseren gjøre noe`
          : `Det eneste på siden som ber leseren gjøre noe, er ${quoteList(templates)}`
      }, og ${numbers} fra en mal.`,
      fix: withExamples(
        "Skriv ditt eget nummer, og avslutt siden med én tydelig knapp som sier hva leseren får",
        examples.none,
      ),
    };
  }
  if (inMenu.length > 0)
    return {
      id: "cta",
      severity: "warning",
      title: "Bare menyen ber leseren handle",
      detail: `Utenom menyen (${quoteList([...new Set(inMenu)].slice(0, 2))}) har siden ingen knapp eller lenke som ber leseren gjøre noe. Den som har lest ned til slutten, må lete seg tilbake til menyen.${addresses}`,
      fix: withExamples("Avslutt siden med én tydelig knapp som sier hva leseren får", examples.none),
    };
  return {
    id: "cta",
    severity: "problem",
    title: "Siden mangler en oppfordring til handling",
    detail: `Siden har ingen knapp eller lenke som ber leseren gjøre noe – som «kontakt», «bestill», «prøv» eller «meld deg på».${addresses}`,
    fix: withExamples("Avslutt siden med én tydelig knapp som sier hva leseren får", examples.none),
  };
}

export const callToAction = copyCheck("copy-cta", (copy) => [ctaFinding(copy)]);
