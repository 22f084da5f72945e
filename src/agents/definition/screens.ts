// A definition's wizard screens as the kit's wizard pages: each recognised by its headings, its fields
// evaluated for the job (values.ts; a field with no value is left for the kit to place or ask), its
// questions answered (questions.ts), filled and finished by the kit's form page (fillPage, finishPage,
// Carry), its continue button pressed by intent with the definition's captions first. The portal's
// answer is the page it leads to, or the same page with its refusal.
import type { FieldDefinition, ScreenDefinition } from '../../domain/carrier-definition/flow-schema.ts';
import { readPath } from '../../domain/carrier-definition/values.ts';
import { buttonFor } from '../kit/buttons.ts';
import type { Fill } from '../kit/fill.ts';
import { type Carry, type FormPage, fillPage, finishPage, type PageResult } from '../kit/form-page.ts';
import { region } from '../kit/region.ts';
import type { WizardPage } from '../kit/wizard.ts';
import type { PlaybookContext } from '../playbook.ts';
import { answerAddressDialog } from './controls/address-dialog.ts';
import { awaitOptions, splitDependent } from './controls/dependent-select.ts';
import { saveFrameForm } from './controls/frame-form.ts';
import { questionsOf } from './controls/page-questions.ts';
import { screenParts } from './controls/parts.ts';
import { scheduleRows } from './controls/rows.ts';
import { searchChoices } from './controls/search-choice.ts';
import { checkStated } from './controls/stated.ts';
import { tableFills } from './controls/tables.ts';
import type { DefinedPortal } from './portal.ts';
import { answerQuestions } from './questions.ts';
import { evaluateFor, holdsFor, scopeOf } from './scope.ts';

/** One field of the definition as the kit's fills (one per element of an `each` list). */
function fillsOf(ctx: PlaybookContext, field: FieldDefinition): Fill[] {
  const items: { item?: unknown; n?: number }[] = field.each
    ? (() => {
        const list = readPath(scopeOf(ctx), field.each!);
        return Array.isArray(list) ? list.map((item, i) => ({ item, n: i + 1 })) : [];
      })()
    : [{}];
  return items.flatMap(({ item, n }) => {
    if (!holdsFor(ctx, field.when, item)) return [];
    const value = evaluateFor(ctx, field.value, item);
    // Nothing to put: an optional control is ours and left empty; a required one is the kit's to
    // place by value or ask a person for (the missing-information path).
    if (value === undefined && !field.optional) return [];
    const numbered = (text: string) => (n === undefined ? text : text.replaceAll('{n}', String(n)));
    const search =
      field.control === 'combobox' && field.search ? evaluateFor(ctx, field.search, item) : undefined;
    const fill: Fill = {
      label: numbered(field.label),
      value: value ?? '',
      ...(field.also ? { also: field.also.map(numbered) } : {}),
      ...(field.group ? { group: numbered(field.group) } : {}),
      ...(field.byValue ? { byValue: true } : {}),
      ...(field.offered ? { offered: true } : {}),
      ...(field.either ? { either: numbered(field.either) } : {}),
      ...(search ? { search } : {}),
      ...(field.refusal ? { refusal: field.refusal.replaceAll('{value}', value ?? '') } : {}),
      // A named control of the kit: only a control of that kind may take the field.
      ...(field.control && field.control !== 'dependent-select'
        ? { kinds: [field.control === 'combobox' ? 'combobox' : 'date'] as const }
        : {}),
    };
    return [fill];
  });
}

/** The screen shown as the kit's form page: its continue button pressed; the same page with an alert is refused. */
function formPage(
  ctx: PlaybookContext,
  portal: DefinedPortal,
  screen: ScreenDefinition,
  where: string,
): FormPage {
  const { wizard, id, name } = portal.definition;
  const root = region(portal.page, wizard.root ?? 'main');
  return {
    ctx,
    carrierId: id,
    carrierName: name,
    where,
    root,
    async submit() {
      const dialog = screen.dialog;
      const button = await buttonFor(root, 'continue', screen.continue, where);
      await portal.press(button, {}, dialog && ((press) => answerAddressDialog(portal, dialog, press)));
      const errors = await portal.errors(wizard.errors);
      return errors.length > 0 ? { moved: false, errors } : { moved: true };
    },
  };
}

export function wizardPages(ctx: PlaybookContext, portal: DefinedPortal): WizardPage<undefined>[] {
  const { wizard, name } = portal.definition;
  const names = wizard.lines[ctx.line] ?? [];
  return names.map((step) => {
    const screen = wizard.screens[step]!;
    return {
      headings: screen.headings,
      step: screen.step ?? step,
      async complete(_state, carry: Carry, heading: string): Promise<PageResult> {
        const page = formPage(ctx, portal, screen, heading);
        if (screen.frame) {
          const framed = screen.frame.fields.flatMap((field) => fillsOf(ctx, field));
          const result = await saveFrameForm(ctx, portal, screen.frame, framed, heading);
          if (result) return result;
        }
        const rows: Fill[] = [];
        for (const schedule of screen.rows === undefined ? [] : [screen.rows].flat()) {
          const filled = await scheduleRows(ctx, portal, schedule, heading);
          if (typeof filled === 'string') return { kind: 'rejected', message: filled };
          rows.push(...filled);
        }
        const searched = await searchChoices(ctx, portal, screen.fields ?? [], page);
        if (typeof searched === 'string') return { kind: 'rejected', message: searched };
        const parts = screen.parts ? await screenParts(ctx, portal, screen.parts) : undefined;
        const byParts = new Set(parts?.totals.map((f) => f.label));
        const questions = await questionsOf(ctx, portal, screen, carry, heading);
        const tables = screen.tables ? await tableFills(ctx, portal, screen, heading) : [];
        if (typeof tables === 'string') return { kind: 'rejected', message: tables };
        const fills = [
          ...(screen.fields ?? []).flatMap((field) => fillsOf(ctx, field)),
          ...searched,
          ...rows,
          ...tables,
          ...(parts?.totals ?? []),
          ...(await answerQuestions(
            ctx,
            questions.filter((q) => !byParts.has(q.label)),
            name,
          )),
        ];
        // Drop-downs that load from another field's choice go in once loaded (controls/dependent-select.ts).
        const { first, later } = splitDependent(screen, fills);
        const refusal =
          (await fillPage(page, first, carry)) ??
          (await checkStated(ctx, portal, screen)) ??
          (await awaitOptions(
            portal,
            later.map((f) => f.label),
          )) ??
          (later.length > 0 ? await fillPage(page, later, undefined) : undefined) ??
          (await parts?.place(page));
        return refusal ? { kind: 'rejected', message: refusal } : finishPage(page, carry);
      },
    };
  });
}
