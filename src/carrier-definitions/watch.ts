// The definitions a running service quotes with: a folder read at start and again whenever a file in
// it changes (fs.watch, debounced). A file that no longer validates is refused with every mistake
// logged, and its previous valid version stays in force; a removed file's carrier is no longer offered.
// Whoever reads `current()` gets the set of that moment: a job holds what it started with.
import { type FSWatcher, watch } from 'node:fs';
import path from 'node:path';
import { type DefinitionError, definitionFiles, type LoadedDefinition, readDefinitionFile } from './read.ts';

export interface DefinitionLog {
  info(fields: Record<string, unknown>, message: string): void;
  error(fields: Record<string, unknown>, message: string): void;
}

export interface DefinitionWatcher {
  /** The definitions in force, in file-name order. */
  current(): readonly LoadedDefinition[];
  /** Reads the folder again now (the watcher calls it after changes settle). */
  reload(): void;
  /** Called after a reload changed what is in force. */
  onChange(listener: (definitions: readonly LoadedDefinition[]) => void): void;
  close(): void;
}

export function watchDefinitions(options: {
  dir: string;
  log: DefinitionLog;
  /** How long changes must settle before the folder is read again. */
  debounceMs?: number;
  /** false: read at start and on `reload()` only. */
  watch?: boolean;
}): DefinitionWatcher {
  const { dir, log } = options;
  let inForce = new Map<string, LoadedDefinition>();
  const listeners: ((definitions: readonly LoadedDefinition[]) => void)[] = [];
  const sorted = () => [...inForce.values()].sort((a, b) => a.file.localeCompare(b.file));

  const refused = (file: string, errors: DefinitionError[], kept: LoadedDefinition | undefined) =>
    log.error(
      {
        file,
        errors: errors.map((e) => `${e.path || '(file)'}: ${e.message}`),
        ...(kept ? { keptHash: kept.hash } : {}),
      },
      kept
        ? `carrier definition ${path.basename(file)} refused; the previous version stays in force`
        : `carrier definition ${path.basename(file)} refused`,
    );

  function reload() {
    const next = new Map<string, LoadedDefinition>();
    let changed = false;
    for (const file of definitionFiles(dir)) {
      const before = [...inForce.values()].find((d) => d.file === file);
      let result: ReturnType<typeof readDefinitionFile>;
      try {
        result = readDefinitionFile(file);
      } catch (error) {
        result = { ok: false, errors: [{ file, path: '', message: (error as Error).message }] };
      }
      if (result.ok) {
        const loaded = result.loaded;
        if (next.has(loaded.id)) {
          refused(file, [{ file, path: '/id', message: `another file defines ${loaded.id}` }], before);
          if (before) next.set(before.id, before);
          continue;
        }
        next.set(loaded.id, loaded);
        if (before?.hash !== loaded.hash) {
          changed = true;
          log.info(
            {
              file,
              carrierId: loaded.id,
              hash: loaded.hash,
              ...(before ? { previousHash: before.hash } : {}),
            },
            `carrier definition ${loaded.id} ${before ? 'reloaded' : 'loaded'} (${loaded.hash.slice(0, 12)})`,
          );
        }
      } else {
        refused(file, result.errors, before);
        if (before) next.set(before.id, before);
      }
    }
    for (const gone of inForce.values()) {
      if (![...next.values()].some((d) => d.file === gone.file)) {
        changed = true;
        log.info({ file: gone.file, carrierId: gone.id }, `carrier definition ${gone.id} removed`);
      }
    }
    inForce = next;
    if (changed) for (const listener of listeners) listener(sorted());
  }

  reload();

  let timer: NodeJS.Timeout | undefined;
  let watcher: FSWatcher | undefined;
  if (options.watch !== false) {
    watcher = watch(dir, () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        try {
          reload();
        } catch (error) {
          // The folder itself went away or cannot be read: what is in force stays.
          log.error(
            { err: error, dir },
            'carrier definitions: the folder could not be read; nothing changed',
          );
        }
      }, options.debounceMs ?? 250);
    });
    watcher.on('error', (error) => log.error({ err: error, dir }, 'carrier definitions: watching stopped'));
  }

  return {
    current: sorted,
    reload,
    onChange: (listener) => {
      listeners.push(listener);
    },
    close: () => {
      clearTimeout(timer);
      watcher?.close();
    },
  };
}
