import { data, Link } from "react-router";
import { ContactButton } from "#app/components/contact-dialog.tsx";
import { NotFoundBoundary } from "#app/components/not-found.tsx";
import { PageHero } from "#app/components/page-hero.tsx";
import { ReportPictures } from "#app/components/report-pictures.tsx";
import { reportDrawings } from "#app/components/report-scores.server.tsx";
import {
  type CategoryResult,
  categoryLabel,
  fixesHeading,
  lixNote,
  measurementNote,
  notMeasuredReason,
  observatoryNote,
  orderedCategories,
  SEVERITY_LABELS,
  type Severity,
} from "#app/lib/audit-report.ts";
import { formatDateTime } from "#app/lib/format-nb.ts";
import { pageMeta } from "#app/lib/meta.ts";
import { appServicesContext } from "#app/lib/services-context.ts";
import { CONSULTATION_MINUTES } from "#content/constants.ts";
import { paths } from "#content/routes.ts";
import type { Route } from "./+types/audit-report";

// /rapport/{token}: the audit report as a web page (decision 009). The token is the only key; the page
// is noindex and no shared cache may keep it. A finished report is rendered once by the server and
// served from memory with an ETag and `private, no-cache` (server/report-page-cache.ts, decision
// 034); what this route answers itself (a report being made, a failed audit, a 404, the page's data
// for client navigation, a path with a query string) is sent with no-store.

const SEVERITY_CLASS: Record<Severity, string> = {
  problem: "bg-red-100 text-red-800",
  warning: "bg-amber-100 text-amber-900",
  good: "bg-accent-soft text-accent-strong",
  info: "bg-slate-100 text-slate-700",
};

/**
 * Every answer of this route, found or not: a 404 for a token is no more for a shared cache to keep
 * than the report (and a token not yet known may be one later). The server's redirect from a
 * report path with capitals says the same (lowercasePaths in server/app.ts). The finished page the
 * server keeps replaces this with `private, no-cache` and an ETag (server/report-page-cache.ts).
 */
const NOT_STORED = { "Cache-Control": "private, no-store" };

export async function loader({ params, context }: Route.LoaderArgs) {
  const services = context.get(appServicesContext);
  const found = services ? await services.getAuditReport(params.token ?? "") : null;
  if (!found) throw data(null, { status: 404, headers: NOT_STORED });
  // The scores and the change are drawn here, on the server only (report-scores.server.tsx): the page
  // puts the HTML in place, so the drawing costs the browser no JavaScript and no hydration.
  const drawings = found.stored?.kind === "report" ? reportDrawings(found.stored.report) : null;
  return data(
    { url: found.url, status: found.status, stored: found.stored, drawings },
    { headers: NOT_STORED },
  );
}

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta({
    title: "Rapport fra nettsidesjekken",
    description:
      "Resultatet av den gratis nettsidesjekken: sikkerhet, synlighet, hastighet, tilgjengelighet og salgstekst.",
    path: location.pathname,
    noindex: true,
  });

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

const scoreColour = (score: number | null) =>
  score === null
    ? "text-slate-500"
    : score >= 90
      ? "text-accent"
      : score >= 60
        ? "text-amber-700"
        : "text-red-700";

function CategoryScore({ category, suffix = "" }: { category: CategoryResult; suffix?: string }) {
  return (
    <span className={scoreColour(category.score)}>
      {category.score === null ? "ikke målt" : `${category.score}${suffix}`}
    </span>
  );
}

