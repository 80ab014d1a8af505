import type { AuditReport } from "#app/lib/audit-report.ts";
import { joinAnd } from "#app/lib/format-nb.ts";
import {
  FILMSTRIP_NOTE,
  frameAlt,
  frameCaption,
  frameTime,
  PICTURES_HEADING,
  SCREENSHOT_NAMES,
  screenshotAlt,
} from "#app/lib/page-pictures.ts";
import { readPictureFiles } from "../audit/picture-files.ts";
import type { Database } from "../db/index.ts";
import { escapeHtml } from "../escape.ts";
import { isSiteOwnerAddress } from "./site-owner.ts";
import type { OutgoingMail } from "./transport.ts";

// The audited page as the phone saw it, in the report mail (decision 032). A screenshot is the
// page's content as a picture, and anyone can have this mail sent to any address (decision 028):
// so the pictures go in, as inline JPEGs, only when the recipient's address is at the audited
// site's own registrable domain (server/mail/site-owner.ts, the rule the PDF follows too). Anyone
// else reads one line in our words that says the report shows how the page looked.

/** The screen's width in the mail (its JPEG is twice that at most) and a filmstrip frame's. */
const SCREEN_WIDTH = 240;
const FRAME_WIDTH = 100;
const FRAMES_PER_ROW = 4;

export type MailAttachment = NonNullable<OutgoingMail["attachments"]>[number];

/** The pictures to put in one mail: the stored JPEGs with their content ids. */
export interface InlinePictures {
  screenshot: { cid: string; width: number; height: number };
  filmstrip: { cid: string; timingMs: number; width: number; height: number }[];
  attachments: MailAttachment[];
}

const cidOf = (name: string) => `${name}@nettsidesjekk`;

/**
 * The stored pictures for the mail to `request.email`, or null: when the address is not at the
 * audited site's own domain, when the report has no screenshot, or when its file is missing.
 */
export async function inlinePictures(
  database: Database,
  request: { id: string; email: string },
  report: AuditReport,
): Promise<InlinePictures | null> {
  const pictures = report.pictures;
  if (!pictures?.screenshot || !isSiteOwnerAddress(request.email, report.finalUrl)) return null;
  const names = [SCREENSHOT_NAMES.mail, ...pictures.filmstrip.map((frame) => frame.image.name)];
  const files = await readPictureFiles(database, request.id, names);
  const screenshot = files.get(SCREENSHOT_NAMES.mail);
  if (!screenshot) return null;
  const scale = (size: { width: number; height: number }, width: number) => ({
    width,
    height: Math.round((size.height * width) / Math.max(1, size.width)),
  });
  const frames = pictures.filmstrip.filter((frame) => files.has(frame.image.name));
  const attachment = (name: string): MailAttachment => ({
    filename: name,
    content: files.get(name) as Buffer,
    contentType: "image/jpeg",
    cid: cidOf(name),
  });
  return {
    screenshot: { cid: cidOf(SCREENSHOT_NAMES.mail), ...scale(pictures.screenshot.mail, SCREEN_WIDTH) },
    filmstrip: frames.map((frame) => ({
      cid: cidOf(frame.image.name),
      timingMs: frame.timingMs,
      ...scale(frame.image, FRAME_WIDTH),
    })),
    attachments: [SCREENSHOT_NAMES.mail, ...frames.map((frame) => frame.image.name)].map(attachment),
  };
}

/** What the inline pictures add to a mail: base64 with line breaks, and their part headers. */
export const inlineBytes = (pictures: InlinePictures | null) =>
  (pictures?.attachments ?? []).reduce(
    (sum, file) => sum + Math.ceil((Math.ceil(file.content.length / 3) * 4 * 78) / 76) + 300,
    0,
  );

/** Said instead of the pictures to anyone else, when the report has them. */
export const PICTURES_IN_THE_REPORT =
  "I rapporten ser du også hvordan siden så ut på en mobil mens den lastet.";

/** The mail's part about the pictures: the pictures themselves, a line pointing to the report, or nothing. */
export function picturesInMail(
  report: AuditReport,
  inline: InlinePictures | null,
): { html: string; text: string[] } {
  if (!inline) {
    if (!report.pictures?.screenshot) return { html: "", text: [] };
    return {
      html: `<p style="margin:24px 0 0;font-size:15px;line-height:1.5">${escapeHtml(PICTURES_IN_THE_REPORT)}</p>`,
      text: ["", PICTURES_IN_THE_REPORT],
    };
  }
  const { screenshot, filmstrip } = inline;
  const image = (cid: string, size: { width: number; height: number }, alt: string) =>
    `<img src="cid:${escapeHtml(cid)}" width="${size.width}" height="${size.height}" alt="${escapeHtml(alt)}" style="display:block;width:${size.width}px;max-width:100%;height:auto;border:1px solid #e2e8f0;border-radius:6px">`;
  const rows: string[] = [];
  for (let i = 0; i < filmstrip.length; i += FRAMES_PER_ROW) {
    const cells = filmstrip
      .slice(i, i + FRAMES_PER_ROW)
      .map(
        (frame) =>
          `<td width="25%" valign="top" style="padding:0 6px 12px 0;font-size:12px;color:#475569">${image(frame.cid, frame, frameAlt(report.finalUrl, frame.timingMs))}<br>${escapeHtml(frameCaption(frame.timingMs))}</td>`,
      );
    rows.push(`<tr>${cells.join("")}</tr>`);
  }
  const strip = filmstrip.length
    ? `<p style="margin:16px 0 8px;font-size:14px;color:#475569">${escapeHtml(FILMSTRIP_NOTE)}</p>
<table role="presentation" cellpadding="0" cellspacing="0">${rows.join("")}</table>`
    : "";
  return {
    html: `<h2 style="font-size:18px;margin:28px 0 8px">${escapeHtml(PICTURES_HEADING)}</h2>
${image(screenshot.cid, screenshot, screenshotAlt(report.finalUrl))}
${strip}`,
    text: [
      "",
      `${PICTURES_HEADING}:`,
      `Bildet av skjermen${filmstrip.length ? " og bildene fra lastingen" : ""} ligger i e-posten og i rapporten.`,
      ...(filmstrip.length
        ? [
            `Bildene fra lastingen er tatt etter ${joinAnd(filmstrip.map((frame) => frameTime(frame.timingMs)))}.`,
          ]
        : []),
    ],
  };
}
