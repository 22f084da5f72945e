// Every way a secret can be written into a trace: as typed; percent-encoded the way a browser posts a
// form (`!` → `%21`, space → `+`) or the ways scripts encode URLs (either hex case, `%uXXXX`);
// JSON-escaped (also `\u00XX`); HTML-escaped (DOM snapshots); any mix of these character by character
// (serializers escape only some characters); and base64 at each of the three alignments inside a
// longer payload. Patterns run on latin1 views of UTF-8 bytes, so they match archive entries byte for byte.

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const latin1 = (s: string) => Buffer.from(s, 'utf8').toString('latin1');
/** A hex number in either case, as a pattern: `2f` → `[2][fF]`. */
const anyCaseHex = (value: number, width: number) =>
  [...value.toString(16).padStart(width, '0')]
    .map((d) => (/[a-f]/.test(d) ? `[${d}${d.toUpperCase()}]` : d))
    .join('');

const htmlNames: Record<string, string[]> = {
  '&': ['&amp;'],
  '<': ['&lt;'],
  '>': ['&gt;'],
  '"': ['&quot;'],
  "'": ['&apos;'],
};

/** Every way one character of a secret may be written, as one pattern. */
function charPattern(char: string): string {
  if (/^[A-Za-z0-9]$/.test(char)) return char;
  const code = char.codePointAt(0)!;
  const bytes = [...Buffer.from(char, 'utf8')];
  const ways = [
    escapeRegExp(latin1(char)),
    escapeRegExp(latin1(JSON.stringify(char).slice(1, -1))),
    bytes.map((b) => `%${anyCaseHex(b, 2)}`).join(''),
    ...(htmlNames[char] ?? []).map(escapeRegExp),
    `&#0*${code};`,
    `&#[xX]0*${anyCaseHex(code, 1)};`,
  ];
  if (code <= 0xff) ways.push(`%${anyCaseHex(code, 2)}`); // escape(): Latin-1, one byte
  if (code <= 0xffff) ways.push(`\\\\u${anyCaseHex(code, 4)}`, `%u${anyCaseHex(code, 4)}`);
  if (char === ' ') ways.push('\\+');
  return `(?:${[...new Set(ways)].join('|')})`;
}

/** Base64 characters fixed by the secret alone, wherever it sits in a longer base64 payload. */
export function base64Runs(secret: string): string[] {
  const bytes = Buffer.from(secret, 'utf8');
  const runs: string[] = [];
  for (let offset = 0; offset < 3; offset += 1) {
    const encoded = Buffer.concat([Buffer.alloc(offset), bytes]).toString('base64');
    const run = encoded.slice(Math.ceil((8 * offset) / 6), Math.floor((8 * (offset + bytes.length)) / 6));
    runs.push(run, run.replace(/\+/g, '-').replace(/\//g, '_'));
  }
  return runs.filter((r) => r.length >= 4);
}

function patternsFor(secret: string): string[] {
  const text = [...secret].map(charPattern).join('');
  const all = [text, ...new Set(base64Runs(secret))];
  // A one-time code only counts standing alone, not inside a longer number such as a timestamp.
  if (/^\d+$/.test(secret)) return all.map((p, i) => (i === 0 ? `(?<!\\d)${p}(?!\\d)` : p));
  return all;
}

/** One pattern (global) for every written form of every secret of 3+ characters. */
export function secretPattern(secrets: readonly string[]): RegExp | undefined {
  const parts = secrets.filter((s) => s.length >= 3).flatMap(patternsFor);
  if (parts.length === 0) return undefined;
  return new RegExp(parts.join('|'), 'g');
}
