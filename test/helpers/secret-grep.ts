// The test's own grep for secrets in files (independent of the service's scrubber): every encoding a
// trace or artifact may hold a password or a one-time code in.
import { strFromU8, unzipSync } from 'fflate';

function base64Runs(secret: string): string[] {
  const bytes = Buffer.from(secret);
  const runs: string[] = [];
  for (const pad of [0, 1, 2]) {
    const full = Buffer.concat([Buffer.alloc(pad), bytes]).toString('base64');
    // Drop characters that also depend on the bytes around the secret.
    const run = full.slice(pad === 0 ? 0 : pad + 1, Math.floor(((pad + bytes.length) * 4) / 3));
    runs.push(run, run.replace(/\+/g, '-').replace(/\//g, '_'));
  }
  return runs;
}

export function encodingsOf(secret: string): string[] {
  const form = new URLSearchParams({ s: secret }).toString().slice(2);
  const html = secret
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
  return [
    ...new Set([
      secret,
      encodeURIComponent(secret),
      form,
      form.replace(/%[0-9A-F]{2}/g, (h) => h.toLowerCase()),
      escape(secret),
      JSON.stringify(secret).slice(1, -1),
      html,
      ...base64Runs(secret),
    ]),
  ];
}

/** Every (entry, encoding) where a secret is found; zip archives are opened and searched entry by entry. */
export function findSecrets(name: string, data: Uint8Array, secrets: readonly string[]): string[] {
  const isZip = data[0] === 0x50 && data[1] === 0x4b;
  const entries = isZip ? unzipSync(data) : { [name]: data };
  const found: string[] = [];
  for (const [entry, bytes] of Object.entries(entries)) {
    const text = Buffer.from(bytes).toString('latin1');
    const utf8 = strFromU8(bytes, true);
    for (const secret of secrets) {
      for (const form of encodingsOf(secret)) {
        const pattern = /^\d+$/.test(form) ? new RegExp(`(?<!\\d)${form}(?!\\d)`) : undefined;
        const hit = pattern ? pattern.test(text) : text.includes(form) || utf8.includes(form);
        if (hit) found.push(`${name}:${entry} holds ${JSON.stringify(form)}`);
      }
    }
  }
  return found;
}
