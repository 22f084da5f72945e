// Job artifacts (step screenshots, quote letters, traces) as files under DATA_DIR/artifacts/<jobId>/,
// listed in job_artifacts so the API and the app can link them. Folders 0700, files 0600: a quote
// letter or a trace is the agency's business only.
import { chmod, mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { newId } from '../../ids.ts';
import type { Queryable } from '../../store/db.ts';
import { type Artifact, findArtifact, insertArtifact, listArtifacts } from '../../store/job-artifacts.ts';

export type { Artifact, ArtifactKind } from '../../store/job-artifacts.ts';

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
      return insertArtifact(options.db, { ...input, id: newId('artifact') });
    },
    list: (jobId) => listArtifacts(options.db, jobId),
    find: (jobId, artifactId) => findArtifact(options.db, jobId, artifactId),
  };
  return store;
}
