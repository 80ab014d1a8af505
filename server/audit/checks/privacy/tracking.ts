import { defineCheck } from "../types.ts";
import { scoreTracking } from "./tracking-score.ts";

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
