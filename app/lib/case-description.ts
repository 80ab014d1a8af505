// A case's detailed description (docs/brief/SPEC.md, case studies page): lines starting with a bullet marker
// become list items, lines wrapped in ** become sub-headings, other lines are paragraphs.

export type DescriptionBlock =
  | { type: "heading"; text: string }
  | { type: "list"; items: string[] }
  | { type: "paragraph"; text: string };

const BULLET = /^\s*[•\-*–]\s+/;
const HEADING = /^\s*\*\*(.+?)\*\*\s*:?\s*$/;

export function formatDetailedDescription(text: string): DescriptionBlock[] {
  const blocks: DescriptionBlock[] = [];
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (!line) continue;
    const heading = line.match(HEADING);
    if (heading?.[1]) {
      blocks.push({ type: "heading", text: heading[1].trim() });
    } else if (BULLET.test(line)) {
      const item = line.replace(BULLET, "").trim();
      const last = blocks.at(-1);
      if (last?.type === "list") last.items.push(item);
      else blocks.push({ type: "list", items: [item] });
    } else {
      blocks.push({ type: "paragraph", text: line });
    }
  }
  return blocks;
}
