import type { LinkStatus } from "../../gather/crawl/types.ts";
import { isEmailAddress } from "../privacy/contact.ts";
import { decodeURIComponentSafe } from "../privacy/site-text.ts";

// What to do about the site's dead links. One mistake has its own fix: an e-mail address linked
// without «mailto:» («href="post@firma.no"») is read by the browser as a page of the site,
// «/post@firma.no», which is not there; writing «mailto:» in front is all it needs.

/** The e-mail address a dead link was meant to write to, where its «mailto:» was left out, or null. */
export function mailtoLeftOut(url: string): string | null {
  const last = decodeURIComponentSafe(new URL(url).pathname.split("/").at(-1) ?? "");
  return isEmailAddress(last) ? last : null;
}

/** The fix for dead links: «mailto:» for an e-mail address written without it, else the right address. */
export function brokenFix(links: LinkStatus[]): string {
  const mail = links.map((link) => mailtoLeftOut(link.url)).filter((address) => address !== null);
  const others = links.length - mail.length;
  const which = mail.length
    ? others === 1
      ? "den andre lenken"
      : "de andre lenkene"
    : others === 1
      ? "lenken"
      : "lenkene";
  const general = `Rett ${which} til riktig adresse, eller send den gamle adressen videre til den nye (301-videresending).`;
  const write =
    mail.length === 1
      ? `Skriv «mailto:» foran e-postadressen i lenken (href="mailto:${mail[0]}"), så åpner den e-postprogrammet.`
      : `Skriv «mailto:» foran e-postadressene i lenkene (for eksempel href="mailto:${mail[0]}"), så åpner de e-postprogrammet.`;
  return [mail.length ? write : "", others ? general : ""].filter(Boolean).join(" ");
}
