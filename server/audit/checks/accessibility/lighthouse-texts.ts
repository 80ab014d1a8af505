import type { Finding } from "#app/lib/audit-report.ts";
import { A11Y_ARIA_TEXTS } from "./lighthouse-texts-a11y-aria.ts";
import { A11Y_AUDIO_VIDEO_TEXTS } from "./lighthouse-texts-a11y-audio-video.ts";
import { A11Y_BEST_PRACTICES_TEXTS } from "./lighthouse-texts-a11y-best-practices.ts";
import { A11Y_COLOR_CONTRAST_TEXTS } from "./lighthouse-texts-a11y-color-contrast.ts";
import { A11Y_LANGUAGE_TEXTS } from "./lighthouse-texts-a11y-language.ts";
import { A11Y_NAMES_LABELS_TEXTS } from "./lighthouse-texts-a11y-names-labels.ts";
import { A11Y_NAVIGATION_TEXTS } from "./lighthouse-texts-a11y-navigation.ts";
import { A11Y_TABLES_LISTS_TEXTS } from "./lighthouse-texts-a11y-tables-lists.ts";
import { HIDDEN_TEXTS } from "./lighthouse-texts-hidden.ts";

// Our Norwegian for the audits Lighthouse lists under accessibility (axe's rules;
// `categories.accessibility` in lighthouse/core/config/default-config.js), decision 022. In one file it
// would pass 300 lines, so it is split by Lighthouse's own groups: the text of an audit in group
// a11y-aria is in lighthouse-texts-a11y-aria.ts, and so on. document-title and image-alt, which
// Lighthouse lists under SEO too, are here, the first category that lists them. The report reads this
// table through server/audit/report/lighthouse/texts.ts.

export const ACCESSIBILITY_TEXTS: Record<string, Pick<Finding, "title" | "detail" | "fix">> = {
  ...A11Y_NAVIGATION_TEXTS,
  ...A11Y_ARIA_TEXTS,
  ...A11Y_NAMES_LABELS_TEXTS,
  ...A11Y_COLOR_CONTRAST_TEXTS,
  ...A11Y_TABLES_LISTS_TEXTS,
  ...A11Y_LANGUAGE_TEXTS,
  ...A11Y_BEST_PRACTICES_TEXTS,
  ...A11Y_AUDIO_VIDEO_TEXTS,
  ...HIDDEN_TEXTS,
};
