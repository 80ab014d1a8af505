// Cookie consent (docs/brief/QUALITY.md "Accessibility and law"; ekomloven § 3-15, 2025: GDPR-grade consent).
// The visitor's choice is the only thing our own code stores in the browser, and only after they
// have chosen: one first-party cookie, `samtykke=v1.statistikk=0.markedsforing=1`, for 6 months.
// Storing the choice itself is strictly necessary. Nothing goes to localStorage or sessionStorage.
// A tiny event keeps the banner, the settings on /cookies and conversion.ts in sync.

export type ConsentCategory = "statistikk" | "markedsforing";

export type Consent = Record<ConsentCategory, boolean>;

export const CONSENT_COOKIE = "samtykke";
const VERSION = "v1";
/** 6 months, in seconds: after that we ask again. */
export const CONSENT_MAX_AGE = 15_552_000;

const categoryKeys: ConsentCategory[] = ["statistikk", "markedsforing"];

/**
 * The categories as the banner and the settings show them, in this order: only those something on
 * the site uses (decision 025). Statistics stays in the stored value, always off, until an analytics
 * tool is added; then it gets its row here again.
 */
export const consentCategories: {
  id: "nodvendige" | ConsentCategory;
  label: string;
  description: string;
  alwaysOn?: boolean;
}[] = [
  {
    id: "nodvendige",
    label: "Nødvendige",
    description:
      "Alltid på. Her lagrer vi bare valget ditt om informasjonskapsler, og først når du har valgt.",
    alwaysOn: true,
  },
  {
    id: "markedsforing",
    label: "Markedsføring",
    description: "Lar annonsetaggen måle om annonsene våre fører til at noen sender oss en forespørsel.",
  },
];

export const noConsent: Consent = { statistikk: false, markedsforing: false };
export const fullConsent: Consent = { statistikk: false, markedsforing: true };

/** `v1.statistikk=0.markedsforing=1` */
export function serializeConsent(consent: Consent): string {
  return [VERSION, ...categoryKeys.map((key) => `${key}=${consent[key] ? 1 : 0}`)].join(".");
}

/** The stored value back to a choice; anything unknown or incomplete counts as no choice. */
export function parseConsent(value: string | undefined): Consent | null {
  if (!value) return null;
  const [version, ...pairs] = value.split(".");
  if (version !== VERSION) return null;
  const found: Partial<Consent> = {};
  for (const pair of pairs) {
    const [key, flag] = pair.split("=");
    if (!categoryKeys.includes(key as ConsentCategory) || (flag !== "0" && flag !== "1")) return null;
    found[key as ConsentCategory] = flag === "1";
  }
  return categoryKeys.every((key) => key in found) ? (found as Consent) : null;
}

function cookieValue(): string | undefined {
  if (typeof document === "undefined") return undefined;
  for (const part of document.cookie.split(";")) {
    const [name, ...rest] = part.trim().split("=");
    if (name === CONSENT_COOKIE) return rest.join("=");
  }
  return undefined;
}

// The parsed choice is cached by the raw cookie value, so readConsent() returns the same object
// while nothing changed (useSyncExternalStore needs a stable snapshot).
let cachedRaw: string | undefined;
let cachedConsent: Consent | null = null;
// The choice made in this page view, used if the browser refuses to store cookies: the banner then
// stays away until the next page load instead of coming back at once.
let sessionChoice: Consent | null = null;

/** The stored choice, or null if the visitor has not chosen (always null on the server). */
export function readConsent(): Consent | null {
  const raw = cookieValue();
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedConsent = parseConsent(raw);
  }
  return cachedConsent ?? sessionChoice;
}

const listeners = new Set<() => void>();

/** Calls the listener whenever the choice is saved; returns the unsubscribe function. */
export function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Stores the visitor's choice (a strictly necessary cookie) and tells the subscribers. */
export function saveConsent(consent: Consent): void {
  if (typeof document === "undefined") return;
  const choice: Consent = { statistikk: consent.statistikk, markedsforing: consent.markedsforing };
  const secure = typeof location !== "undefined" && location.protocol === "https:" ? "; Secure" : "";
  // A plain synchronous write: hasConsent() must be right the moment the choice is made (the
  // Cookie Store API is asynchronous and not in every browser we support).
  // biome-ignore lint/suspicious/noDocumentCookie: see above
  document.cookie = `${CONSENT_COOKIE}=${serializeConsent(choice)}; Path=/; Max-Age=${CONSENT_MAX_AGE}; SameSite=Lax${secure}`;
  sessionChoice = choice;
  for (const listener of listeners) listener();
}

/** True only if the visitor has said yes to this category. */
export function hasConsent(category: ConsentCategory): boolean {
  return readConsent()?.[category] === true;
}
