import { mkdir, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { StartupError } from "./startup-error.ts";

// DATA_DIR holds the database (embedded default), the mail outbox and the uploads: a start that
// cannot write there must say so at once, not fail later on the first upload or mail.

const reasons: Record<string, string> = {
  EACCES: "ingen tilgang",
  EPERM: "ingen tilgang",
  EROFS: "filsystemet er skrivebeskyttet",
  ENOTDIR: "en del av stien er en fil, ikke en mappe",
  ENOSPC: "disken er full",
  EDQUOT: "diskkvoten er brukt opp",
};

/** A file system error in a few Norwegian words, for one-line start messages. */
export function fileErrorReason(error: unknown): string {
  const code = (error as NodeJS.ErrnoException).code ?? "";
  return reasons[code] ?? (error as Error).message.split("\n")[0] ?? code;
}

/** Makes sure DATA_DIR is a folder this process can write in (creating it if missing); its absolute path. */
export async function prepareDataDir(dataDir: string): Promise<string> {
  const dir = path.resolve(dataDir);
  const info = await stat(dir).catch(() => null);
  if (info && !info.isDirectory())
    throw new StartupError(
      `DATA_DIR (${dir}) er en fil, ikke en mappe. Sett DATA_DIR til en mappe (den lages hvis den mangler), eller flytt fila.`,
    );
  try {
    await mkdir(dir, { recursive: true });
    const probe = path.join(dir, `.skrivetest-${process.pid}`);
    await writeFile(probe, "");
    await rm(probe, { force: true });
  } catch (error) {
    throw new StartupError(
      `Kan ikke skrive i DATA_DIR (${dir}): ${fileErrorReason(error)}. Gi brukeren som starter nettstedet skriverett der, eller sett DATA_DIR til en annen mappe.`,
    );
  }
  return dir;
}
