import type { Severity } from "../../types.ts";
import type { SecurityTest } from "./types.ts";

// Shared by the findings every test writes (Norwegian, addressed to the site owner).

/** −20 and worse is a problem, any other penalty or failed test a warning. */
export function severityFor(test: SecurityTest): Severity {
  if (test.modifier <= -20) return "problem";
  if (test.modifier < 0 || !test.pass) return "warning";
  return "good";
}

export const code = (text: string) => `«${text}»`;
