// Playwright traces record typed values (action parameters, DOM snapshots with password fields, posted
// form bodies). A trace is kept only after a failure, and only after every secret the job handled is
// replaced, in every variant it may be written in (plain, URL- and form-encoded, JSON-escaped), in
// every entry of the archive that is not an image. Work is byte-exact (latin1), so binary entries
// keep their bytes apart from the replaced runs.
import { readFile, rm, writeFile } from 'node:fs/promises';
import { unzipSync, zipSync } from 'fflate';

function isImage(data: Uint8Array): boolean {
  const b = data;
  return (
    (b[0] === 0x89 && b[1] === 0x50) || // PNG
    (b[0] === 0xff && b[1] === 0xd8) || // JPEG
    (b[0] === 0x52 && b[1] === 0x49 && b[8] === 0x57) // RIFF…WEBP
  );
}

export function secretVariants(secret: string): string[] {
  const forms = new Set([
    secret,
    encodeURIComponent(secret),
    encodeURIComponent(secret).replace(/%20/g, '+'),
    JSON.stringify(secret).slice(1, -1),
  ]);
  return [...forms].map((s) => Buffer.from(s, 'utf8').toString('latin1'));
}

export async function redactTraceFile(
  source: string,
  target: string,
  secrets: readonly string[],
): Promise<number> {
  const variants = secrets.filter((s) => s.length >= 3).flatMap(secretVariants);
  const entries = unzipSync(new Uint8Array(await readFile(source)));
  for (const [name, data] of Object.entries(entries)) {
    if (isImage(data)) continue;
    let text = Buffer.from(data).toString('latin1');
    for (const v of variants) text = text.split(v).join('[redacted]');
    entries[name] = new Uint8Array(Buffer.from(text, 'latin1'));
  }
  const zipped = zipSync(entries, { level: 6 });
  await writeFile(target, zipped);
  if (source !== target) await rm(source, { force: true });
  return zipped.length;
}
