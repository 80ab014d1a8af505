import { type AuditFailure, type AuditReport, fixesHeading, measurementNote } from "#app/lib/audit-report.ts";
import { CONSULTATION_MINUTES } from "#content/constants.ts";
import { site } from "#content/site.ts";
import { escapeHtml } from "../escape.ts";
import { type InlinePictures, picturesInMail } from "./audit-pictures.ts";
import { changeHtml, changeText, colour, overallBar, scoresHtml, scoresText } from "./audit-scores.ts";

// The audit report by e-mail (decision 009): table layout and inline styles, so it renders in Gmail
// and Outlook; a plain-text part with the same content.
// Anyone can have this mail sent to any address, so it holds our words only (decisions 017 and
// 028): scores, counts, the titles of the top fixes and our advice for them. Nothing of the audited
// page is quoted (headings, link texts, the title, typos, headline ideas built from its words, a
// model's critique of its text); the report page shows all of that to whoever holds the link. The
// site is named by the host of the page we actually fetched, never by the address as typed, and a
// web address in our advice keeps only its host, since its path is the site's free text.

function frame(title: string, body: string) {
  return `<!doctype html><html lang="nb"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;padding:0;background:#f4f7f9;font-family:Arial,Helvetica,sans-serif;color:#0b1620">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f4f7f9"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="width:100%;max-width:600px;background:#ffffff;border-radius:12px">
<tr><td style="padding:22px 28px;background:#0f2233;border-radius:12px 12px 0 0;color:#ffffff;font-size:18px;font-weight:bold">${escapeHtml(site.companyName)} · Nettsidesjekk</td></tr>
${body}
<tr><td style="padding:18px 28px;border-top:1px solid #e2e8f0;font-size:12px;line-height:1.5;color:#475569">Du får denne e-posten fordi noen ba om en gratis nettsidesjekk med denne adressen på nettsiden vår. Vi bruker ikke adressen til noe annet.<br>${escapeHtml(site.legalName)} · ${escapeHtml(site.address.street)}, ${escapeHtml(site.address.postalCode)} ${escapeHtml(site.address.city)} · ${escapeHtml(site.phone)}</td></tr>
</table></td></tr></table></body></html>`;
}

const button = (href: string, label: string) =>
  `<a href="${escapeHtml(href)}" style="display:inline-block;background:#0f766e;color:#ffffff;text-decoration:none;font-weight:bold;padding:12px 22px;border-radius:999px">${escapeHtml(label)}</a>`;

export const ON_THE_REPORT_PAGE =
  "I rapporten ser du hva vi fant på hver side, med forslag til nye overskrifter og en vurdering av salgsteksten.";

/** «https://host/any/path» becomes «https://host/…»: a path or query is text the site chose. */
export function withoutPaths(text: string): string {
  return text.replace(/\bhttps?:\/\/[^\s"'<>«»]+/g, (address) => {
    const url = URL.parse(address);
    if (!url) return address;
    const rest = `${url.pathname}${url.search}${url.hash}`;
    return rest === "/" || rest === "" ? address : `${url.origin}/…`;
  });
}

/** «Vi fant 3 ting som må fikses og 5 som bør fikses.», over every category: a count, no page text. */
function findingCounts(report: AuditReport): string {
  const all = Object.values(report.categories).flatMap((category) => category?.findings ?? []);
  const problems = all.filter((finding) => finding.severity === "problem").length;
  const warnings = all.filter((finding) => finding.severity === "warning").length;
  if (problems && warnings) return `Vi fant ${problems} ting som må fikses og ${warnings} som bør fikses.`;
  if (problems) return `Vi fant ${problems} ting som må fikses.`;
  if (warnings) return `Vi fant ${warnings} ting som bør fikses.`;
  return "Vi fant ingenting som må eller bør fikses.";
}

/** The mail's sentence about the PDF: attached, or (the rule in server/mail/site-owner.ts) a link. */
const pdfLine = (attached: boolean) =>
  attached
    ? "Rapporten ligger også ved som PDF, og du kan laste den ned her:"
    : "Vil du heller ha rapporten som PDF? Last den ned her:";

