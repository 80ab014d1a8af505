import { renderToStaticMarkup } from "react-dom/server";
import {
  type AuditChange,
  type AuditReport,
  type CategoryResult,
  categoryLabel,
  changeHeading,
  orderedCategories,
} from "../lib/audit-report.ts";
import {
  type ChangeRow,
  changeRows,
  changeSummary,
  DIRECTION_WORDS,
  type Direction,
  drawnScore,
  type ScoreBand,
  scoreBand,
  shownTitles,
} from "../lib/score-bands.ts";

// The report page's scores at a glance and the change since last time, drawn as SVG (issue 27).
//
// Drawn on the server only: the loader renders these to HTML (reportDrawings) and the page puts the
// HTML in place, so none of this is in the browser's JavaScript and hydration does not walk it (the
// `.server` name makes the build fail if the client ever imports it).
//
// Every SVG here is aria-hidden beside the same facts as visible text («Sikkerhet», «72 av 100»):
// a screen reader reads the text once, in order, and the number stays in a copy, a print and a
// translation. A role="img" with an aria-label would say it twice beside the visible number, or
// hide the number from sighted readers; and the colour is never the only carrier of the meaning.

const TONE: Record<ScoreBand, { text: string; fill: string; stroke: string }> = {
  good: { text: "text-accent", fill: "fill-accent", stroke: "stroke-accent" },
  fair: { text: "text-amber-700", fill: "fill-amber-700", stroke: "stroke-amber-700" },
  poor: { text: "text-red-700", fill: "fill-red-700", stroke: "stroke-red-700" },
  none: { text: "text-slate-600", fill: "fill-slate-400", stroke: "stroke-slate-400" },
};

const DIRECTION_TONE: Record<Direction, { text: string; arrow: string }> = {
  better: { text: "text-accent-strong", arrow: "↑" },
  worse: { text: "text-red-700", arrow: "↓" },
  same: { text: "text-slate-600", arrow: "" },
};

const MEASURED_WITH = { lighthouse: "Målt med Lighthouse", rules: "Anslått fra HTML-koden" } as const;

/**
 * A score as a bar the width of its container: the filled part is the score's share of 100, in its
 * band's colour; a category that was not measured is a dotted line, never an empty (zero) bar.
 * `fill` overrides the colour (the change's «before» bar is grey).
 */
export function ScoreBar({
  score,
  fill,
  className = "h-2.5",
}: {
  score: number | null;
  fill?: string;
  className?: string;
}) {
  const drawn = drawnScore(score);
  const tone = TONE[scoreBand(drawn)];
  return (
    <svg
      aria-hidden="true"
      className={`block w-full overflow-visible ${className}`}
      data-score={drawn ?? "ikke målt"}
    >
      {drawn === null ? (
        <line
          x1="2"
          x2="99%"
          y1="50%"
          y2="50%"
          strokeWidth="2"
          strokeDasharray="1 7"
          strokeLinecap="round"
          className={tone.stroke}
        />
      ) : (
        <>
          <rect width="100%" height="100%" rx="5" className="fill-slate-200" />
          {drawn > 0 ? <rect width={`${drawn}%`} height="100%" rx="5" className={fill ?? tone.fill} /> : null}
        </>
      )}
    </svg>
  );
}

/** The overall score as a ring, the number written in its middle. */
export function ScoreRing({ score }: { score: number }) {
  const drawn = drawnScore(score) ?? 0;
  const tone = TONE[scoreBand(drawn)];
  return (
    <div className="relative size-36 shrink-0">
      <svg aria-hidden="true" viewBox="0 0 120 120" className="absolute inset-0 size-full -rotate-90">
        <circle cx="60" cy="60" r="52" fill="none" strokeWidth="12" className="stroke-slate-200" />
        {drawn > 0 ? (
          <circle
            cx="60"
            cy="60"
            r="52"
            fill="none"
            strokeWidth="12"
            pathLength="100"
            strokeDasharray={`${drawn} 100`}
            className={tone.stroke}
          />
        ) : null}
      </svg>
      <p className="absolute inset-0 grid place-content-center text-center leading-tight">
        <span className={`text-4xl font-bold ${tone.text}`}>{drawn}</span>{" "}
        <span className="text-sm text-slate-600">av 100</span>
      </p>
    </div>
  );
}

function CategoryCard({ label, category }: { label: string; category: CategoryResult }) {
  const drawn = drawnScore(category.score);
  const tone = TONE[scoreBand(drawn)];
  return (
    <li className="card p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3">
        <p className="font-medium text-slate-700">{label}</p>
        {drawn === null ? (
          <p className={`text-lg font-semibold ${tone.text}`}>ikke målt</p>
        ) : (
          <p className="text-sm text-slate-600">
            <span className={`text-2xl font-bold ${tone.text}`}>{drawn}</span> av 100
          </p>
        )}
      </div>
      <ScoreBar score={drawn} className="mt-2 h-2.5" />
      {category.measuredWith ? (
        <p className="mt-2 text-xs text-slate-600">{MEASURED_WITH[category.measuredWith]}</p>
      ) : null}
    </li>
  );
}

