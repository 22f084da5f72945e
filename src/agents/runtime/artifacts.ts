// Job artifacts (step screenshots, quote letters, traces) as files under DATA_DIR/artifacts/<jobId>/,
// listed in job_artifacts so the API and the app can link them. Folders 0700, files 0600: a quote
// letter or a trace is the agency's business only.
import { chmod, mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { newId } from '../../ids.ts';
import type { Queryable } from '../../store/db.ts';

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

export interface ArtifactStore {
  /** Where a new artifact's file goes (for tools that write files themselves, like traces). */
  pathFor(jobId: string, fileName: string): Promise<string>;
  save(
    input: Omit<Artifact, 'id' | 'path' | 'sizeBytes' | 'createdAt'> & { data: Buffer },
  ): Promise<Artifact>;
  /** Records a file already written at `filePath`. */
  record(input: Omit<Artifact, 'id' | 'createdAt'>): Promise<Artifact>;
  list(jobId: string): Promise<Artifact[]>;
  find(jobId: string, artifactId: string): Promise<Artifact | undefined>;
}

const columns = `id, job_id AS "jobId", attempt, kind, name, path, content_type AS "contentType",
  size_bytes AS "sizeBytes", created_at AS "createdAt"`;

const safeName = (name: string) => name.replace(/[^a-zA-Z0-9._-]+/g, '-').slice(0, 100);

export function createArtifactStore(options: { db: Queryable; dataDir: string }): ArtifactStore {
  const root = path.join(options.dataDir, 'artifacts');
  const store: ArtifactStore = {
    async pathFor(jobId, fileName) {
      const dir = path.join(root, safeName(jobId));
      await mkdir(dir, { recursive: true, mode: 0o700 });
      return path.join(dir, `${Date.now()}-${safeName(fileName)}`);
    },
    async save(input) {
      const filePath = await store.pathFor(input.jobId, `${input.attempt}-${input.name}`);
      await writeFile(filePath, input.data, { mode: 0o600 });
      return store.record({ ...input, path: filePath, sizeBytes: input.data.length });
    },
    async record(input) {
      await chmod(input.path, 0o600); // files written by other tools (traces) get the same mode
      const id = newId('artifact');
      const [row] = await options.db.query<Artifact>(
        `INSERT INTO job_artifacts (id, job_id, attempt, kind, name, path, content_type, size_bytes)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING ${columns}`,
        [
          id,
          input.jobId,
          input.attempt,
          input.kind,
          input.name,
          input.path,
          input.contentType,
          input.sizeBytes,
        ],
      );
      return row!;
    },
    list: (jobId) =>
      options.db.query<Artifact>(
        `SELECT ${columns} FROM job_artifacts WHERE job_id = $1 ORDER BY created_at, id`,
        [jobId],
      ),
    async find(jobId, artifactId) {
      const [row] = await options.db.query<Artifact>(
        `SELECT ${columns} FROM job_artifacts WHERE job_id = $1 AND id = $2`,
        [jobId, artifactId],
      );
      return row;
    },
  };
  return store;
}
