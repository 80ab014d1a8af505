import { randomUUID } from "node:crypto";
import { mkdir, open } from "node:fs/promises";
import path from "node:path";

// Until the database lands (issue 4), an acknowledged submission is appended to a newline-
// delimited JSON file and flushed to disk before we answer, so nothing a visitor sent is lost.
export async function appendIntake(dataDir: string, kind: string, payload: object): Promise<string> {
  const dir = path.join(dataDir, "intake");
  await mkdir(dir, { recursive: true });
  const id = randomUUID();
  const line = `${JSON.stringify({ id, receivedAt: new Date().toISOString(), ...payload })}\n`;
  const file = await open(path.join(dir, `${kind}.ndjson`), "a");
  try {
    await file.appendFile(line, "utf8");
    await file.sync();
  } finally {
    await file.close();
  }
  return id;
}
