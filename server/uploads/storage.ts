import { randomBytes } from "node:crypto";
import { mkdir, open, readdir, rename, rm, stat } from "node:fs/promises";
import path from "node:path";

// Uploaded images on disk: DATA_DIR/uploads/<32 hex>.<ext>. A file is written completely (and
// synced) in DATA_DIR/uploads-tmp first and then renamed into place, so the uploads folder only
// ever holds whole, accepted files: a refused upload never reaches it, an interrupted write leaves
// at most a stray file in uploads-tmp (swept after an hour). Request bodies wait there too while
// they arrive (spool.ts).

export const STORED_NAME = /^[0-9a-f]{32}\.(png|jpg|webp|gif|avif)$/;

export const CONTENT_TYPES: Record<string, string> = {
  png: "image/png",
  jpg: "image/jpeg",
  webp: "image/webp",
  gif: "image/gif",
  avif: "image/avif",
};

// Absolute paths (DATA_DIR may be relative, "./data"): res.sendFile accepts only absolute ones.
export const uploadsDir = (dataDir: string) => path.resolve(dataDir, "uploads");
export const tempDir = (dataDir: string) => path.resolve(dataDir, "uploads-tmp");

export function newStoredName(ext: string): string {
  return `${randomBytes(16).toString("hex")}.${ext}`;
}

/** The path of a stored file, or null when the name is not one this module could have made. */
export function storedPath(dataDir: string, name: string): string | null {
  if (!STORED_NAME.test(name)) return null;
  return path.join(uploadsDir(dataDir), name);
}

export function contentTypeOf(name: string): string | null {
  if (!STORED_NAME.test(name)) return null;
  return CONTENT_TYPES[name.slice(name.lastIndexOf(".") + 1)] ?? null;
}

export interface PendingFile {
  /** Where the file goes when published. */
  storedName: string;
  /** Moves the complete file into the uploads folder (atomic rename on the same file system). */
  publish(): Promise<void>;
  /** Removes the file wherever it is: call when the upload is refused or its row was not saved. */
  discard(): Promise<void>;
}

/** Writes data to a temporary file (created exclusively, mode 0644, synced to disk). */
export async function writePending(
  dataDir: string,
  data: Uint8Array,
  storedName: string,
): Promise<PendingFile> {
  if (!STORED_NAME.test(storedName)) throw new Error(`invalid stored name: ${storedName}`);
  const tmpFolder = tempDir(dataDir);
  const finalFolder = uploadsDir(dataDir);
  await mkdir(tmpFolder, { recursive: true, mode: 0o755 });
  await mkdir(finalFolder, { recursive: true, mode: 0o755 });
  const tempPath = path.join(tmpFolder, `${storedName}.${randomBytes(4).toString("hex")}.part`);
  const finalPath = path.join(finalFolder, storedName);
  const handle = await open(tempPath, "wx", 0o644);
  try {
    await handle.writeFile(data);
    await handle.sync();
  } catch (error) {
    await handle.close().catch(() => {});
    await rm(tempPath, { force: true });
    throw error;
  }
  await handle.close();
  let published = false;
  return {
    storedName,
    async publish() {
      await rename(tempPath, finalPath);
      published = true;
    },
    async discard() {
      await rm(published ? finalPath : tempPath, { force: true });
    },
  };
}

/** Deletes temporary files older than maxAgeMs that an interrupted upload left behind. */
export async function sweepTemporary(dataDir: string, maxAgeMs = 60 * 60 * 1000): Promise<number> {
  const folder = tempDir(dataDir);
  let names: string[];
  try {
    names = await readdir(folder);
  } catch {
    return 0;
  }
  let removed = 0;
  for (const name of names) {
    const file = path.join(folder, name);
    const info = await stat(file).catch(() => null);
    if (info?.isFile() && Date.now() - info.mtimeMs > maxAgeMs) {
      await rm(file, { force: true });
      removed++;
    }
  }
  return removed;
}
