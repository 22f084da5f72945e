// The data folder holds the embedded database (its WAL has key hashes and encrypted secrets), the key
// file and job artifacts: only the service's user may read it. The folder is 0700, which alone keeps
// other users out; files are 0600 as well. The process umask covers what we write; PGlite sets its
// own files 0666 whatever the umask, so its folder is narrowed after every open and by the hourly
// maintenance job, and what an older version left readable is narrowed at start.
import { chmod, lstat, mkdir, readdir } from 'node:fs/promises';
import path from 'node:path';

export async function secureDataDir(dir: string): Promise<void> {
  process.umask(0o077);
  await mkdir(dir, { recursive: true, mode: 0o700 });
  await narrowTree(dir);
}

/** Folders 0700, files 0600, everywhere under `target` (symbolic links left alone). */
export async function narrowTree(target: string): Promise<void> {
  const info = await lstat(target);
  if (info.isSymbolicLink()) return;
  if (info.isDirectory()) {
    if ((info.mode & 0o777) !== 0o700) await chmod(target, 0o700);
    for (const name of await readdir(target)) await narrowTree(path.join(target, name)).catch(ignoreVanished);
  } else if ((info.mode & 0o777) !== 0o600) {
    await chmod(target, 0o600);
  }
}

/** PGlite removes WAL segments as it goes: a file gone between listing and chmod is fine. */
function ignoreVanished(error: NodeJS.ErrnoException): void {
  if (error.code !== 'ENOENT') throw error;
}
