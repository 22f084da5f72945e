// The README's create body ("A first quote request, with curl"), read from README.md itself.
import { readFile } from 'node:fs/promises';

/** The JSON after `-d '` of the README's POST /v1/quotes, with the shell's "$START" as the script sets it. */
export async function readmeCreateBody(start: string): Promise<Record<string, unknown>> {
  const readme = await readFile(new URL('../../../README.md', import.meta.url), 'utf8');
  const create = readme.slice(readme.indexOf('CREATED=$(curl -sf -X POST $API/v1/quotes \\'));
  const json = /-d '(\{[\s\S]*?\n {2}\})'/.exec(create)?.[1];
  if (!json) throw new Error('README: no create body after "CREATED=$(curl -sf -X POST $API/v1/quotes"');
  return JSON.parse(json.replace(`"'"$START"'"`, JSON.stringify(start)));
}
