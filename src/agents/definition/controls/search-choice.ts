// Kit control: a class found by a search as you type (`choose:` on a combobox field whose value is
// empty: the submission names no class the carrier lists). The field's `choose.search` is typed into the
// combobox (a NAICS code), and the options it lists that say a value (`pattern`'s first group: the
// class code) decide: one is taken, several are a person's choice (never ours: `question`), none is the
// carrier refusing the business (`none`). A portal that could not answer the search (an outage) lists
// nothing either, so its own words that it is down are read first.
import type { FieldDefinition } from '../../../domain/carrier-definition/flow-schema.ts';
import { judgeFill } from '../../kit/carry.ts';
import { type Fill, fillForm } from '../../kit/fill.ts';
import type { FormPage } from '../../kit/form-page.ts';
import type { PlaybookContext } from '../../playbook.ts';
import type { DefinedPortal } from '../portal.ts';
import { evaluateFor, holdsFor } from '../scope.ts';

/** The options listed for `search` that say a value, as the combobox shows them. */
async function optionsFor(page: FormPage, label: string, search: string, pattern: RegExp): Promise<string[]> {
  const report = await fillForm(page.root, [
    { label, value: search, search, kinds: ['combobox'], offered: true },
  ]);
  judgeFill({ ...report, missingOptions: [] }, page.where, page.carrierName);
  return (report.missingOptions[0]?.offered ?? []).filter((option) => pattern.test(option));
}

/**
 * Fills for the screen's searched fields (those with `choose` and no value of their own), or the
 * refusal's words when a search lists nothing that fits.
 */
export async function searchChoices(
  ctx: PlaybookContext,
  portal: DefinedPortal,
  fields: readonly FieldDefinition[],
  page: FormPage,
): Promise<Fill[] | string> {
  const fills: Fill[] = [];
  for (const field of fields) {
    const spec = field.choose;
    if (!spec || !holdsFor(ctx, field.when) || evaluateFor(ctx, field.value) !== undefined) continue;
    const search = evaluateFor(ctx, spec.search) ?? '';
    const pattern = new RegExp(spec.pattern);
    const words = (text: string) => text.replaceAll('{search}', search);
    const options = search ? await optionsFor(page, field.label, search, pattern) : [];
    if (options.length === 0) {
      await portal.checkUp();
      return words(spec.none);
    }
    let chosen = options[0]!;
    if (options.length > 1) {
      const { id, text } = spec.question;
      const given = await ctx.answerQuestions([{ id, text: words(text), type: 'choice', choices: options }]);
      chosen = String(given[id] ?? '');
    }
    const value = pattern.exec(chosen)?.[1];
    if (!value) return `${portal.definition.name}: no ${field.label.toLowerCase()} was chosen.`;
    fills.push({ label: field.label, value, search: value, kinds: ['combobox'], offered: true });
  }
  return fills;
}
