// The one site configuration: everything a non-developer may want to change (name, contact
// details, clients, sponsor). The defaults are clearly fictional (.example domains, a made-up
// organisation number). Override any field without code changes by setting SITE_CONFIG_JSON at
// build time, or SITE_CONFIG_FILE pointing at a JSON file with the fields to replace.

export interface ClientConfig {
  name: string;
  url: string;
  /** SVG logo under /images/logos. */
  logo: string;
}

export interface SiteConfig {
  companyName: string;
  legalName: string;
  organisationNumber: string;
  phone: string;
  /** Phone number as dialled, for tel: links. */
  phoneHref: string;
  email: string;
  address: {
    street: string;
    postalCode: string;
    city: string;
    country: string;
    /** The building the office is in (the innovation centre of the contact page). */
    building: string;
  };
  openingHours: string;
  clients: {
    styreportal: ClientConfig;
    sandwichpanel: ClientConfig;
    finansanalyse: ClientConfig;
  };
  sponsor: ClientConfig;
  /** Ad-conversion id; the conversion event fires only with marketing consent. */
  adConversionId: string;
  author: string;
  /**
   * The processors and recipients the privacy statement names (GDPR art. 13): set the real ones.
   * `safeguard` is the basis of a transfer outside the EEA, when there is one.
   */
  processors: Record<"hosting" | "mail" | "ai" | "ads", Processor>;
  /**
   * The customer's words beside the closing call to action on every page. Set a real customer's
   * quote, with their permission; the default restates the board portal's results (SPEC.md).
   */
  testimonial: { quote: string; name: string; role: string; client: keyof SiteConfig["clients"] };
}

export interface Processor {
  name: string;
  /** Where the data is processed. */
  location: string;
  safeguard?: string;
}

export const defaultSiteConfig: SiteConfig = {
  companyName: "Fjellvik Digital",
  legalName: "Fjellvik Digital AS",
  organisationNumber: "999 000 111",
  phone: "+47 51 00 00 00",
  phoneHref: "+4751000000",
  email: "post@fjellvik.example",
  address: {
    street: "Bryggegata 1",
    postalCode: "4306",
    city: "Sandnes",
    country: "Norge",
    building: "Fjordbryggen innovasjonssenter",
  },
  openingHours: "Mandag–fredag 09:00–16:00",
  clients: {
    styreportal: {
      name: "Styrerommet",
      url: "https://styrerommet.example",
      logo: "/images/logos/styrerommet.svg",
    },
    sandwichpanel: {
      name: "Panelkompaniet",
      url: "https://panelkompaniet.example",
      logo: "/images/logos/panelkompaniet.svg",
    },
    finansanalyse: {
      name: "Kursvind",
      url: "https://kursvind.example",
      logo: "/images/logos/kursvind.svg",
    },
  },
  sponsor: {
    name: "Fjellvik IL Fotball",
    url: "https://fjellvik-il.example",
    logo: "/images/logos/fjellvik-il.svg",
  },
  adConversionId: "AW-000000000/eksempel",
  author: "Fjellvik Digital",
  processors: {
    hosting: { name: "Eksempel Drift AS", location: "Norge" },
    mail: { name: "Eksempel E-post AS", location: "EU/EØS" },
    ai: {
      name: "OpenAI",
      location: "USA",
      safeguard: "EU-kommisjonens standardavtaler for overføring av personopplysninger (SCC)",
    },
    ads: {
      name: "Google Ads (Google Ireland Limited)",
      location: "EU/EØS, med mulig overføring til USA",
      safeguard: "EU-kommisjonens standardavtaler for overføring av personopplysninger (SCC)",
    },
  },
  testimonial: {
    quote: "Nå finner jeg styrepapirene på 3 sekunder, og styret sparer over 10 timer i måneden.",
    name: "Ingrid Solheim",
    role: "styreleder",
    client: "styreportal",
  },
};

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Deep-merges plain objects; arrays and scalars in the override replace the default. */
export function mergeConfig<T>(base: T, override: unknown): T {
  if (!isRecord(base) || !isRecord(override)) return (override ?? base) as T;
  const out: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(override)) {
    if (!(key in out)) throw new Error(`Ukjent felt i nettstedskonfigurasjonen: ${key}`);
    out[key] = isRecord(out[key]) ? mergeConfig(out[key], value) : value;
  }
  return out as T;
}

// Injected by vite.config.ts from SITE_CONFIG_JSON / SITE_CONFIG_FILE at build time; absent when
// this module runs under plain Node (server scripts), which read the same variables themselves.
declare const __SITE_CONFIG_OVERRIDE__: unknown;

export const site: SiteConfig = mergeConfig(
  defaultSiteConfig,
  typeof __SITE_CONFIG_OVERRIDE__ === "undefined" ? null : __SITE_CONFIG_OVERRIDE__,
);
