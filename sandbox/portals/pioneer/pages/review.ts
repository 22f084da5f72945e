// Step 5, Review & Quote: everything entered, the agent's certification, and the button that sends the
// submission to rating and underwriting.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { field } from '../auth.ts';
import { decideSubmission } from '../decide.ts';
import type { DraftData } from '../drafts.ts';
import { outcomePath, type StepSlug, stepPath } from '../flow.ts';
import { escapeHtml, money, usDate } from '../html.ts';
import { renderPage } from '../layout.ts';
import {
  BOP_LIABILITY_LIMITS,
  CONSTRUCTION_TYPES,
  LEGAL_ENTITIES,
  UNDERLYING_AUTO_LIMITS,
  WC_EL_LIMITS,
} from '../reference.ts';
import { QUESTIONS } from '../underwriting.ts';
import {
  type LoadedStep,
  loadStep,
  type PortalDeps,
  type StepRequest,
  sendHtml,
  submissionHeader,
} from './common.ts';

const label = (choices: [string, string][], value: string) =>
  choices.find(([v]) => v === value)?.[1] ?? value;
const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

function coverageRows(draft: DraftData): [string, string][] {
  if (draft.line === 'bop' && draft.bop) {
    const b = draft.bop;
    return [
      ['Building Owned', yesNo(b.buildingOwned)],
      ['Building Replacement Cost', b.buildingOwned ? money(b.buildingValue) : 'N/A'],
      ['Business Personal Property', money(b.bppValue)],
      ['Construction Type', label(CONSTRUCTION_TYPES, b.construction)],
      ['Year Built', String(b.yearBuilt)],
      ['Total Square Footage', b.squareFeet.toLocaleString('en-US')],
      ['Fully Sprinklered', yesNo(b.sprinklered)],
      ['Liability Limits', label(BOP_LIABILITY_LIMITS, b.liabilityLimit)],
      ['Property Deductible', money(b.deductible)],
    ];
  }
  if (draft.line === 'wc' && draft.wc) {
    const w = draft.wc;
    return [
      ...w.classes.map((c, i): [string, string] => [
        `Class ${i + 1}`,
        `${c.state} ${c.classCode} · payroll ${money(c.payroll)} · ${c.employees} employees`,
      ]),
      ['Experience Modification Factor', w.experienceMod.toFixed(2)],
      ["Employers' Liability Limits", label(WC_EL_LIMITS, w.employersLiabilityLimit)],
      ['Owners / Officers Included', yesNo(w.ownersIncluded)],
    ];
  }
  const u = draft.umbrella;
  if (!u) return [];
  return [
    ['Umbrella Limit', money(u.limit)],
    ['Self-Insured Retention', money(u.retention)],
    ['General Liability', `${u.glCarrier} · ${u.glLimits.split('/').map(Number).map(money).join(' / ')}`],
    [
      'Auto Liability',
      u.autoLimit === 'none'
        ? 'None'
        : `${u.autoCarrier} · ${label(UNDERLYING_AUTO_LIMITS, u.autoLimit)} · ${u.vehicles} vehicles`,
    ],
    [
      'Employers Liability',
      u.elLimits === 'none' ? 'None' : `${u.elCarrier} · ${label(WC_EL_LIMITS, u.elLimits)}`,
    ],
  ];
}

function section(id: string, slug: StepSlug, title: string, rows: [string, string][]) {
  return (
    `<div class="panel"><h2>${escapeHtml(title)} <a class="hint" href="${escapeHtml(stepPath(id, slug))}">Edit</a></h2>` +
    `<table class="data"><tbody>${rows.map(([k, v]) => `<tr><th scope="row">${escapeHtml(k)}</th><td>${escapeHtml(v)}</td></tr>`).join('')}</tbody></table></div>`
  );
}

function page(reply: FastifyReply, loaded: LoadedStep, error?: string) {
  const { submission, draft, signed } = loaded;
  const a = draft.applicant!;
  const c = draft.classification!;
  const answers = draft.answers ?? {};
  const answerText = (v: string) => (v === 'Y' ? 'Yes' : v === 'N' ? 'No' : v === '0' ? 'None' : v);
  const button = draft.line === 'umbrella' ? 'Request Indication' : 'Get Quote';
  const body =
    `<h1>Review &amp; Submit</h1>${submissionHeader(submission)}` +
    (error ? `<div class="alert alert-error" role="alert">${escapeHtml(error)}</div>` : '') +
    section(submission.id, 'applicant', 'Applicant', [
      ['Named Insured', a.namedInsured],
      ['DBA Name', a.dba || 'None'],
      ['Legal Entity', label(LEGAL_ENTITIES, a.legalEntity)],
      ['FEIN / Tax ID', a.fein || 'Not provided'],
      ['Mailing Address', `${a.street}, ${a.city}, ${a.state} ${a.zip}`],
      ['Contact', `${a.contactName} · ${a.contactPhone} · ${a.contactEmail}`],
      ['Proposed Effective Date', usDate(a.effectiveDate)],
    ]) +
    section(submission.id, 'classification', 'Classification', [
      ['NAICS', `${c.naics} ${c.naicsTitle}`],
      ['Gross Sales', money(c.grossSales)],
      ['Number of Employees', String(c.employees)],
      ...(c.totalPayroll !== undefined ? [['Total Payroll', money(c.totalPayroll)] as [string, string]] : []),
    ]) +
    section(submission.id, 'coverage', 'Coverage', coverageRows(draft)) +
    section(
      submission.id,
      'questions',
      'Underwriting Questions',
      QUESTIONS[draft.line].map((q) => [q.text, answerText(answers[q.id] ?? '') || 'Not answered']),
    ) +
    `<form method="post" novalidate><input type="hidden" name="_pnToken" value="${signed.token}">` +
    `<div class="panel"><span class="radio"><input type="checkbox" id="certify" name="certify" value="yes">` +
    `<label for="certify">I certify that the information in this application is complete and accurate to the best of my knowledge.</label></span></div>` +
    `<div class="actions"><a class="button secondary" href="${escapeHtml(stepPath(submission.id, 'questions'))}">Back</a>` +
    `<button type="submit" class="primary" name="action" value="continue">${button}</button></div></form>`;
  return sendHtml(
    reply,
    renderPage({
      title: 'Review & Submit',
      user: signed.user,
      nav: 'quote',
      step: { line: draft.line, current: 'review' },
      body,
    }),
  );
}

export function registerReview(app: FastifyInstance, deps: PortalDeps) {
  const { ctx } = deps;

  app.get('/producernet/submissions/:id/review', async (request: StepRequest, reply) => {
    const loaded = loadStep(deps, request, reply, 'review');
    if (!loaded) return reply;
    return page(reply, loaded);
  });

  app.post('/producernet/submissions/:id/review', async (request: StepRequest, reply) => {
    const loaded = loadStep(deps, request, reply, 'review');
    if (!loaded) return reply;
    if (field(request.body, 'certify') !== 'yes') {
      return page(reply, loaded, 'You must certify the application before requesting a quote.');
    }
    const outcome = decideSubmission({ ...loaded.draft, completed: 5 }, ctx.now());
    ctx.submissions.update(loaded.submission.id, outcome, ctx.now());
    return reply.redirect(outcomePath(loaded.submission.id), 303);
  });
}
