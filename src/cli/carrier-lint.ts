// `npm run cli -- carrier lint <file>…`: each carrier definition file read as the service's loader reads
// it (src/carrier-definitions/read.ts): schema errors, submission paths that name no field of the
// quote-request model, an id that is not the file's name. Every mistake on its own line; exit code 1
// when any file has one, 0 when all are clean. (Targets against page snapshots and unreachable screens
// come with the wizard's section.)
import { existsSync } from 'node:fs';
import { readDefinitionFile } from '../carrier-definitions/read.ts';

export function lintCarrierFiles(files: readonly string[], print: (line: string) => void): number {
  let mistakes = 0;
  for (const file of files) {
    if (!existsSync(file)) {
      print(`${file}: no such file`);
      mistakes++;
      continue;
    }
    const result = readDefinitionFile(file);
    if (result.ok) {
      print(`${file}: ok (${result.loaded.id}, ${result.loaded.hash.slice(0, 12)})`);
      continue;
    }
    for (const error of result.errors) print(`${file}: ${error.path || '(file)'}: ${error.message}`);
    mistakes += result.errors.length;
  }
  if (mistakes > 0) print(`${mistakes} mistake${mistakes === 1 ? '' : 's'}`);
  return mistakes > 0 ? 1 : 0;
}
