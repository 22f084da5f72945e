// DATA_DIR is 0700 and every file in it 0600, PGlite's own files (WAL segments included)
// and whatever an older version left readable.
import { chmod, mkdir, mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { secureDataDir } from '../../src/store/data-dir.ts';
import { openStore } from '../../src/store/open.ts';

async function walk(dir: string): Promise<{ file: string; mode: number; dir: boolean }[]> {
  const out: { file: string; mode: number; dir: boolean }[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    out.push({ file, mode: (await stat(file)).mode & 0o777, dir: entry.isDirectory() });
    if (entry.isDirectory()) out.push(...(await walk(file)));
  }
  return out;
}

describe('the data folder', () => {
  let root: string;
  afterAll(() => rm(root, { recursive: true, force: true }));

  it('is 0700 with every file 0600, PGlite files included', async () => {
    root = await mkdtemp(path.join(tmpdir(), 'data-dir-'));
    const dataDir = path.join(root, 'data');
    // What an older version left: a readable folder and file.
    await mkdir(path.join(dataDir, 'artifacts'), { recursive: true });
    await writeFile(path.join(dataDir, 'artifacts', 'old.jpg'), 'x');
    await chmod(path.join(dataDir, 'artifacts', 'old.jpg'), 0o666);
    await chmod(path.join(dataDir, 'artifacts'), 0o777);
    const before = process.umask();
    try {
      await secureDataDir(dataDir);
      const db = await openStore({ databaseUrl: undefined, dataDir });
      await db.query(`CREATE TABLE marker (v text)`);
      await db.query(`INSERT INTO marker VALUES ('x')`);
      await db.close();
    } finally {
      process.umask(before);
    }
    expect((await stat(dataDir)).mode & 0o777).toBe(0o700);
    const entries = await walk(dataDir);
    expect(entries.filter((e) => !e.dir).length).toBeGreaterThan(100); // PGlite's cluster files
    expect(entries.some((e) => e.file.includes('pg_wal'))).toBe(true);
    const loose = entries.filter((e) => e.mode !== (e.dir ? 0o700 : 0o600));
    expect(loose.map((e) => `${e.file} ${e.mode.toString(8)}`)).toEqual([]);
    // A new PGlite cluster in a folder of its own: on the PostgreSQL suite nothing has made the kept
    // one, and its start took 14, 23 and 31 s there with both cores busy (30 s is the default).
  }, 120_000);
});
