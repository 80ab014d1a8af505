import { randomBytes } from "node:crypto";
import { mkdir, readdir, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { STORED_NAME, uploadsDir } from "#server/uploads/storage.ts";

// Upload files on restore: written to a folder beside DATA_DIR/uploads while the database loads,
// moved into place only after the database has committed (a rename on the same file system).

/** The upload files in DATA_DIR/uploads (only names the upload module makes). */
export async function storedFiles(dataDir: string): Promise<string[]> {
  const names = await readdir(uploadsDir(dataDir)).catch(() => [] as string[]);
  return names.filter((name) => STORED_NAME.test(name)).sort();
}

export async function createStaging(dataDir: string) {
  const folder = path.resolve(dataDir, `uploads-restore-${randomBytes(4).toString("hex")}`);
  await mkdir(folder, { recursive: true, mode: 0o755 });
  const names: string[] = [];
  return {
    names,
    async add(name: string, data: Buffer) {
      if (!STORED_NAME.test(name)) throw new Error(`invalid stored name: ${name}`);
      await writeFile(path.join(folder, name), data, { mode: 0o644 });
      names.push(name);
    },
    /** Moves the files into DATA_DIR/uploads; with replace, files the backup does not have go. */
    async publish(replace: boolean) {
      const target = uploadsDir(dataDir);
      await mkdir(target, { recursive: true, mode: 0o755 });
      if (replace) {
        const keep = new Set(names);
        for (const name of await storedFiles(dataDir))
          if (!keep.has(name)) await rm(path.join(target, name), { force: true });
      }
      for (const name of names) await rename(path.join(folder, name), path.join(target, name));
      await rm(folder, { recursive: true, force: true });
    },
    discard: () => rm(folder, { recursive: true, force: true }),
  };
}
