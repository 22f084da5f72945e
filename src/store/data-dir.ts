// The data folder holds the embedded database (its WAL has key hashes and encrypted secrets), the key
// file and job artifacts: only the service's user may read it. The process umask makes everything
// created from here on 0700/0600 (PGlite writes through plain fs calls), and what an older version
// left readable is narrowed at start.
import { chmod, lstat, mkdir, readdir } from 'node:fs/promises';
import path from 'node:path';

export async function secureDataDir(dir: string): Promise<void> {
  process.umask(0o077);
  await mkdir(dir, { recursive: true, mode: 0o700 });
  await narrow(dir);
}

async function narrow(target: string): Promise<void> {
  const info = await lstat(target);
  if (info.isSymbolicLink()) return;
  if (info.isDirectory()) {
    if ((info.mode & 0o777) !== 0o700) await chmod(target, 0o700);
    for (const name of await readdir(target)) await narrow(path.join(target, name));
  } else if ((info.mode & 0o777) !== 0o600) {
    await chmod(target, 0o600);
  }
}
