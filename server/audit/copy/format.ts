// Number and list formatting for the Norwegian finding texts.

export function round1(value: number): number {
  return Math.round(value * 10) / 10;
}

/** Norwegian number format for texts: decimal comma. */
export function nb(value: number): string {
  return String(value).replace(".", ",");
}

export function listCounts(counts: Map<string, number>): string {
  return [...counts]
    .sort((a, b) => b[1] - a[1])
    .map(([word, count]) => `«${word}» (${count})`)
    .join(", ");
}

export function quoteList(items: readonly string[], max = 3): string {
  return items
    .slice(0, max)
    .map((item) => `«${item}»`)
    .join(", ");
}
