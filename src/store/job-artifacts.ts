// job_artifacts: the files kept for a job (step screenshots, quote letters, traces), by path.
import type { Queryable } from './db.ts';

export type ArtifactKind = 'screenshot' | 'document' | 'trace';

export interface Artifact {
  id: string;
  jobId: string;
  attempt: number;
  kind: ArtifactKind;
  name: string;
  path: string;
  contentType: string;
  sizeBytes: number;
  createdAt: Date;
}

const columns = `id, job_id AS "jobId", attempt, kind, name, path, content_type AS "contentType",
  size_bytes AS "sizeBytes", created_at AS "createdAt"`;

export async function insertArtifact(
  db: Queryable,
  artifact: Omit<Artifact, 'createdAt'>,
): Promise<Artifact> {
  const [row] = await db.query<Artifact>(
    `INSERT INTO job_artifacts (id, job_id, attempt, kind, name, path, content_type, size_bytes)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING ${columns}`,
    [
      artifact.id,
      artifact.jobId,
      artifact.attempt,
      artifact.kind,
      artifact.name,
      artifact.path,
      artifact.contentType,
      artifact.sizeBytes,
    ],
  );
  return row!;
}

export async function listArtifacts(db: Queryable, jobId: string): Promise<Artifact[]> {
  return db.query<Artifact>(
    `SELECT ${columns} FROM job_artifacts WHERE job_id = $1 ORDER BY created_at, id`,
    [jobId],
  );
}

export async function findArtifact(db: Queryable, jobId: string, id: string): Promise<Artifact | undefined> {
  const [row] = await db.query<Artifact>(
    `SELECT ${columns} FROM job_artifacts WHERE job_id = $1 AND id = $2`,
    [jobId, id],
  );
  return row;
}

/** Deletes the rows of artifacts older than `retentionDays` and answers their paths (files to remove). */
export async function deleteArtifactsOlderThan(db: Queryable, retentionDays: number): Promise<string[]> {
  const rows = await db.query<{ path: string }>(
    'DELETE FROM job_artifacts WHERE created_at < now() - make_interval(days => $1::int) RETURNING path',
    [retentionDays],
  );
  return rows.map((row) => row.path);
}
