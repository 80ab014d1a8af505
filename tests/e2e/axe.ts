import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

// WCAG 2.1 AA (docs/brief/QUALITY.md) as axe-core checks it, for every browser test that asks.

const WCAG = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

/**
 * axe-core's violations of WCAG 2.1 AA on the page as it stands, each as «rule: targets». In axe's
 * legacy mode the run is finished in the page itself instead of in a second, blank page with axe
 * injected again: 1.2 instead of 1.75 s per page here, the same violations. What it gives up,
 * cross-origin frames, our pages cannot have: the CSP's default-src is 'self'.
 */
export async function wcagViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG).setLegacyMode(true).analyze();
  return violations.map(
    ({ id, nodes }) => `${id}: ${nodes.map((node) => JSON.stringify(node.target)).join(", ")}`,
  );
}
