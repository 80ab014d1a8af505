import {
  type AuditChange,
  type AuditReport,
  categoryLabel,
  changeHeading,
  orderedCategories,
} from "#app/lib/audit-report.ts";
import {
  type ChangeRow,
  changeLine,
  changeRows,
  changeSummary,
  DIRECTION_WORDS,
  type Direction,
  drawnScore,
  type ScoreBand,
  scoreBand,
  shownTitles,
} from "#app/lib/score-bands.ts";
import { escapeHtml } from "../escape.ts";

// The scores and the change since last time, drawn for the report e-mail (issue 27). Mail clients
// draw no SVG and often block images, so a bar is a row of table cells: a coloured cell as wide as
// the score, a grey one for the rest, with bgcolor for Outlook and the number written beside it.
// Nothing of the audited page is here (decision 028): our labels, numbers and finding titles only,
// the same the mail had as a list before.

/** The page's colours (app/components/report-scores.server.tsx) as hex, 4.5:1 or more on white. */
export const MAIL_COLOURS: Record<ScoreBand, string> = {
  good: "#0f766e",
  fair: "#b45309",
  poor: "#b91c1c",
  none: "#475569",
};

export const colour = (score: number | null) => MAIL_COLOURS[scoreBand(score)];

const TRACK = "#e2e8f0";
const BEFORE = "#64748b";
const MUTED = "#475569";
const DIRECTION_COLOURS: Record<Direction, string> = { better: "#115e59", worse: "#b91c1c", same: MUTED };

const cell = (width: number, height: number, background: string) =>
  `<td width="${width}%" height="${height}" bgcolor="${background}" style="width:${width}%;height:${height}px;background:${background};font-size:0;line-height:0;mso-line-height-rule:exactly">&nbsp;</td>`;

/**
 * A score as a bar of table cells the width of its column. A category that was not measured is a
 * dashed outline with no fill, never a bar of zero.
 */
export function mailBar(score: number | null, options: { height?: number; fill?: string } = {}): string {
  const height = options.height ?? 8;
  const drawn = drawnScore(score);
  const cells =
    drawn === null
      ? `<td height="${height - 2}" style="height:${height - 2}px;border:1px dashed #94a3b8;font-size:0;line-height:0;mso-line-height-rule:exactly">&nbsp;</td>`
      : drawn === 0
        ? cell(100, height, TRACK)
        : drawn === 100
          ? cell(100, height, options.fill ?? colour(drawn))
          : cell(drawn, height, options.fill ?? colour(drawn)) + cell(100 - drawn, height, TRACK);
  return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="width:100%;border-collapse:collapse" data-score="${drawn ?? "ikke målt"}"><tr>${cells}</tr></table>`;
}

/** The overall score's bar, under the large «72 av 100 · karakter C». */
export const overallBar = (report: Pick<AuditReport, "overall">) =>
  `<div style="margin:0 0 18px">${mailBar(report.overall, { height: 12 })}</div>`;

/** Every category: its label, «72 av 100» (or «ikke målt») and its bar. */
export function scoresHtml(report: Pick<AuditReport, "categories">): string {
  const rows = orderedCategories(report)
    .map(([key, category]) => {
      const drawn = drawnScore(category.score);
      const number = drawn === null ? "ikke målt" : `${drawn} av 100`;
      return `<tr><td style="padding:10px 0 4px">${escapeHtml(categoryLabel(key))}</td><td align="right" style="padding:10px 0 4px 12px;font-weight:bold;white-space:nowrap;color:${colour(drawn)}">${number}</td></tr>
<tr><td colspan="2" style="padding:0 0 10px;border-bottom:1px solid ${TRACK}">${mailBar(drawn)}</td></tr>`;
    })
    .join("\n");
  return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="font-size:15px">${rows}</table>`;
}

/** «Sikkerhet: 72 / 100» or «E-post: ikke målt», a line each, for the plain-text part. */
export const scoresText = (report: Pick<AuditReport, "categories">) =>
  orderedCategories(report).map(([key, category]) => {
    const drawn = drawnScore(category.score);
    return `${categoryLabel(key)}: ${drawn === null ? "ikke målt" : `${drawn} / 100`}`;
  });

const label = (text: string) =>
  `<td width="32" style="width:32px;padding:0 8px 0 0;font-size:12px;line-height:16px;color:${MUTED}">${text}</td>`;

function changeRowHtml(row: ChangeRow): string {
  const moved = row.difference ? ` (${row.difference})` : "";
  return `<tr><td style="padding:10px 0 4px;font-size:15px;line-height:1.4"><strong>${escapeHtml(row.label)}:</strong> ${row.before} → <strong style="color:${colour(row.after)}">${row.after}</strong>, <span style="color:${DIRECTION_COLOURS[row.direction]};font-weight:bold">${DIRECTION_WORDS[row.direction]}${moved}</span></td></tr>
<tr><td style="padding:0 0 10px;border-bottom:1px solid ${TRACK}"><table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0">
<tr>${label("Før")}<td style="padding:2px 0">${mailBar(row.before, { height: 6, fill: BEFORE })}</td></tr>
<tr>${label("Nå")}<td style="padding:2px 0">${mailBar(row.after)}</td></tr>
</table></td></tr>`;
}

function titlesHtml(heading: string, items: AuditChange["fixed"]): string {
  const { shown, more } = shownTitles(items);
  if (!shown.length) return "";
  const lines = [
    ...shown.map(
      (item) =>
        `<li style="margin:2px 0">${escapeHtml(item.title)} <span style="color:${MUTED};font-size:13px">(${escapeHtml(item.label)})</span></li>`,
    ),
    ...(more ? [`<li style="margin:2px 0;color:${MUTED}">${escapeHtml(more)}</li>`] : []),
  ];
  return `<p style="margin:18px 0 4px;font-size:15px;font-weight:bold">${escapeHtml(heading)} (${items.length})</p>
<ul style="margin:0;padding-left:20px;font-size:15px;line-height:1.5">${lines.join("")}</ul>`;
}

/** The change since last time: the summary, each category before and now, what was fixed and what is new. */
export function changeHtml(change: AuditChange): string {
  const rows = changeRows(change);
  if (!rows.length && !change.fixed.length && !change.added.length) return "";
  const summary = changeSummary(rows);
  return `<h2 style="font-size:18px;margin:28px 0 8px">${escapeHtml(changeHeading(change))}</h2>
${summary ? `<p style="margin:0 0 4px;font-size:15px;line-height:1.5">${escapeHtml(summary)}</p>` : ""}
${rows.length ? `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0">${rows.map(changeRowHtml).join("\n")}</table>` : ""}
${titlesHtml("Fikset siden sist", change.fixed)}
${titlesHtml("Nye funn siden sist", change.added)}`;
}

/** The same for the plain-text part, a line each. */
export function changeText(change: AuditChange): string[] {
  const rows = changeRows(change);
  if (!rows.length && !change.fixed.length && !change.added.length) return [];
  const titles = (heading: string, items: AuditChange["fixed"]) => {
    const { shown, more } = shownTitles(items);
    if (!shown.length) return [];
    return [
      "",
      `${heading} (${items.length}):`,
      ...shown.map((item) => `- ${item.title} (${item.label})`),
      ...(more ? [`- ${more}`] : []),
    ];
  };
  const summary = changeSummary(rows);
  return [
    `${changeHeading(change)}:`,
    ...(summary ? [summary] : []),
    ...rows.map((row) => `- ${changeLine(row)}`),
    ...titles("Fikset siden sist", change.fixed),
    ...titles("Nye funn siden sist", change.added),
  ];
}
