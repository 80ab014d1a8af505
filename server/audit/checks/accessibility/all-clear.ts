import { saysWrongLanguage } from "../copy/language-rules.ts";
import { copyOf } from "../copy/page-copy.ts";
import { defineCheck } from "../types.ts";
import { ACCESSIBILITY_RULES, type AccessibilityFinding, PAGE_RULES } from "./rules.ts";

// What the report says when the start page's HTML breaks none of the accessibility rules.

/** Said when the start page breaks none of the rules; it scores nothing itself. */
export const allClear = defineCheck({
  id: "a11y-page-all-clear",
  lighthouse: ["*"],
  category: "accessibility",
  group: PAGE_RULES,
  needs: ["page"],
  run: ({ page }) => {
    if (ACCESSIBILITY_RULES.some((rule) => rule.applies(page) && rule.check(page)))
      return { score: null, findings: [] };
    // a language declared but wrong («en» on Norwegian text) is the language finding's, not right
    const copy = copyOf(page);
    const language = copy && saysWrongLanguage(copy) ? "" : "språk, ";
    const finding: AccessibilityFinding = {
      id: "a11y-ok",
      severity: "good",
      title: "Grunnleggende tilgjengelighet er på plass",
      detail: `På forsiden ser ${language}tittel, alt-tekster, ledetekster, knapper, lenker og overskrifter riktige ut.`,
      fix: "",
      impact: null,
      axeRule: null,
    };
    return { score: null, findings: [finding] };
  },
});
