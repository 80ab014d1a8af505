import {
  type AuditFailure,
  type AuditReport,
  describeChange,
  fixesHeading,
  measuredCategories,
  measurementNote,
} from "#app/lib/audit-report.ts";
import { CONSULTATION_MINUTES } from "#content/constants.ts";
import { site } from "#content/site.ts";
import { escapeHtml } from "../escape.ts";

// The audit report by e-mail (decision 009): table layout and inline styles, so it renders in Gmail
// and Outlook; a plain-text part with the same content. Everything from the audited page is escaped.
// Anyone can have this mail sent to any address, so it holds our words and the page's findings
// only, nothing the requester typed (decision 016): the site is named by the host of the page we
// actually fetched, never by the address as typed (its path and query are free text), and a failed
// audit names no site at all.

const colour = (score: number) => (score >= 90 ? "#0f766e" : score >= 60 ? "#b45309" : "#b91c1c");

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

export const NO_HEADLINES =
  "Siden har for lite tekst til at vi kan foreslå nye overskrifter ut fra den. Skriv først hva du tilbyr, hvem det er for og hva kunden får – så hjelper vi deg gjerne med resten.";

const button = (href: string, label: string) =>
  `<a href="${escapeHtml(href)}" style="display:inline-block;background:#0f766e;color:#ffffff;text-decoration:none;font-weight:bold;padding:12px 22px;border-radius:999px">${escapeHtml(label)}</a>`;

export function auditReportMail(report: AuditReport, links: { report: string; contact: string }) {
  const host = new URL(report.finalUrl).host;
  const subject = `Nettsidesjekk for ${host}: ${report.overall} av 100 (${report.grade})`;
  const categories = measuredCategories(report);
  const measurement = measurementNote(report);
  const heading = fixesHeading(report.topFixes.length);
  const change = report.change ? describeChange(report.change) : null;
  const changeLines = change ? [...change.scores, ...change.fixed, ...change.added] : [];
  const rows = categories
    .map(
      (c) =>
        `<tr><td style="padding:8px 0;border-bottom:1px solid #e2e8f0">${escapeHtml(c.label)}</td><td align="right" style="padding:8px 0;border-bottom:1px solid #e2e8f0;font-weight:bold;color:${colour(c.score)}">${c.score} / 100</td></tr>`,
    )
    .join("");
  const pages = report.pagesRead?.length ?? 1;
  const pagesLine = pages > 1 ? `Vi leste ${pages} sider på nettstedet. Rapporten viser hvilke.` : "";
  const fixes = report.topFixes
    .map(
      (fix, i) =>
        `<tr><td style="padding:10px 0;border-bottom:1px solid #e2e8f0;vertical-align:top"><strong>${i + 1}. ${escapeHtml(fix.title)}</strong><br><span style="color:#475569">${escapeHtml(fix.detail)}</span><br><span style="color:#0f766e">Slik fikser du det: ${escapeHtml(fix.fix)}</span></td></tr>`,
    )
    .join("");
  const variants = report.headlines.variants
    .map((v) => `<li style="margin:4px 0">${escapeHtml(v)}</li>`)
    .join("");
  const html = frame(
    subject,
    `<tr><td style="padding:28px">
<p style="margin:0 0 6px;color:#475569;font-size:14px">Rapport for ${escapeHtml(host)}</p>
<p style="margin:0 0 18px;font-size:28px;font-weight:bold;color:${colour(report.overall)}">${report.overall} av 100 · karakter ${escapeHtml(report.grade)}</p>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="font-size:15px">${rows}</table>
${[measurement, pagesLine]
  .filter(Boolean)
  .map((line) => `<p style="margin:12px 0 0;font-size:14px;color:#475569">${escapeHtml(line)}</p>`)
  .join("")}
${
  change
    ? `<h2 style="font-size:18px;margin:28px 0 8px">${escapeHtml(change.heading)}</h2>
<ul style="margin:0;padding-left:20px;font-size:15px;line-height:1.5">${changeLines.map((line) => `<li style="margin:2px 0">${escapeHtml(line)}</li>`).join("")}</ul>`
    : ""
}
<h2 style="font-size:18px;margin:28px 0 8px">${heading}</h2>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="font-size:15px;line-height:1.5">${fixes || '<tr><td style="padding:8px 0">Vi fant ingen tydelige feil. Godt jobbet!</td></tr>'}</table>
${
  report.headlines.critique?.length
    ? `<h2 style="font-size:18px;margin:28px 0 8px">Salgsteksten, vurdert etter Ogilvys prinsipper</h2>
<ul style="margin:0 0 12px;padding-left:20px;font-size:15px;line-height:1.5">${report.headlines.critique.map((point) => `<li style="margin:4px 0">${escapeHtml(point)}</li>`).join("")}</ul>`
    : ""
}
<h2 style="font-size:18px;margin:28px 0 8px">Nye forslag til overskrift</h2>
${
  variants
    ? `<p style="margin:0 0 6px;font-size:13px;color:#475569">${escapeHtml(report.headlines.label)}</p>
<ul style="margin:0 0 12px;padding-left:20px;font-size:15px">${variants}</ul>
<p style="margin:0 0 24px;font-size:15px;line-height:1.5"><em>${escapeHtml(report.headlines.heroCopy)}</em></p>`
    : `<p style="margin:0 0 24px;font-size:15px;line-height:1.5">${escapeHtml(report.headlines.heroCopy || NO_HEADLINES)}</p>`
}
<p style="margin:0 0 16px">${button(links.report, "Se hele rapporten")}</p>
<p style="margin:0 0 12px;font-size:15px;line-height:1.5">Vil du ha hjelp med forbedringene? Book en gratis samtale på ${CONSULTATION_MINUTES} minutter, så går vi gjennom rapporten sammen.</p>
<p style="margin:0">${button(links.contact, "Book gratis samtale")}</p>
</td></tr>`,
  );
  const text = [
    `Nettsidesjekk for ${host}`,
    `Samlet: ${report.overall} av 100 (karakter ${report.grade})`,
    "",
    ...categories.map((c) => `${c.label}: ${c.score} / 100`),
    ...(measurement ? ["", measurement] : []),
    ...(pagesLine ? [pagesLine] : []),
    ...(change ? ["", `${change.heading}:`, ...changeLines.map((line) => `- ${line}`)] : []),
    "",
    `${heading}:`,
    ...report.topFixes.flatMap((fix, i) => [
      `${i + 1}. ${fix.title}`,
      `   ${fix.detail}`,
      `   Slik fikser du det: ${fix.fix}`,
    ]),
    "",
    ...(report.headlines.critique?.length
      ? [
          "Salgsteksten, vurdert etter Ogilvys prinsipper:",
          ...report.headlines.critique.map((p) => `- ${p}`),
          "",
        ]
      : []),
    "Nye forslag til overskrift:",
    ...(report.headlines.variants.length
      ? [
          `${report.headlines.label}.`,
          ...report.headlines.variants.map((v) => `- ${v}`),
          "",
          report.headlines.heroCopy,
        ]
      : [report.headlines.heroCopy || NO_HEADLINES]),
    "",
    `Hele rapporten: ${links.report}`,
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
