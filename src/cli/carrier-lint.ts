// `npm run cli -- carrier lint <file>…`: each carrier definition file read as the service's loader reads
// it (src/carrier-definitions/read.ts): schema errors, submission paths that name no field of the
// quote-request model, an id that is not the file's name. Every mistake on its own line; exit code 1
// when any file has one, 0 when all are clean. A portal flow's mistakes too (flow-problems.ts: unknown
// transforms, unreachable screens, pages not defined); with `--pages DIR`, each screen's targets against
// its recorded page DIR/<screen>.html in Chromium, by the kit's label matching (exactly one control each).
import { existsSync } from 'node:fs';
import { launchChromium } from '../agents/chromium.ts';
import { snapshotProblems } from '../agents/definition/snapshots.ts';
import { readDefinitionFile } from '../carrier-definitions/read.ts';
import { hasFlow } from '../domain/carrier-definition/flow-problems.ts';

export async function lintCarrierFiles(
  files: readonly string[],
  print: (line: string) => void,
  options: { pages?: string } = {},
): Promise<number> {
  let mistakes = 0;
  for (const file of files) {
    if (!existsSync(file)) {
      print(`${file}: no such file`);
      mistakes++;
      continue;
    }
    const result = readDefinitionFile(file);
    if (result.ok && options.pages && hasFlow(result.loaded.definition)) {
      if (!existsSync(options.pages)) {
        print(`${options.pages}: no such folder of recorded pages`);
        mistakes++;
        continue;
      }
      const browser = await launchChromium();
      const found = await snapshotProblems(result.loaded.definition, options.pages, browser).finally(() =>
        browser.close(),
      );
      for (const problem of found) print(`${file}: ${problem.path}: ${problem.message}`);
      mistakes += found.length;
      if (found.length > 0) continue;
    }
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