export function auditReportMail(
  report: AuditReport,
  links: { report: string; contact: string; pdf?: string },
  { pdfAttached = false, pictures = null }: { pdfAttached?: boolean; pictures?: InlinePictures | null } = {},
) {
  // The page as the phone saw it: inline only for the site's own addresses (decision 032).
  const picturePart = picturesInMail(report, pictures);
  const host = new URL(report.finalUrl).host;
  const subject = `Nettsidesjekk for ${host}: ${report.overall} av 100 (${report.grade})`;
  const measurement = measurementNote(report);
  const heading = fixesHeading(report.topFixes.length);
  const change = report.change ? { html: changeHtml(report.change), text: changeText(report.change) } : null;
  const counts = findingCounts(report);
  const fixes = report.topFixes.map((fix) => ({ title: fix.title, fix: withoutPaths(fix.fix) }));
  const pages = report.pagesRead?.length ?? 1;
  const pagesLine = pages > 1 ? `Vi leste ${pages} sider på nettstedet. Rapporten viser hvilke.` : "";
  const fixRows = fixes
    .map(
      (fix, i) =>
        `<tr><td style="padding:10px 0;border-bottom:1px solid #e2e8f0;vertical-align:top"><strong>${i + 1}. ${escapeHtml(fix.title)}</strong>${fix.fix ? `<br><span style="color:#0f766e">Slik fikser du det: ${escapeHtml(fix.fix)}</span>` : ""}</td></tr>`,
    )
    .join("");
  const html = frame(
    subject,
    `<tr><td style="padding:28px">
<p style="margin:0 0 6px;color:#475569;font-size:14px">Rapport for ${escapeHtml(host)}</p>
<p style="margin:0 0 8px;font-size:28px;font-weight:bold;color:${colour(report.overall)}">${report.overall} av 100 · karakter ${escapeHtml(report.grade)}</p>
${overallBar(report)}
${scoresHtml(report)}
${[counts, measurement, pagesLine]
  .filter(Boolean)
  .map((line) => `<p style="margin:12px 0 0;font-size:14px;color:#475569">${escapeHtml(line)}</p>`)
  .join("")}
${change?.html ?? ""}
${picturePart.html}
<h2 style="font-size:18px;margin:28px 0 8px">${heading}</h2>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="font-size:15px;line-height:1.5">${fixRows || '<tr><td style="padding:8px 0">Vi fant ingen tydelige feil. Godt jobbet!</td></tr>'}</table>
<p style="margin:24px 0 16px;font-size:15px;line-height:1.5">${escapeHtml(ON_THE_REPORT_PAGE)}</p>
<p style="margin:0 0 16px">${button(links.report, "Se hele rapporten")}</p>
${links.pdf ? `<p style="margin:0 0 16px;font-size:14px;color:#475569">${escapeHtml(pdfLine(pdfAttached))} <a href="${escapeHtml(links.pdf)}" style="color:#0f766e">Last ned som PDF</a></p>` : ""}
<p style="margin:0 0 12px;font-size:15px;line-height:1.5">Vil du ha hjelp med forbedringene? Book en gratis samtale på ${CONSULTATION_MINUTES} minutter, så går vi gjennom rapporten sammen.</p>
<p style="margin:0">${button(links.contact, "Book gratis samtale")}</p>
</td></tr>`,
  );
  const text = [
    `Nettsidesjekk for ${host}`,
    `Samlet: ${report.overall} av 100 (karakter ${report.grade})`,
    "",
    ...scoresText(report),
    "",
    counts,
    ...(measurement ? [measurement] : []),
    ...(pagesLine ? [pagesLine] : []),
    ...(change?.text.length ? ["", ...change.text] : []),
    ...picturePart.text,
    "",
    `${heading}:`,
    ...fixes.flatMap((fix, i) => [
      `${i + 1}. ${fix.title}`,
      ...(fix.fix ? [`   Slik fikser du det: ${fix.fix}`] : []),
    ]),
    "",
    ON_THE_REPORT_PAGE,
    `Hele rapporten: ${links.report}`,
    ...(links.pdf ? [`${pdfLine(pdfAttached)} ${links.pdf}`] : []),
    `Book en gratis samtale på ${CONSULTATION_MINUTES} minutter: ${links.contact}`,
    "",
    `Vennlig hilsen ${site.companyName}`,
  ].join("\n");
  return { subject, html, text };
}

export function auditFailureMail(failure: AuditFailure, links: { contact: string }) {
  const subject = "Vi fikk ikke sjekket nettsiden";
  const html = frame(
    subject,
    `<tr><td style="padding:28px;font-size:15px;line-height:1.55">
<p style="margin:0 0 14px">Du ba om en gratis nettsidesjekk, men vi fikk ikke sjekket siden.</p>
<p style="margin:0 0 14px"><strong>Årsak:</strong> ${escapeHtml(failure.message)}</p>
<p style="margin:0 0 20px">Du kan prøve igjen med en annen adresse, eller ta kontakt, så ser vi på det sammen.</p>
<p style="margin:0">${button(links.contact, "Kontakt oss")}</p>
</td></tr>`,
  );
  const text = [
    "Du ba om en gratis nettsidesjekk, men vi fikk ikke sjekket siden.",
    "",
    `Årsak: ${failure.message}`,
    "",
    "Du kan prøve igjen med en annen adresse, eller ta kontakt, så ser vi på det sammen:",
    links.contact,
    "",
    `Vennlig hilsen ${site.companyName}`,
  ].join("\n");
  return { subject, html, text };
}
