import { site } from "#content/site.ts";

declare global {
  interface Window {
    gtag?: (...args: unknown[]) => void;
  }
}

/** Reports a conversion after a sent contact request, if an ad tag has been loaded (SPEC.md §4). */
export function reportConversion() {
  if (typeof window !== "undefined" && typeof window.gtag === "function") {
    window.gtag("event", "conversion", { send_to: site.adConversionId });
  }
}
