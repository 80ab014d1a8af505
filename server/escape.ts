// Escaping text for markup, in one place: HTML mail bodies, and XML (sitemap, feed, the SVG share
// images). Visitor input is always shown as text.

const ENTITIES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" };

/** For HTML: the apostrophe as a numeric reference, which every HTML (and mail) reader knows. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ENTITIES[char] ?? "&#39;");
}

/** For XML element content and attribute values. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ENTITIES[char] ?? "&apos;");
}
