import { site } from "#content/site.ts";
import { hasConsent } from "./consent";

declare global {
  interface Window {
    gtag?: (...args: unknown[]) => void;
  }
}

/**
 * Reports a conversion after a sent contact request (docs/brief/SPEC.md §4), but only when the visitor has
 * said yes to marketing (app/lib/consent.ts) and an ad tag is present. The site loads no
 * third-party script itself: none may load before consent, and none is added today; this hook
 * stays consent-gated for when one is.
 */
export function reportConversion() {
  if (typeof window === "undefined" || typeof window.gtag !== "function") return;
  if (!hasConsent("markedsforing")) return;
  window.gtag("event", "conversion", { send_to: site.adConversionId });
}
