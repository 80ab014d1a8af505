// Content-Security-Policy parsing with the Observatory's semantics (src/analyzer/cspParser.js), so
// that our CSP result is theirs: each string is one policy (a header value or a <meta> content; a
// comma inside one is not split), directive names and sources are lower-cased, an empty `*-src`
// means 'none', a repeated directive makes the policy invalid (report-uri and report-to only warn),
// and several policies are intersected: a source counts when every policy allows it.

export interface ParsedCsp {
  directives: Map<string, Set<string>>;
  /** report-uri / report-to given twice: allowed, but the Observatory then withholds the bonus. */
  duplicateReports: string[];
  /** Why the Observatory would call the policy invalid, or null. */
  invalid: string | null;
}

interface Source {
  source: string;
  policy: number;
  keep: boolean;
}

// The shortest policy the Observatory accepts is one character shorter than "img-src".
const SHORTEST_POLICY = "img-src".length - 1;
const ALLOWED_DUPLICATES = new Set(["report-uri", "report-to"]);
const collator = new Intl.Collator("en");

export function parseCsp(policies: string[]): ParsedCsp {
  const cleaned = policies.map((policy) => policy.replace(/[\r\n]/g, "").trim());
  const invalid = (reason: string): ParsedCsp => ({
    directives: new Map(),
    duplicateReports: [],
    invalid: reason,
  });
  if (cleaned.some((policy) => policy.length < SHORTEST_POLICY))
    return invalid("policyen er tom eller for kort");

  const csp = new Map<string, Source[]>();
  const duplicateReports = new Set<string>();
  for (const [index, policy] of cleaned.entries()) {
    const seen = new Set<string>();
    for (const entry of policy.split(";")) {
      const [name, ...values] = entry.trim().split(/\s+/);
      if (!name) continue;
      const directive = name.toLowerCase();
      if (seen.has(directive)) {
        if (!ALLOWED_DUPLICATES.has(directive)) return invalid(`direktivet ${directive} står flere ganger`);
        duplicateReports.add(directive);
      }
      seen.add(directive);
      const keep = index === 0;
      const sources: Source[] = values.map((value) => ({
        source: value.toLocaleLowerCase(),
        policy: index,
        keep,
      }));
      if (sources.length === 0 && directive.endsWith("-src"))
        sources.push({ source: "'none'", policy: index, keep });
      const combined = index === 0 ? sources : [...(csp.get(directive) ?? []), ...sources];
      if (!intersect(combined)) return invalid("ugyldig prosentkoding i en kilde");
      csp.set(
        directive,
        combined.filter((source) => source.keep),
      );
      // With several policies, what the first allows is only kept where a later one allows it too.
      if (index === 0 && cleaned.length > 1)
        for (const source of csp.get(directive) ?? []) source.keep = false;
    }
  }
  const directives = new Map(
    [...csp].map(([directive, sources]) => [
      directive,
      new Set(sources.length > 0 ? sources.map((s) => s.source) : ["'none'"]),
    ]),
  );
  return { directives, duplicateReports: [...duplicateReports], invalid: null };
}

/** Sorts and marks sources in place; false when a path could not be decoded. */
function intersect(sources: Source[]): boolean {
  sources.sort((a, b) => collator.compare(a.source, b.source));
  for (let i = 1; i < sources.length; i++) {
    const source = sources[i] as Source;
    const previous = sources[i - 1] as Source;
    // Within one policy a longer source that starts like a shorter one adds nothing.
    if (source.policy === previous.policy && source.source.startsWith(previous.source)) source.keep = false;
    if (source.policy !== previous.policy) {
      const match = pathPartMatch(previous.source, source.source);
      if (match === null) return false;
      if (match) source.keep = true;
    }
  }
  return true;
}

function pathPartMatch(a: string, b: string): boolean | null {
  if (a.length === 0 || (a === "/" && b.length === 0)) return true;
  const exact = !a.endsWith("/");
  const partsA = a.split("/");
  const partsB = b.split("/");
  if (partsA.length > partsB.length || (exact && partsA.length !== partsB.length)) return false;
  if (!exact) partsA.pop();
  try {
    return partsA.every((part, i) => decodeURIComponent(part) === decodeURIComponent(partsB[i] ?? ""));
  } catch {
    return null;
  }
}
