// Artifact retention: screenshots, quote letters and traces older than the retention period are
// deleted, files and rows. Run daily by the pg-boss maintenance schedule (src/queue/maintenance.ts).
import { rm, rmdir } from 'node:fs/promises';
import path from 'node:path';
import type { Queryable } from '../../store/db.ts';
import { deleteArtifactsOlderThan } from '../../store/job-artifacts.ts';

export async function purgeExpiredArtifacts(db: Queryable, retentionDays: number): Promise<number> {
  const paths = await deleteArtifactsOlderThan(db, retentionDays);
  const folders = new Set<string>();
  for (const file of paths) {
    await rm(file, { force: true });
    folders.add(path.dirname(file));
  }
  // A job's folder goes once it is empty; one still holding newer files stays.
  for (const folder of folders) await rmdir(folder).catch(() => undefined);
  return paths.length;
}
