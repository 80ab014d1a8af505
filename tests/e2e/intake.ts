import { readFile } from "node:fs/promises";
import path from "node:path";

/** Rows the server has stored for a kind of submission during this test run. */
export async function storedRows(kind: "contact" | "audit"): Promise<Record<string, string>[]> {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error("E2E_DATA_DIR is not set");
  try {
    const text = await readFile(path.join(dir, "intake", `${kind}.ndjson`), "utf8");
    return text
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line));
  } catch {
    return [];
  }
}
