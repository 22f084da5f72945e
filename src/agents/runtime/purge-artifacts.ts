// Artifact retention: screenshots, quote letters and traces older than the retention period are
// deleted, files and rows. Run daily by the pg-boss maintenance schedule (src/queue/maintenance.ts).
import { rm, rmdir } from 'node:fs/promises';
import path from 'node:path';
import type { Queryable } from '../../store/db.ts';

export async function purgeExpiredArtifacts(db: Queryable, retentionDays: number): Promise<number> {
  const rows = await db.query<{ path: string }>(
    `DELETE FROM job_artifacts WHERE created_at < now() - make_interval(days => $1::int) RETURNING path`,
    [retentionDays],
  );
  const folders = new Set<string>();
  for (const row of rows) {
    await rm(row.path, { force: true });
    folders.add(path.dirname(row.path));
  }
  // A job's folder goes once it is empty; one still holding newer files stays.
  for (const folder of folders) await rmdir(folder).catch(() => undefined);
  return rows.length;
}
