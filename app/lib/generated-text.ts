// Generated (or curated) service text (docs/brief/SPEC.md section 5): paragraphs split on blank lines and on a
// literal backslash-n; **bold** renders as emphasis. Everything else is text: React escapes it, so
// model output can never inject markup.

export type TextSegment = { text: string; bold: boolean };
export type Paragraph = TextSegment[];

export function parseGeneratedText(content: string): Paragraph[] {
  return content
    .split(/\\n|\r?\n\s*\r?\n/)
    .map((block) => block.replace(/\s*\r?\n\s*/g, " ").trim())
    .filter(Boolean)
    .map(parseSegments);
}

function parseSegments(paragraph: string): Paragraph {
  const segments: Paragraph = [];
  const pattern = /\*\*(.+?)\*\*/g;
  let last = 0;
  for (const match of paragraph.matchAll(pattern)) {
    if (match.index > last) segments.push({ text: paragraph.slice(last, match.index), bold: false });
    segments.push({ text: match[1] ?? "", bold: true });
    last = match.index + match[0].length;
  }
  if (last < paragraph.length) segments.push({ text: paragraph.slice(last), bold: false });
  return segments;
}
