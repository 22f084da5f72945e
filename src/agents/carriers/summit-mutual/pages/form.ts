// AgentLink's pages are plain server forms: their fields are filled by the shared label filler, one
// evaluated script per page (see ../../shared/fill-fields.ts).
import type { Page } from 'playwright-core';
import { type FieldFill, type FillReport, fillFields, refusalOf } from '../../shared/fill-fields.ts';

export type Fill = FieldFill;
export type { FillReport };

/** Sets every field of the page; reports the labels and options it could not find. */
export const fillByLabel = (page: Page, fills: Fill[]): Promise<FillReport> =>
  fillFields(page.locator('body'), fills);

/**
 * A refusal message when Summit does not offer one of our amounts, undefined when everything was set;
 * a missing field or vocabulary option means the page changed (thrown).
 */
export const checkFill = (pageName: string, report: FillReport): string | undefined =>
  refusalOf(report, pageName, 'Summit Mutual');
