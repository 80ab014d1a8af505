/** Our Norwegian words for one Lighthouse audit: what is wrong, why it matters, what to do. */
export interface AuditText {
  title: string;
  detail: string;
  fix: string;
}
