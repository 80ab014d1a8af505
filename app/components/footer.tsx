import { Link } from "react-router";
import { COPYRIGHT_YEAR } from "#content/constants.ts";
import { paths } from "#content/routes.ts";
import { site } from "#content/site.ts";
import { SiteLogo } from "./site-logo";

// The footer (docs/brief/SPEC.md, shared elements). 'Om oss', 'Karriere' and 'Case studies' are placeholder
// links with no target, as the spec has them.

const columns = [
  {
    heading: "Tjenester",
    links: [
      { to: paths.websites, label: "Nettsider" },
      { to: paths.webApps, label: "Webapplikasjoner" },
      { to: paths.ai, label: "AI-løsninger" },
      { to: paths.courses, label: "AI-kurs" },
    ],
  },
  {
    heading: "Ressurser",
    links: [
      { to: paths.news, label: "Nyheter" },
      { to: paths.aiGuide, label: "AI-guide" },
      { to: paths.contact, label: "Kontakt" },
    ],
  },
  {
    heading: "Personvern",
    links: [
      { to: paths.privacy, label: "Personvernerklæring" },
      { to: paths.cookies, label: "Informasjonskapsler" },
      { to: paths.accessibility, label: "Tilgjengelighet" },
    ],
  },
];
const placeholders = ["Om oss", "Karriere", "Case studies"];

export function Footer() {
  return (
    <footer className="on-dark bg-ink text-slate-300">
      <div className="container-page grid gap-10 py-14 md:grid-cols-[1.4fr_repeat(4,1fr)]">
        <div>
          <SiteLogo light />
          <p className="mt-4 max-w-xs text-sm leading-relaxed">
            Nettsider, webapplikasjoner og AI-løsninger for norske bedrifter. Kontor i {site.address.city}.
          </p>
          <p className="mt-3 grid justify-items-start text-sm">
            <a href={`tel:${site.phoneHref}`} className="py-1.5 hover:text-white">
              {site.phone}
            </a>
            <a href={`mailto:${site.email}`} className="py-1.5 hover:text-white">
              {site.email}
            </a>
          </p>
        </div>
        {columns.map((column) => (
          <nav key={column.heading} aria-label={column.heading}>
            <h2 className="text-sm font-semibold text-white">{column.heading}</h2>
            <ul className="mt-4 grid gap-2.5 text-sm">
              {column.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className="hover:text-white">
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        <div>
          <h2 className="text-sm font-semibold text-white">Selskapet</h2>
          <ul className="mt-4 grid gap-2.5 text-sm">
            {placeholders.map((label) => (
              <li key={label}>
                <a className="text-slate-400">{label}</a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="border-t border-white/10">
        <div className="container-page flex flex-col items-start justify-between gap-4 py-6 text-sm sm:flex-row sm:items-center">
          <p>
            © {COPYRIGHT_YEAR} {site.legalName} · Org.nr. {site.organisationNumber} Foretaksregisteret
          </p>
          <a
            href={site.sponsor.url}
            target="_blank"
            rel="noopener noreferrer"
            className="flex items-center gap-3 hover:text-white"
          >
            <span>Stolt sponsor av {site.sponsor.name}</span>
            <img src={site.sponsor.logo} alt="" width={40} height={40} loading="lazy" className="size-10" />
          </a>
        </div>
      </div>
    </footer>
  );
}
