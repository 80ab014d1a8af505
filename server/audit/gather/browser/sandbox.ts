import { constants } from "node:fs";
import { chmod, chown, copyFile, lstat, mkdir, mkdtemp, readdir, rename, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import { basename, dirname, join } from "node:path";

// Where and as whom one browser run lives (decision 020). As root, Lighthouse and Chromium run as an
// unprivileged user, so Chromium's own sandbox (user namespaces + seccomp) works without
// --no-sandbox and a compromised renderer lands as nobody. Each run gets a fresh home and profile,
// removed afterwards; nothing of the parent's environment (database URL, keys) is passed on.

/** The unprivileged user and group ("nobody") the run uses when we are root. */
export const RUN_AS = 65534;
const RUN_DIR_PREFIX = "fjellvik-browser-";
const STALE_RUN_MS = 60 * 60 * 1000;
/** Files the headless shell loads from beside its binary (SwiftShader), copied along with it. */
const SIBLINGS = [
  "libEGL.so",
  "libGLESv2.so",
  "libvk_swiftshader.so",
  "libvulkan.so.1",
  "vk_swiftshader_icd.json",
];

export interface RunDirectory {
  /** HOME of the run, owned by the run's user; Chromium's profile and the report live inside. */
  home: string;
  profileDir: string;
  /** The user and group to run as, or undefined to stay who we are. */
  uid: number | undefined;
  gid: number | undefined;
  /** The minimal environment for the child process. */
  env: NodeJS.ProcessEnv;
  dispose(): Promise<void>;
}

const isRoot = () => process.getuid?.() === 0;

/** True when every directory on the way and the file itself let others read and execute. */
async function othersCanExecute(path: string): Promise<boolean> {
  const file = await stat(path);
  if ((file.mode & 0o005) !== 0o005) return false;
  for (let dir = dirname(path); ; dir = dirname(dir)) {
    if (((await stat(dir)).mode & 0o001) === 0) return false;
    if (dir === dirname(dir)) return true;
  }
}

let executableCopy: Promise<string> | null = null;

/**
 * A path to `executable` that the unprivileged user may run. The headless shell unpacks to /tmp
 * with mode 0700, so as root we copy it (once per process and binary) into a root-owned 0755
 * directory; a directory of that name owned by anyone else is refused, not used.
 */
export function executableForRun(executable: string): Promise<string> {
  if (!isRoot()) return Promise.resolve(executable);
  executableCopy ??= (async () => {
    if (await othersCanExecute(executable)) return executable;
    const source = await stat(executable);
    const dir = join(tmpdir(), `fjellvik-chromium-${source.size}-${Math.round(source.mtimeMs)}`);
    await mkdir(dir, { mode: 0o755 }).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== "EEXIST") throw error;
    });
    const info = await lstat(dir);
    if (!info.isDirectory() || info.uid !== 0 || (info.mode & 0o022) !== 0) {
      throw new Error(`${dir} is not a root-owned directory only root can write to`);
    }
    for (const name of [basename(executable), ...SIBLINGS]) {
      const from = join(dirname(executable), name);
      const wanted = await stat(from).catch(() => null);
      if (!wanted) continue;
      const to = join(dir, name);
      if ((await stat(to).catch(() => null))?.size === wanted.size) continue;
      const partial = `${to}.${process.pid}.partial`;
      await copyFile(from, partial, constants.COPYFILE_FICLONE);
      await chmod(partial, name.endsWith(".json") ? 0o644 : 0o755);
      await rename(partial, to);
    }
    return join(dir, basename(executable));
  })().catch((error: unknown) => {
    executableCopy = null;
    throw error;
  });
  return executableCopy;
}

/** Removes run directories a killed process left behind (older than an hour, ours only). */
async function sweepStaleRuns(): Promise<void> {
  const base = tmpdir();
  const names = await readdir(base).catch(() => []);
  for (const name of names) {
    if (!name.startsWith(RUN_DIR_PREFIX)) continue;
    const path = join(base, name);
    const info = await lstat(path).catch(() => null);
    if (!info?.isDirectory() || info.uid !== process.getuid?.()) continue;
    if (Date.now() - info.mtimeMs > STALE_RUN_MS) await rm(path, { recursive: true, force: true });
  }
}

export async function createRunDirectory(): Promise<RunDirectory> {
  await sweepStaleRuns();
  const root = await mkdtemp(join(tmpdir(), RUN_DIR_PREFIX));
  const home = join(root, "home");
  const uid = isRoot() ? RUN_AS : undefined;
  const gid = isRoot() ? RUN_AS : undefined;
  await mkdir(join(home, "tmp"), { recursive: true, mode: 0o700 });
  if (uid !== undefined && gid !== undefined) {
    await chmod(root, 0o711); // the run's user may pass through, not list
    await chown(home, uid, gid);
    await chown(join(home, "tmp"), uid, gid);
  }
  return {
    home,
    profileDir: join(home, "profile"),
    uid,
    gid,
    env: {
      HOME: home,
      TMPDIR: join(home, "tmp"),
      PATH: "/usr/local/bin:/usr/bin:/bin",
      LANG: "C.UTF-8",
      ...(process.env.FONTCONFIG_PATH ? { FONTCONFIG_PATH: process.env.FONTCONFIG_PATH } : {}),
    },
    dispose: () => rm(root, { recursive: true, force: true, maxRetries: 5, retryDelay: 100 }),
  };
}