export default function AuditReport({ loaderData, params }: Route.ComponentProps) {
  const { stored, url, drawings } = loaderData;
  if (!stored) {
    return (
      <PageHero
        eyebrow="Nettsidesjekk"
        title="Rapporten lages"
        lead={`Vi sjekker ${url} nå. Rapporten kommer på e-post i løpet av noen minutter, og du finner den også her.`}
      />
    );
  }
  if (stored.kind === "failure") {
    return (
      <PageHero
        eyebrow="Nettsidesjekk"
        title="Vi fikk ikke sjekket nettsiden"
        lead={`${stored.failure.url}: ${stored.failure.message}`}
      >
        <ContactButton className="btn-light">Kontakt oss</ContactButton>
      </PageHero>
    );
  }
  const report = stored.report;
  return (
    <>
      <PageHero
        eyebrow="Nettsidesjekk"
        title={`Rapport for ${new URL(report.finalUrl).host}`}
        lead={`Sjekket ${formatDateTime(report.checkedAt)}. Samlet resultat: ${report.overall} av 100, karakter ${report.grade}.`}
      >
        <ContactButton className="btn-light">Book {CONSULTATION_MINUTES} minutter gratis</ContactButton>
        {/* The same report printed by our server (decision 033); a plain link, not a route. */}
        <a
          href={`/rapport/${params.token}/rapport.pdf`}
          download
          type="application/pdf"
          className="btn-outline"
        >
          Last ned som PDF
        </a>
      </PageHero>
      <section aria-labelledby="resultat-tittel" className="py-12 sm:py-16">
        <div className="container-page">
          <h2 id="resultat-tittel" className="text-2xl font-bold">
            Resultat per område
          </h2>
          {/* biome-ignore lint/security/noDangerouslySetInnerHtml: React's own markup of our labels and numbers, escaped by renderToStaticMarkup in the loader (report-scores.server.tsx) */}
          <div className="mt-6" dangerouslySetInnerHTML={{ __html: drawings?.scores ?? "" }} />
          {measurementNote(report) ? (
            <p className="mt-4 max-w-3xl text-sm text-slate-700">{measurementNote(report)}</p>
          ) : null}
          <p className="mt-4 text-sm text-slate-600">{observatoryNote(report)}</p>
          <p className="mt-2 text-sm text-slate-600">{lixNote(report.copy)}</p>
          {report.pagesRead?.length ? (
            <details className="mt-4 text-sm text-slate-700">
              <summary className="cursor-pointer font-medium">
                Vi leste {report.pagesRead.length === 1 ? "1 side" : `${report.pagesRead.length} sider`} på
                nettstedet
              </summary>
              <ul className="mt-2 grid list-disc gap-1 pl-6">
                {report.pagesRead.map((page) => (
                  <li key={page} className="break-all">
                    {page}
                  </li>
                ))}
              </ul>
            </details>
          ) : null}
        </div>
      </section>
      <ReportPictures report={report} />
      {drawings?.change ? (
        // biome-ignore lint/security/noDangerouslySetInnerHtml: React's own markup, escaped by renderToStaticMarkup in the loader (report-scores.server.tsx)
        <div dangerouslySetInnerHTML={{ __html: drawings.change }} />
      ) : null}
      <section aria-labelledby="viktigst-tittel" className="bg-mist py-12 sm:py-16">
        <div className="container-page">
          <h2 id="viktigst-tittel" className="text-2xl font-bold">
            {fixesHeading(report.topFixes.length)}
          </h2>
          <ol className="mt-6 grid gap-4">
            {report.topFixes.map((fix) => (
              <li key={`${fix.category}-${fix.id}`} className="card p-5">
                <p className="text-sm text-slate-600">{categoryLabel(fix.category)}</p>
                <h3 className="mt-1 text-lg font-bold">{fix.title}</h3>
                <p className="mt-2 text-slate-700">{fix.detail}</p>
                <p className="mt-2 font-medium text-accent-strong">Slik fikser du det: {fix.fix}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>
      <section aria-labelledby="overskrift-tittel" className="py-12 sm:py-16">
        <div className="container-page max-w-3xl">
          {report.headlines.critique?.length ? (
            <>
              <h2 className="mb-4 text-2xl font-bold">Salgsteksten, vurdert etter Ogilvys prinsipper</h2>
              <ul className="mb-10 grid list-disc gap-2 pl-6">
                {report.headlines.critique.map((point) => (
                  <li key={point}>{point}</li>
                ))}
              </ul>
            </>
          ) : null}
          <h2 id="overskrift-tittel" className="text-2xl font-bold">
            Forslag til ny overskrift
          </h2>
          {report.headlines.variants.length === 0 ? (
            <p className="mt-4 text-slate-700">
              {report.headlines.heroCopy ||
                "Siden har for lite tekst til at vi kan foreslå nye overskrifter ut fra den. Skriv først hva du tilbyr, hvem det er for og hva kunden får – så hjelper vi deg gjerne med resten."}
            </p>
          ) : (
            <>
              <p className="mt-2 text-sm text-slate-600">{report.headlines.label}</p>
              <ul className="mt-4 grid list-disc gap-2 pl-6">
                {report.headlines.variants.map((variant) => (
                  <li key={variant}>{variant}</li>
                ))}
              </ul>
              {report.headlines.heroCopy ? (
                <p className="mt-6 border-l-4 border-accent pl-4 italic text-slate-800">
                  {report.headlines.heroCopy}
                </p>
              ) : null}
            </>
          )}
        </div>
      </section>
      <section aria-labelledby="alle-tittel" className="pb-16">
        <div className="container-page">
          <h2 id="alle-tittel" className="text-2xl font-bold">
            Alle funn
          </h2>
          {orderedCategories(report).map(([key, category]) => (
            <div key={key} className="mt-8">
              <h3 className="text-xl font-bold">
                {categoryLabel(key)} <CategoryScore category={category} suffix="/100" />
              </h3>
              {category.score === null && !category.findings.length ? (
                <p className="mt-3 text-slate-700">{notMeasuredReason(key)}</p>
              ) : null}
              <ul className="mt-3 grid gap-3">
                {category.findings.map((finding) => (
                  <li key={finding.id} className="rounded-xl border border-slate-200 p-4">
                    <span
                      className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${SEVERITY_CLASS[finding.severity]}`}
                    >
                      {SEVERITY_LABELS[finding.severity]}
                    </span>
                    {finding.advice ? (
                      <>
                        {" "}
                        <span className="ml-1 text-xs text-slate-600">Råd: teller ikke i poengsummen</span>
                      </>
                    ) : null}
                    <p className="mt-2 font-semibold">{finding.title}</p>
                    <p className="mt-1 text-slate-700">{finding.detail}</p>
                    {finding.fix ? <p className="mt-1 text-accent-strong">{finding.fix}</p> : null}
                  </li>
                ))}
              </ul>
            </div>
          ))}
          <p className="mt-10 print:hidden">
            <Link to={paths.home} className="font-semibold text-accent">
              Sjekk en annen nettside
            </Link>
          </p>
        </div>
      </section>
    </>
  );
}

export const ErrorBoundary = NotFoundBoundary;
