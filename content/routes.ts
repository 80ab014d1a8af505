// Every URL the site links to is built here (docs/brief/STYLE.md: every URL built in one place).

export const paths = {
  home: "/",
  news: "/nyheter",
  article: (id: string) => `/nyheter/${id}`,
  cases: "/case-studies",
  casesAlias: "/casestudies",
  services: "/tjenester",
  ai: "/tjenester/kunstigintelligens",
  websites: "/nettsider",
  webApps: "/webapplikasjoner",
  courses: "/aikurs",
  aiGuide: "/aiguide",
  contact: "/kontakt",
  uploadTest: "/upload-test",
  cookies: "/cookies",
  privacy: "/personvern",
  accessibility: "/tilgjengelighet",
} as const;

/** Section ids on the home page that the header's buttons scroll to. */
export const sections = {
  about: "om-oss",
  contact: "kontakt",
  services: "tjenester",
  cases: "cases",
} as const;
