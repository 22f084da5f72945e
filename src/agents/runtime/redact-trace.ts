// Playwright traces record typed values (action parameters, DOM snapshots with input values, posted
// form bodies). A kept trace is rewritten: every secret the job handled is replaced in every variant
// it may be written in (secret-variants.ts) in every entry of the archive that is not an image. Then
// the result is checked again, images included; if anything is still found, the trace is not kept.
// Work is byte-exact (latin1), so binary entries keep their bytes apart from the replaced runs.
import { readFile, rm, writeFile } from 'node:fs/promises';
import { unzipSync, zipSync } from 'fflate';
import { secretPattern } from './secret-variants.ts';

/** The scrubbed archive still held a secret: it must be thrown away. */
export class TraceNotCleanError extends Error {
  constructor(entry: string) {
    super(`A secret survived scrubbing in trace entry ${entry}; the trace was discarded`);
    this.name = 'TraceNotCleanError';
  }
}

function isImage(data: Uint8Array): boolean {
  const b = data;
  return (
    (b[0] === 0x89 && b[1] === 0x50) || // PNG
    (b[0] === 0xff && b[1] === 0xd8) || // JPEG
    (b[0] === 0x52 && b[1] === 0x49 && b[8] === 0x57) // RIFF…WEBP
  );
}

const text = (data: Uint8Array) => Buffer.from(data).toString('latin1');

/** Entries of an archive that still hold a secret in any variant (images included). */
export function entriesWithSecrets(
  entries: Record<string, Uint8Array>,
  secrets: readonly string[],
): string[] {
  const pattern = secretPattern(secrets);
  if (!pattern) return [];
  return Object.entries(entries)
    .filter(([, data]) => {
      pattern.lastIndex = 0;
      return pattern.test(text(data));
    })
    .map(([name]) => name);
}

/**
 * Writes the scrubbed archive to `target`, with `extra` entries added (scrubbed alike), and returns its
 * size; the raw `source` is always removed. Throws TraceNotCleanError (nothing written) when
 * verification finds a secret left.
 */
export async function redactTraceFile(
  source: string,
  target: string,
  secrets: readonly string[],
  extra: Record<string, Uint8Array> = {},
): Promise<number> {
  let written = false;
  try {
    const entries = { ...unzipSync(new Uint8Array(await readFile(source))), ...extra };
    const pattern = secretPattern(secrets);
    if (pattern) {
      for (const [name, data] of Object.entries(entries)) {
        if (isImage(data)) continue;
        entries[name] = new Uint8Array(Buffer.from(text(data).replace(pattern, '[redacted]'), 'latin1'));
      }
    }
    const zipped = zipSync(entries, { level: 6 });
    const left = entriesWithSecrets(unzipSync(zipped), secrets);
    if (left.length > 0) throw new TraceNotCleanError(left[0]!);
    await writeFile(target, zipped, { mode: 0o600 });
    written = true;
    return zipped.length;
  } finally {
    if (source !== target || !written) await rm(source, { force: true });
  }
}
