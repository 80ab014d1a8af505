import type { SecurityResult } from "./types.ts";

/**
 * The audit's own 0–100 security category score:
 *
 *   start   the Observatory score clamped to 0–100 (an A+ counts as 100)
 *   cap 30  the page is not served over https
 *   cap 20  the certificate is invalid or expired (visitors get a full-page browser warning)
 *   −25     certificate expires in under 7 days
 *   −10     certificate expires in under 30 days
 *   −20     active mixed content (scripts, styles, frames, forms over http), −5 if CSP
 *           upgrade-insecure-requests upgrades it
 *   −5      only passive mixed content (images, media over http)
 *   −5      software versions in server / x-powered-by headers
 *   −3      no Permissions-Policy
 */
export function securityCategoryScore(result: SecurityResult): number {
  const { extras } = result;
  let score = Math.max(0, Math.min(100, result.score));
  if (extras.certificate === "expiring-soon") score -= 25;
  else if (extras.certificate === "expiring") score -= 10;
  if (extras.mixedContent.length > 0) {
    const active = extras.mixedContent.some((m) => m.active);
    score -= active && !extras.mixedContentUpgraded ? 20 : 5;
  }
  if (extras.versionDisclosure.length > 0) score -= 5;
  if (!extras.permissionsPolicy) score -= 3;
  if (!extras.https) score = Math.min(score, 30);
  if (extras.certificate === "invalid") score = Math.min(score, 20);
  return Math.max(0, Math.min(100, Math.round(score)));
}
