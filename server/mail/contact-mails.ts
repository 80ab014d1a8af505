import { REPLY_WITHIN_HOURS } from "#content/constants.ts";
import { site } from "#content/site.ts";
import { CONFIRMATIONS_PER_DAY } from "../contact/mailbox.ts";
import { escapeHtml } from "../escape.ts";

// The two e-mails of a contact request: the notification to the consultancy (Reply-To the
// visitor) and the confirmation to the visitor. HTML and plain text; visitor input is escaped.
// The confirmation goes to an address nobody has confirmed, so anyone can aim it at a stranger:
// it carries our words only, never what the sender typed (decision 016) — at most a first name that
// looks like one.

export interface ContactMailData {
  id: string;
  fornavn: string;
  etternavn: string;
  email: string;
  telefon: string;
  bedrift: string;
  prosjekt: string;
  createdAt: Date;
  sourcePath?: string | null;
}

const oslo = new Intl.DateTimeFormat("nb-NO", {
  dateStyle: "long",
  timeStyle: "short",
  timeZone: "Europe/Oslo",
});

function layout(title: string, body: string): string {
  return `<!doctype html><html lang="nb"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;background:#f4f7f9;font-family:Arial,Helvetica,sans-serif;color:#0b1620">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff;border-radius:12px">
<tr><td style="padding:24px 28px;background:#0f2233;border-radius:12px 12px 0 0;color:#ffffff;font-size:18px;font-weight:bold">${escapeHtml(site.companyName)}</td></tr>
<tr><td style="padding:28px;font-size:16px;line-height:1.55">${body}</td></tr>
<tr><td style="padding:18px 28px;border-top:1px solid #e2e8f0;font-size:13px;color:#475569">${escapeHtml(site.legalName)} · ${escapeHtml(site.address.street)}, ${escapeHtml(site.address.postalCode)} ${escapeHtml(site.address.city)} · ${escapeHtml(site.phone)}</td></tr>
</table></td></tr></table></body></html>`;
}

const fields = (data: ContactMailData): [string, string][] => [
  ["Navn", `${data.fornavn} ${data.etternavn}`],
  ["E-post", data.email],
  ["Telefon", data.telefon || "–"],
  ["Bedrift", data.bedrift || "–"],
];

/** Parts of letters, joined by a hyphen or apostrophe: Åshild, Jean-Luc, O'Brien. */
const NAME_PART = String.raw`\p{L}[\p{L}\p{M}]*(?:['’-]\p{L}[\p{L}\p{M}]*)*`;
const NAME = new RegExp(`^${NAME_PART}(?: ${NAME_PART})?$`, "u");
const NAME_MAX_LENGTH = 30;

/**
 * The first name to greet the visitor with, if it looks like a name: letters, at most two words
 * joined by single spaces, hyphens or apostrophes, at most 30 characters. Otherwise null, and the
 * mail says just "Hei!": no digits, punctuation or links of the sender's reach a stranger.
 */
export function greetingName(fornavn: string): string | null {
  const name = fornavn.trim();
  return name.length <= NAME_MAX_LENGTH && NAME.test(name) ? name : null;
}

export function notificationMail(
  data: ContactMailData,
  to: string,
  options: { confirmationWithheld?: boolean } = {},
) {
  const subject = `Ny forespørsel fra ${data.fornavn} ${data.etternavn}${data.bedrift ? ` (${data.bedrift})` : ""}`;
  const received = oslo.format(data.createdAt);
  const withheld = options.confirmationWithheld
    ? `Avsenderen har ikke fått kvittering på e-post, fordi adressen allerede har fått ${CONFIRMATIONS_PER_DAY} kvitteringer det siste døgnet. Det kan bety at noen andre har brukt adressen.`
    : null;
  const text = [
    `Ny forespørsel via nettsiden, mottatt ${received}.`,
    ...(withheld ? ["", withheld] : []),
    "",
    ...fields(data).map(([label, value]) => `${label}: ${value}`),
    "",
    "Om prosjektet:",
    data.prosjekt || "–",
    "",
    `Svar innen ${REPLY_WITHIN_HOURS} timer – svar på denne e-posten for å skrive direkte til ${data.fornavn}.`,
    `Referanse: ${data.id}${data.sourcePath ? ` · sendt fra ${data.sourcePath}` : ""}`,
  ].join("\n");
  const rows = fields(data)
    .map(
      ([label, value]) =>
        `<tr><td style="padding:4px 16px 4px 0;color:#475569">${label}</td><td style="padding:4px 0"><strong>${escapeHtml(value)}</strong></td></tr>`,
    )
    .join("");
  const html = layout(
    subject,
    `<p style="margin:0 0 16px">Ny forespørsel via nettsiden, mottatt ${escapeHtml(received)}.</p>
${withheld ? `<p style="margin:0 0 16px;padding:12px 16px;background:#fef3c7;border-radius:8px">${escapeHtml(withheld)}</p>\n` : ""}<table role="presentation" cellpadding="0" cellspacing="0">${rows}</table>
<h2 style="font-size:16px;margin:24px 0 8px">Om prosjektet</h2>
<p style="margin:0;white-space:pre-wrap">${escapeHtml(data.prosjekt || "–")}</p>
<p style="margin:24px 0 0;color:#475569">Svar innen ${REPLY_WITHIN_HOURS} timer – svar på denne e-posten for å skrive direkte til ${escapeHtml(data.fornavn)}.<br>Referanse: ${escapeHtml(data.id)}</p>`,
  );
  return { to, replyTo: data.email, subject, text, html };
}

export function confirmationMail(data: ContactMailData) {
  const name = greetingName(data.fornavn);
  const subject = name ? `Takk for henvendelsen, ${name}!` : "Takk for henvendelsen!";
  const greeting = name ? `Hei, ${name}!` : "Hei!";
  const notYou =
    "Har du ikke kontaktet oss? Da har noen skrevet inn e-postadressen din ved en feil, og du kan se bort fra denne e-posten.";
  const text = [
    greeting,
    "",
    `Takk for at du tok kontakt med ${site.companyName}. Vi har mottatt forespørselen din og svarer deg innen ${REPLY_WITHIN_HOURS} timer.`,
    "",
    `Har du noe å legge til? Svar på denne e-posten, eller ring oss på ${site.phone}.`,
    "",
    "Vennlig hilsen",
    site.companyName,
    `${site.address.street}, ${site.address.postalCode} ${site.address.city}`,
    "",
    notYou,
  ].join("\n");
  const html = layout(
    subject,
    `<p style="margin:0 0 16px">${escapeHtml(greeting)}</p>
<p style="margin:0 0 16px">Takk for at du tok kontakt med ${escapeHtml(site.companyName)}. Vi har mottatt forespørselen din og <strong>svarer deg innen ${REPLY_WITHIN_HOURS} timer</strong>.</p>
<p style="margin:0 0 16px">Har du noe å legge til? Svar på denne e-posten, eller ring oss på ${escapeHtml(site.phone)}.</p>
<p style="margin:0 0 24px">Vennlig hilsen<br>${escapeHtml(site.companyName)}</p>
<p style="margin:0;font-size:13px;color:#475569">${escapeHtml(notYou)}</p>`,
  );
  return { to: data.email, subject, text, html };
}
