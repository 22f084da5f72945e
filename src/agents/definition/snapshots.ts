// A definition's targets checked against recorded pages (`carrier lint --pages <dir>`, decision 0034):
// each screen with a snapshot `<dir>/<screen>.html` is opened in Chromium, and each of its fields and
// questions must name exactly one control there by the kit's label matching (kit/targets.ts), as a job
// would pair it. A target that matches nothing, or several controls equally, is named by its path.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import type { FlowDefinition } from '../../domain/carrier-definition/flow-problems.ts';
import type { Field } from '../kit/fill.ts';
import { region } from '../kit/region.ts';
import { matchTargets } from '../kit/targets.ts';

export interface SnapshotProblem {
  path: string;
  message: string;
}

export async function snapshotProblems(
  definition: FlowDefinition,
  dir: string,
  browser: Browser,
): Promise<SnapshotProblem[]> {
  const problems: SnapshotProblem[] = [];
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    for (const [name, screen] of Object.entries(definition.wizard.screens)) {
      const file = path.join(dir, `${name}.html`);
      if (!existsSync(file)) continue;
      const page = await context.newPage();
      await page.setContent(readFileSync(file, 'utf8'), { waitUntil: 'domcontentloaded' });
      const targets: { at: string; field: Field }[] = [
        ...(screen.fields ?? []).map((f, i) => {
          const one = (text: string) => text.replaceAll('{n}', '1');
          return {
            at: `/wizard/screens/${name}/fields/${i}`,
            field: {
              label: one(f.label),
              ...(f.also ? { also: f.also.map(one) } : {}),
              ...(f.group ? { group: one(f.group) } : {}),
            },
          };
        }),
        ...(screen.questions ?? []).map((q, i) => ({
          at: `/wizard/screens/${name}/questions/${i}`,
          field: { label: q.label },
        })),
      ];
      const matches = await matchTargets(
        region(page, definition.wizard.root ?? 'main'),
        targets.map((t) => t.field),
      );
      matches.forEach((match, i) => {
        const { at, field } = targets[i]!;
        const where = `on the recorded page ${path.basename(file)}`;
        if (match.kind === 'none')
          problems.push({ path: at, message: `"${field.label}" matches no control ${where}` });
        if (match.kind === 'several')
          problems.push({
            path: at,
            message: `"${field.label}" matches several controls ${where}: ${match.labels.map((l) => `"${l}"`).join(', ')}`,
          });
      });
      await page.close();
    }
  } finally {
    await context.close();
  }
  return problems;
}
