import { clean } from "./element-value.ts";

// Who JSON-LD says is behind a site: the names of its organisation-like nodes (the legal checks'
// business name). The JSON is a stranger's: a block that does not parse is skipped, and the walk
// is capped in depth and breadth.

/** Schema.org types that name who is behind a site: Organization, LocalBusiness and their kin. */
const ORGANISATION_TYPE =
  /Organi[sz]ation|Business|Corporation|Store|Restaurant|Club|ProfessionalService|Contractor/;

/** The `name` of each organisation-like node in JSON-LD blocks; a block that does not parse is skipped. */
export function jsonLdNames(blocks: string[]): string[] {
  const names: string[] = [];
  const visit = (node: unknown, depth: number): void => {
    if (depth > 4 || !node || typeof node !== "object") return;
    if (Array.isArray(node)) {
      for (const item of node.slice(0, 50)) visit(item, depth + 1);
      return;
    }
    const record = node as Record<string, unknown>;
    const types = [record["@type"]].flat().map(String);
    if (typeof record.name === "string" && types.some((type) => ORGANISATION_TYPE.test(type)))
      names.push(clean(record.name));
    visit(record["@graph"], depth + 1);
  };
  for (const block of blocks) {
    try {
      visit(JSON.parse(block), 0);
    } catch {
      // a stranger's broken JSON says nothing
    }
  }
  return names.filter(Boolean);
}
