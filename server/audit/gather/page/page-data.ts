import type { PageText } from "../../checks/copy/types.ts";

// The page model: what the checks need from a page's HTML, as extract.ts reads it once, and the part
// of it the copy checks read (copyTextOf). Everything in it is a stranger's text.

/**
 * A form field a visitor fills in: «text», «email», «select» …, and every word the page names it by
 * (placeholder, aria-label, title, name, id, autocomplete, then its label), for the checks that ask
 * what a form asks for.
 */
export interface FormField {
  type: string;
  naming: string;
}

export interface PageData {
  title: string | null;
  metaDescription: string | null;
  lang: string | null;
  viewport: string | null;
  canonical: string | null;
  robotsMeta: string | null;
  openGraph: Record<string, string>;
  jsonLdBlocks: number;
  /** The names JSON-LD gives an organisation or a business (the legal checks' business name). */
  jsonLdNames: string[];
  h1: string[];
  /** h1 elements with nothing in them as served (a script may write the text in later). */
  emptyH1?: number;
  headings: { level: number; text: string }[];
  paragraphs: string[];
  /** inSentence: the link stands inside running text, not as a button or a list item of its own. */
  links: { text: string; href: string; label: string | null; inNavigation: boolean; inSentence: boolean }[];
  buttons: string[];
  /** The buttons inside a <form>: the ones that send something. */
  formButtons: string[];
  /** The <button>s neither in a form nor in a link: they lead on only where a script takes the click. */
  unlinkedButtons: string[];
  /**
   * What the markup marks as others' words: <blockquote>, <q>, a <figure> with a caption, or an
   * element whose class or role says review or testimonial (the innermost, at most 30).
   */
  testimonials: string[];
  /** The rest of those review cards: a review's title, its author, its date. */
  reviewLabels: string[];
  /** Key figures the markup sets apart, a number and then its caption: ["20+", "Års erfaring"]. */
  keyFigures: [string, string][];
  /** The paragraphs that answer a reader's question: inside a <details> or a faq/answer block. */
  answers: string[];
  /** The paragraphs inside a link: a card that leads to one product's or one page's own page. */
  linkCards: string[];
  images: {
    src: string;
    alt: string | null;
    width: string | null;
    height: string | null;
    loading: string | null;
  }[];
  /** Each script, and whether it stands in the <head>, written or implied (before the <body>), where one without async or defer holds up the first paint. */
  scripts: {
    src: string | null;
    async: boolean;
    defer: boolean;
    module: boolean;
    inlineBytes: number;
    inHead: boolean;
  }[];
  stylesheets: string[];
  inlineStyleBytes: number;
  /** The form fields a visitor fills in, and whether a screen reader can name each. */
  formFields: (FormField & { labelled: boolean })[];
  bodyText: string;
  /**
   * The text of dialogs a click opens (a closed modal is hidden or aria-hidden until then), which
   * bodyText leaves out: contact details often stand there (the legal checks read it).
   */
  dialogText?: string;
  /** <main> and role="main" elements (axe: landmark-one-main). */
  mainLandmarks: number;
  /** <iframe> and <frame>; named when they have a title or an ARIA label (axe: frame-title). */
  frames: { src: string; named: boolean }[];
  /** Buttons a screen reader can only announce as "knapp" (axe: button-name, input-button-name). */
  unnamedButtons: number;
  /** Headings with nothing to read out (axe: empty-heading). */
  emptyHeadings: number;
}

/** The first heading with text, as `PageText.firstHeading` wants it (nothing when there is none). */
function firstHeadingOf(page: PageData): Pick<PageText, "firstHeading"> {
  const first = page.headings.find((heading) => heading.text.trim() !== "");
  return first ? { firstHeading: { level: first.level, text: first.text.trim() } } : {};
}

/** The text the copy checks read: the h1s apart, the other headings as plain text. */
export function copyTextOf(page: PageData): PageText {
  return {
    title: page.title ?? "",
    h1: page.h1,
    emptyH1: page.emptyH1 ?? 0,
    headings: page.headings.filter((heading) => heading.level > 1).map((heading) => heading.text),
    ...firstHeadingOf(page),
    paragraphs: page.paragraphs,
    links: page.links.map(({ text, href, inNavigation, inSentence }) => ({
      text,
      href,
      inNavigation,
      inSentence,
    })),
    buttons: page.buttons,
    formButtons: page.formButtons,
    unlinkedButtons: page.unlinkedButtons,
    testimonials: page.testimonials,
    reviewLabels: page.reviewLabels,
    keyFigures: page.keyFigures,
    answers: page.answers,
    linkCards: page.linkCards,
    bodyText: page.bodyText,
    lang: page.lang,
  };
}
