// The `glExposure` transform of the value library (value-schema.ts): of a GL class code, the exposure on
// the basis the carrier rates the class on (carriers/gl-exposure.ts), its basis or its amount; with
// `whole`, for a portal that takes one class and one exposure, every location of the class. Pure.
import { glExposureOn } from '../carriers/gl-exposure.ts';
import type { ExposureBasis } from '../carriers/requirements.ts';
import type { CreateQuoteRequest } from '../quote-request/model/create-body.ts';
import type { Raw, ValueScope } from './values.ts';

export interface GlExposureArg {
  classes: Partial<Record<ExposureBasis, string[]>>;
  take: string;
  whole?: boolean;
}

export function glExposure(v: Raw, { classes, take, whole }: GlExposureArg, scope: ValueScope): Raw {
  const submission = scope.submission as unknown as CreateQuoteRequest;
  const gl = submission.generalLiability;
  if (!gl) return undefined;
  const code = Array.isArray(v) ? v.join(' ') : String(v);
  const rated = Object.entries(classes).find(([, codes]) => codes?.includes(code))?.[0];
  const exposure = (rated && glExposureOn(submission, rated as ExposureBasis)) || {
    basis: gl.exposureBasis,
    amount: gl.exposure,
  };
  if (take === 'basis') return exposure.basis;
  // The request's own exposure is the primary location's: every other location's of the class joins it.
  const rows = whole && exposure.basis === gl.exposureBasis ? (gl.locationClassCodes ?? []) : [];
  if (rows.some((r) => r.classCode !== gl.classCode || r.exposureBasis !== gl.exposureBasis))
    return undefined;
  return Math.round(rows.reduce((sum, r) => sum + r.exposure, exposure.amount));
}
