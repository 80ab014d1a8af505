import { defineCheck } from "../types.ts";
import { checkAccessibility } from "./rules.ts";

// The audited page's accessibility rules (server/audit/checks/accessibility/rules.ts, weighted by axe's impact)
// as one check, until each rule is a check of its own: the start page counts most, the rest of the
// site through the site checks beside this one.

export const pageAccessibility = defineCheck({
  id: "a11y-page",
  lighthouse: ["*"],
  category: "accessibility",
  weight: 10,
  needs: ["page"],
  run: ({ page }) => {
    const result = checkAccessibility(page);
    return { score: result.score / 100, findings: result.findings };
  },
});