/** The overall score and grade, then every category's score with its label, each drawn. */
export function ReportScores({ report }: { report: Pick<AuditReport, "overall" | "grade" | "categories"> }) {
  return (
    <div className="grid gap-4 lg:grid-cols-[15rem_1fr]" data-report-scores="">
      <div className="card flex flex-col items-center justify-center gap-3 p-5 text-center">
        <p className="font-medium text-slate-700">Samlet resultat</p>
        <ScoreRing score={report.overall} />
        <p className="text-xl font-bold">Karakter {report.grade}</p>
        <p className="text-sm text-slate-600">Et vektet snitt av områdene vi målte.</p>
      </div>
      <ul className="grid content-start gap-4 sm:grid-cols-2">
        {orderedCategories(report).map(([key, category]) => (
          <CategoryCard key={key} label={categoryLabel(key)} category={category} />
        ))}
      </ul>
    </div>
  );
}

function ChangeItem({ row }: { row: ChangeRow }) {
  const direction = DIRECTION_TONE[row.direction];
  return (
    <li className="card p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3">
        <p className="font-medium text-slate-700">{row.label}</p>
        <p className="text-sm text-slate-700">
          <span className="font-semibold">{row.before}</span>
          <span aria-hidden="true"> → </span>
          <span className="sr-only"> til </span>
          <span className={`font-bold ${TONE[scoreBand(row.after)].text}`}>{row.after}</span>,{" "}
          <span className={`font-semibold ${direction.text}`}>
            {direction.arrow ? <span aria-hidden="true">{direction.arrow} </span> : null}
            {DIRECTION_WORDS[row.direction]}
            {row.difference ? ` (${row.difference})` : ""}
          </span>
        </p>
      </div>
      <div
        aria-hidden="true"
        className="mt-2 grid grid-cols-[auto_1fr] items-center gap-x-3 gap-y-1.5 text-xs text-slate-600"
      >
        <span>Før</span>
        <ScoreBar score={row.before} fill="fill-slate-500" className="h-1.5" />
        <span>Nå</span>
        <ScoreBar score={row.after} className="h-2.5" />
      </div>
    </li>
  );
}

const MARKS = {
  fixed: (
    <svg aria-hidden="true" viewBox="0 0 16 16" className="mt-1 size-4 shrink-0 fill-none stroke-accent">
      <path d="M2.5 8.5l3.5 3.5 7.5-8" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  ),
  added: (
    <svg aria-hidden="true" viewBox="0 0 16 16" className="mt-1 size-4 shrink-0">
      <circle cx="8" cy="8" r="8" className="fill-red-700" />
      <path d="M7 3.5h2v6H7zM7 11h2v2H7z" className="fill-white" />
    </svg>
  ),
};

function TitleList({
  heading,
  items,
  mark,
}: {
  heading: string;
  items: AuditChange["fixed"];
  mark: keyof typeof MARKS;
}) {
  const { shown, more } = shownTitles(items);
  if (shown.length === 0) return null;
  return (
    <div>
      <h3 className="text-lg font-bold">
        {heading} ({items.length})
      </h3>
      <ul className="mt-3 grid gap-2">
        {shown.map((item) => (
          <li key={`${item.category}-${item.title}`} className="flex gap-2">
            {MARKS[mark]}
            <span>
              {item.title} <span className="text-sm text-slate-600">({item.label})</span>
            </span>
          </li>
        ))}
        {more ? <li className="pl-6 text-slate-600">{more}</li> : null}
      </ul>
    </div>
  );
}

/**
 * The change since the last report of the same site for the same address: each category's score
 * before and now, drawn and named in words, then what was fixed and what is new. Nothing at all
 * when there is nothing to compare.
 */
export function ReportChange({ change }: { change: AuditChange }) {
  const rows = changeRows(change);
  if (rows.length === 0 && change.fixed.length === 0 && change.added.length === 0) return null;
  const summary = changeSummary(rows);
  return (
    <section aria-labelledby="endring-tittel" className="pb-12 sm:pb-16" data-report-change="">
      <div className="container-page max-w-3xl">
        <h2 id="endring-tittel" className="text-2xl font-bold">
          {changeHeading(change)}
        </h2>
        {summary ? <p className="mt-2 text-slate-700">{summary}</p> : null}
        {rows.length ? (
          <ul className="mt-6 grid gap-3 sm:grid-cols-2">
            {rows.map((row) => (
              <ChangeItem key={row.key} row={row} />
            ))}
          </ul>
        ) : null}
        {change.fixed.length || change.added.length ? (
          <div className="mt-8 grid gap-6 sm:grid-cols-2">
            <TitleList heading="Fikset siden sist" items={change.fixed} mark="fixed" />
            <TitleList heading="Nye funn siden sist" items={change.added} mark="added" />
          </div>
        ) : null}
      </div>
    </section>
  );
}

/** The drawings as HTML for the page, made once per request on the server. */
export function reportDrawings(report: AuditReport): { scores: string; change: string } {
  return {
    scores: renderToStaticMarkup(<ReportScores report={report} />),
    change: report.change ? renderToStaticMarkup(<ReportChange change={report.change} />) : "",
  };
}
