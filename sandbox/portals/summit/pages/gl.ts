// Commercial General Liability step: Liability Exposure (GL/Exposure.aspx), plus the class code
// look-up table it links to.
import type { FastifyInstance } from 'fastify';
import { type SummitApp, sendPage } from '../app.ts';
import { requireAgent } from '../auth.ts';
import { esc, readForm, selectRow, textRow } from '../html.ts';
import { shell } from '../layout.ts';
import { GL_CLASSES, GL_DEDUCTIBLES, glClass, LIABILITY_LIMITS, PREMIUM_BASES } from '../reference.ts';
import { registerStepPage, type StepPage } from '../step-page.ts';
import type { FieldError, FormValues, GlExposureData } from '../types.ts';
import { parseWholeNumber } from '../validate.ts';
import { SUBMISSIONS } from '../wizard.ts';
import {
  glSchedulesForm,
  glSchedulesPostback,
  parseGlSchedules,
  readGlSchedules,
  renderGlSchedules,
} from './gl-schedules.ts';

const LOOKUP_PATH = `${SUBMISSIONS}/GL/ClassLookup.aspx`;
const FIELDS = ['txtClassCode', 'ddlPremiumBasis', 'txtExposure', 'ddlOccAgg', 'ddlGLDeductible'];
const basisText = (basis: string) => PREMIUM_BASES.find((b) => b.value === basis)?.text ?? basis;

export const exposurePage: StepPage<GlExposureData> = {
  key: 'exposure',
  read: (body) => readGlSchedules(body, readForm(body, FIELDS)),
  toForm: ({ exposure: e }): FormValues => ({
    ...glSchedulesForm(e?.locations, e?.losses),
    ...(e
      ? {
          txtClassCode: e.classCode,
          ddlPremiumBasis: e.basis,
          txtExposure: e.exposure.toLocaleString('en-US'),
          ddlOccAgg: e.limitCode,
          ddlGLDeductible: String(e.deductible),
        }
      : { ddlGLDeductible: '0' }),
  }),
  postback: glSchedulesPostback,
  parse(form, { now }) {
    const errors: FieldError[] = [];
    const fail = (field: string, message: string) => errors.push({ field, message });
    const v = (id: string) => (form[id] ?? '').trim();
    const code = v('txtClassCode');
    const cls = glClass(code);
    if (!code) fail('txtClassCode', 'GL Class Code is required.');
    else if (!/^\d{5}$/.test(code)) fail('txtClassCode', 'GL Class Code must be a 5-digit class code.');
    else if (!cls)
      fail('txtClassCode', `GL Class Code ${code} is not available in AgentLink. See the Class Code Lookup.`);
    const basis = v('ddlPremiumBasis');
    if (!PREMIUM_BASES.some((b) => b.value === basis)) fail('ddlPremiumBasis', 'Premium Basis is required.');
    else if (cls && cls.basis !== basis)
      fail(
        'ddlPremiumBasis',
        `The premium basis for class ${cls.code} (${cls.description}) is ${basisText(cls.basis)}.`,
      );
    const exposure = parseWholeNumber(v('txtExposure').replace(/^\$/, ''));
    if (!v('txtExposure')) fail('txtExposure', 'Exposure Amount is required.');
    else if (!exposure) fail('txtExposure', 'Exposure Amount must be a whole number greater than zero.');
    if (!LIABILITY_LIMITS.some((l) => l.value === v('ddlOccAgg')))
      fail('ddlOccAgg', 'Select the Each Occurrence / General Aggregate limits.');
    if (!GL_DEDUCTIBLES.some((d) => d.value === v('ddlGLDeductible')))
      fail('ddlGLDeductible', 'Property Damage Deductible is required.');
    const schedules = parseGlSchedules(form, now);
    errors.push(...schedules.errors);
    if (errors.length || !cls) return { errors };
    return {
      errors,
      data: {
        classCode: cls.code,
        basis: cls.basis,
        exposure: exposure ?? 0,
        limitCode: v('ddlOccAgg'),
        deductible: Number(v('ddlGLDeductible')),
        ...(schedules.locations.length ? { locations: schedules.locations } : {}),
        ...(schedules.losses.length ? { losses: schedules.losses } : {}),
      },
    };
  },
  save: (draft, data) => {
    draft.exposure = data;
  },
  render(form, errors) {
    const o = (extra: object = {}) => ({ errors, ...extra });
    return `<h2 class="section">Classification</h2><table class="form">
${textRow('GL Class Code', 'txtClassCode', form, o({ required: true, maxlength: 5, size: 7 }))}
<tr><td></td><td class="ctl"><a href="${LOOKUP_PATH}" target="_blank" id="ctl00_MainContent_lnkClassLookup">Class Code Lookup</a></td></tr>
${selectRow('Premium Basis', 'ddlPremiumBasis', PREMIUM_BASES, form, o({ required: true }))}
${textRow('Exposure Amount', 'txtExposure', form, o({ required: true, maxlength: 15, size: 15, hint: '(sales or payroll in $; area in sq ft; units as a count)' }))}
</table><h2 class="section">Limits of Insurance</h2><table class="form">
${selectRow('Each Occurrence / General Aggregate', 'ddlOccAgg', LIABILITY_LIMITS, form, o({ required: true }))}
${selectRow('Property Damage Deductible', 'ddlGLDeductible', GL_DEDUCTIBLES, form, o({ required: true }))}
<tr><td class="lbl">Personal &amp; Advertising Injury:</td><td class="ctl">Equal to Each Occurrence</td></tr>
</table>${renderGlSchedules(form, errors)}`;
  },
};

export function registerGlPages(fastify: FastifyInstance, app: SummitApp) {
  registerStepPage(fastify, app, exposurePage);
  fastify.get(LOOKUP_PATH, async (request, reply) => {
    const session = requireAgent(app, request, reply);
    if (!session) return reply;
    const rows = GL_CLASSES.map(
      (c, i) =>
        `<tr${i % 2 ? ' class="alt"' : ''}><td>${c.code}</td><td>${esc(c.description)}</td><td>${esc(basisText(c.basis))}</td></tr>`,
    ).join('');
    const content = `<h1 class="pagetitle">General Liability Class Code Lookup</h1>
<p>Classes available for quoting in AgentLink. Other classes must be submitted to underwriting.</p>
<table class="grid" id="ctl00_MainContent_gvClasses"><tr><th scope="col">Class Code</th><th scope="col">Description</th><th scope="col">Premium Basis</th></tr>${rows}</table>`;
    return sendPage(
      reply,
      shell({
        title: 'Class Code Lookup',
        content,
        year: app.year(),
        user: app.profile(session.username),
        nav: 'new',
      }),
    );
  });
}
