import type { Finding } from "#app/lib/audit-report.ts";
import type { TrackingBeforeConsent } from "../../gather/browser/types.ts";
import { type ScoredCategory, scoreFromFindings } from "../../types.ts";
import { list } from "../site/findings.ts";
import { defineCheck } from "../types.ts";

// Tracking before consent as the report's privacy category (decision 022). Since 1 January 2025 the
// e-com law (ekomloven § 3-15) requires consent to the GDPR's standard before anything not strictly
// necessary is stored on or read from the visitor's device: analytics and ad cookies set before the
// visitor says yes are unlawful. Data sent to a tracker's servers without cookies needs a legal basis
// under the GDPR too. The browser stage records all of it on a load in which nobody clicked anything.

const CONSENT_FIX = (names: string) =>
  `Bruk en samtykkeløsning som holder ${names} tilbake til den besøkende har sagt ja, der «Avvis» er like lett å velge som «Godta».`;

/** Names in quotes, each once: "«_ga», «_gid» og «_gcl_au»". */
const quoted = (names: string[], max = 6) =>
  list(
    [...new Set(names)].map((name) => `«${name}»`),
    max,
  );

interface TrackerEvidence {
  stored: string[];
  hosts: string[];
}

function byTracker(tracking: TrackingBeforeConsent): Map<string, TrackerEvidence> {
  const trackers = new Map<string, TrackerEvidence>();
  const entry = (name: string) => {
    const found = trackers.get(name) ?? { stored: [], hosts: [] };
    trackers.set(name, found);
    return found;
  };
  for (const cookie of tracking.cookies) if (cookie.tracker) entry(cookie.tracker).stored.push(cookie.name);
  for (const item of tracking.storage) if (item.tracker) entry(item.tracker).stored.push(item.key);
  for (const host of tracking.thirdPartyHosts) if (host.tracker) entry(host.tracker).hosts.push(host.host);
  return trackers;
}

function trackerFinding(name: string, { stored, hosts }: TrackerEvidence): Finding {
  const what = [
    ...(stored.length ? [`lagret ${quoted(stored)} i nettleseren`] : []),
    ...(hosts.length ? [`kontaktet ${list([...new Set(hosts)])}`] : []),
  ];
  const id = `tracking-${name.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`;
  if (stored.length)
    return {
      id,
      severity: "problem",
      title: `${name} starter før den besøkende har samtykket`,
      detail: `Før noen hadde klikket på noe, ${list(what)}. Etter ekomloven § 3-15 krever analyse- og markedsføringskapsler samtykke før de settes, og samtykket skal holde GDPR-standard: frivillig, aktivt og like lett å avslå som å gi.`,
      fix: CONSENT_FIX(name),
    };
  return {
    id,
    severity: "warning",
    title: `Siden kontakter ${name} før samtykke`,
    detail: `Før noen hadde klikket på noe, ${list(what)}. Da får ${name} den besøkendes IP-adresse og hvilken side som ble besøkt. Til analyse og markedsføring krever det i praksis samtykke etter GDPR.`,
    fix: CONSENT_FIX(name),
  };
}

/** Tracking before consent scored 0–100: −40 per tracker that stored something, −15 per warning. */
export function scoreTracking(tracking: TrackingBeforeConsent): ScoredCategory {
  const trackers = byTracker(tracking);
  const findings = [...trackers].map(([name, evidence]) => trackerFinding(name, evidence));
  const otherThirdParty = tracking.cookies.filter((cookie) => cookie.party === "third" && !cookie.tracker);
  if (otherThirdParty.length)
    findings.push({
      id: "tracking-third-party-cookies",
      severity: "warning",
      title: "Andre nettsteder setter informasjonskapsler før samtykke",
      detail: `Før noen hadde klikket på noe, ble ${quoted(otherThirdParty.map((c) => `${c.name} (${c.domain})`))} satt av andre enn deg. Er de ikke strengt nødvendige for at siden skal virke, krever de samtykke.`,
      fix: "Finn ut hvilken tjeneste som setter dem, og hold den tilbake til den besøkende har samtykket, eller bytt den ut.",
    });
  const otherHosts = tracking.thirdPartyHosts.filter((host) => !host.tracker).map((host) => host.host);
  if (otherHosts.length)
    findings.push({
      id: "tracking-third-party-hosts",
      severity: "info",
      title: "Siden henter innhold fra andre nettsteder",
      detail: `Før samtykke hentet siden noe fra ${quoted(otherHosts, 5)}. Hver av dem får den besøkendes IP-adresse.`,
      fix: "Sjekk at du trenger dem, og hent skrifttyper og skript fra ditt eget domene der det går.",
    });
  if (!trackers.size && !otherThirdParty.length)
    findings.push({
      id: "tracking-none",
      severity: "good",
      title: "Ingen sporing før samtykke",
      detail:
        "Siden satte ingen analyse- eller markedsføringskapsler og kontaktet ingen kjente sporingstjenester før noen hadde klikket på noe.",
      fix: "",
    });
  return { score: scoreFromFindings(findings, { problem: 40, warning: 15 }), findings };
}

// Tracking before consent (decision 022): what the browser stage saw the start page store and contact
// before anyone clicked. Without the browser stage it is not measured, and says so.

export const trackingBeforeConsent = defineCheck({
  id: "privacy-tracking",
  category: "privacy",
  weight: 5,
  needs: ["tracking"],
  run: ({ tracking }) => {
    if (!tracking)
      return {
        score: null,
        findings: [
          {
            id: "tracking-not-measured",
            severity: "info",
            title: "Sporing før samtykke ble ikke målt denne gangen",
            detail:
              "Dette måler vi i en ekte nettleser, og den testen ble ikke kjørt denne gangen. Poengsummen bygger derfor bare på hva nettstedet opplyser om.",
            fix: "",
          },
        ],
      };
    const result = scoreTracking(tracking);
    return { score: result.score / 100, findings: result.findings };
  },
});
