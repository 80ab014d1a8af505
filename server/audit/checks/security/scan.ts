import type { Finding } from "../../types.ts";
import { certificateState, connectionFindings, httpsFindings } from "./certificate.ts";
import { cspFinding, testCsp } from "./content-security-policy.ts";
import { cookieFinding, testCookies } from "./cookies.ts";
import { corpFinding, testCorp } from "./cross-origin-resource-policy.ts";
import { corsFinding, testCors } from "./cross-origin-resource-sharing.ts";
import { isHttps } from "./http.ts";
import { findMixedContent, mixedContentFinding } from "./mixed-content.ts";
import { readPage } from "./page.ts";
import { hasPermissionsPolicy, permissionsPolicyFinding } from "./permissions-policy.ts";
import { redirectionFinding, testRedirection } from "./redirection.ts";
import { referrerFinding, testReferrer } from "./referrer-policy.ts";
import { gradeForScore, observatoryScore } from "./score.ts";
import { hstsFinding, testHsts } from "./strict-transport-security.ts";
import { sriFinding, testSri } from "./subresource-integrity.ts";
import type { SecurityExtras, SecurityInput, SecurityResult, SecurityTest } from "./types.ts";
import { findVersionDisclosure, versionDisclosureFinding } from "./version-disclosure.ts";
import { testXcto, xctoFinding } from "./x-content-type-options.ts";
import { testXfo, xfoFinding } from "./x-frame-options.ts";

// HTTP security check for the free website audit (decision 009): a page's response scored the way
// Mozilla's HTTP Observatory (github.com/mdn/mdn-http-observatory) scores it, one module per
// Observatory test in security/, plus extras the Observatory does not score (https itself, the
// certificate, mixed content, software versions, Permissions-Policy), which lower only
// `securityCategoryScore`. security/oracle.test.ts runs the Observatory's own analyzer on the
// same generated responses; where we differ on purpose, decision 019 says why.

export { securityCategoryScore } from "./category-score.ts";
export { gradeForScore, MODIFIERS, observatoryScore } from "./score.ts";
export type {
  MixedContentItem,
  SecurityExtras,
  SecurityInput,
  SecurityResult,
  SecurityTest,
} from "./types.ts";

// The Observatory only scores pages that answer 2xx, 3xx, 401 or 403 (src/scanner/index.js).
const scanned = (status: number) => status >= 200 && (status < 400 || status === 401 || status === 403);

export function scoreSecurity(input: SecurityInput): SecurityResult {
  const https = isHttps(input.finalUrl);
  const page = readPage(input);

  const csp = testCsp(input.headers, page, https);
  const hsts = testHsts(input);
  const cookies = testCookies(input.headers, input.finalUrl, hsts.pass);
  const cors = testCors(input);
  const redirection = testRedirection(input);
  const referrer = testReferrer(input.headers, page);
  const sri = testSri(page, input.finalUrl, https);
  const xcto = testXcto(input.headers);
  const xfo = testXfo(input.headers, csp.frameAncestors);
  const corp = testCorp(input.headers);

  const tests = [csp, cookies, cors, redirection, referrer, hsts, sri, xcto, xfo, corp].map(
    ({ id, pass, modifier, result }): SecurityTest => ({ id, pass, modifier, result }),
  );
  const score = observatoryScore(tests.map((t) => t.modifier));

  const certificate = certificateState(input, https);
  const extras: SecurityExtras = {
    https,
    certificate,
    certificateDaysLeft: input.tls?.daysLeft ?? null,
    mixedContent: https ? findMixedContent(page.document, input.finalUrl) : [],
    mixedContentUpgraded: csp.policy?.has("upgrade-insecure-requests") ?? false,
    versionDisclosure: findVersionDisclosure(input.headers),
    permissionsPolicy: hasPermissionsPolicy(input.headers),
  };

  const findings: Finding[] = [
    cspFinding(csp),
    cookieFinding(cookies),
    corsFinding(cors),
    redirectionFinding(redirection, https),
    referrerFinding(referrer),
    hstsFinding(hsts),
    sriFinding(sri),
    xctoFinding(xcto),
    xfoFinding(xfo),
    corpFinding(corp),
    ...httpsFindings(input, certificate),
    ...connectionFindings(input),
    mixedContentFinding(extras.mixedContent, extras.mixedContentUpgraded),
    versionDisclosureFinding(extras.versionDisclosure),
    permissionsPolicyFinding(extras.permissionsPolicy),
  ].filter((f): f is Finding => f !== null);

  const notes: string[] = [];
  if (!scanned(input.status))
    notes.push(
      `Siden svarte med status ${input.status}; Mozilla Observatory skanner bare sider som svarer 2xx, 3xx, 401 eller 403.`,
    );
  if (redirection.result === "redirection-not-checked")
    notes.push("http→https-videresending ble ikke sjekket.");
  if (input.hstsPreloaded === undefined && https)
    notes.push("HSTS-preloadlisten er ikke sjekket; forhåndslastede domener får +5 hos Mozilla.");
  if (csp.policies > 1)
    notes.push(
      `CSP-en består av ${csp.policies} policyer (header og <meta>); nettleseren håndhever alle, og som Mozilla teller vi bare det alle tillater.`,
    );

  return { score, grade: gradeForScore(score), tests, findings, extras, notes };
}
