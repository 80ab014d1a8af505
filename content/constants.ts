// Business constants and limits (docs/brief/SPEC.md section 9), each written once.
export const CONSULTATION_MINUTES = 30;
export const REPLY_WITHIN_HOURS = 24;
export const AUDIT_WITHIN_MINUTES = 5;
export const EXPERIENCE_YEARS = "15+";
export const COPYRIGHT_YEAR = 2025;
export const PRIVACY_UPDATED = "november 2026";
/** Contact requests are deleted this many months after they were sent (RETENTION_MONTHS default). */
export const CONTACT_RETENTION_MONTHS = 24;
/** Audit requests and their reports are deleted after this many days. */
export const AUDIT_RETENTION_DAYS = 90;
export const OFFICE_MOVE = "januar 2026";

/** The audit button stays disabled this long after submit. */
export const AUDIT_SUBMIT_LOCK_MS = 500;
/** The header turns white once the page has scrolled past this share of the viewport height. */
export const HEADER_SOLID_AFTER_VIEWPORT = 0.8;
export const HERO_PARTICLES = 10;
/** The home page's news carousel shows this many of the newest articles. */
export const CAROUSEL_ARTICLES = 3;
/** The contact dialog closes itself this long after a successful send. */
export const DIALOG_AUTO_CLOSE_MS = 3000;
/** Animation wrappers start when this share of the element is in view. */
export const REVEAL_THRESHOLD = 0.05;
export const CASE_ANIMATION_S = 0.5;

export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;
export const TOAST_HOTKEY = ["F8"];
export const TOAST_REMOVE_DELAY_MS = 1_000_000;
export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;

export const TITLE_MAX = 60;
export const DESCRIPTION_MAX = 155;
