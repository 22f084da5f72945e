// Last step, every line: "Review & quote". Shows what was entered (dates as "Mar 4, 2027") and rates it.
import { api } from '../api.js';
import { $, busy, esc, idle, renderView, toast } from '../dom.js';
import { formatDate, money } from '../format.js';
import { loadReference } from '../state.js';
import { renderMaintenance } from './notices.js';
import { loadStep, stepHash, wizardPage } from './wizard.js';

const labelOf = (options, value) => options.find((o) => String(o.value) === String(value))?.label ?? value;
const dl = (pairs) =>
  `<dl class="summary">${pairs.map(([k, v]) => `<div><dt>${esc(k)}</dt><dd>${esc(v)}</dd></div>`).join('')}</dl>`;
const table = (caption, heads, rows) =>
  `<div class="table-wrap"><table class="grid-table"><caption>${esc(caption)}</caption><thead><tr>${heads.map((h) => `<th scope="col">${esc(h)}</th>`).join('')}</tr></thead><tbody>${rows.map((r) => `<tr>${r.map((c) => `<td>${esc(c)}</td>`).join('')}</tr>`).join('')}</tbody></table></div>`;
const section = (title, id, step, body) =>
  `<section class="panel"><div class="panel-head"><h2>${esc(title)}</h2><a href="${stepHash(id, step)}">Edit ${esc(title.toLowerCase())}</a></div>${body}</section>`;

function lineSections(s, ref) {
  const d = s.data;
  if (s.line === 'wc') {
    return section(
      'Class codes & payroll',
      s.id,
      'wc-classes',
      table(
        'Rating classifications',
        ['State', 'Class code', 'Annual payroll', 'Full-time', 'Part-time'],
        d.wc.classes.map((c) => [c.state, c.classCode, money(c.payroll), c.fullTime, c.partTime]),
      ) +
        dl([
          ['Experience modification factor', d.wc.experienceMod.toFixed(2)],
          ["Employers' liability limits", labelOf(ref.elLimits, d.wc.elLimit)],
          ['Owners and officers included', d.wc.ownersIncluded ? 'Yes' : 'No'],
        ]) +
        (d.wc.officers?.length
          ? table(
              'Owners & officers',
              ['Name', 'Title', 'Ownership', 'Coverage', 'Class code', 'Annual payroll'],
              d.wc.officers.map((o) => [
                o.name,
                o.title,
                `${o.ownership} %`,
                o.included ? 'Included' : 'Excluded',
                o.included ? o.classCode : '—',
                o.included ? money(o.payroll) : '—',
              ]),
            )
          : ''),
    );
  }
  if (s.line === 'auto') {
    const v = d.vehicles;
    return (
      section(
        'Vehicles & coverage',
        s.id,
        'vehicles',
        table(
          'Scheduled vehicles',
          ['VIN', 'Year', 'Make', 'Model', 'Garaging ZIP', 'Use', 'Radius'],
          v.vehicles.map((x) => [
            x.vin,
            x.year,
            x.make,
            x.model,
            x.garagingZip,
            labelOf(ref.vehicleUses, x.use),
            labelOf(ref.radiusBands, x.radius),
          ]),
        ) +
          dl([
            ['Liability limit', labelOf(ref.autoLimits, v.liabilityLimit)],
            ['Comprehensive and collision deductible', labelOf(ref.autoDeductibles, v.deductible)],
          ]),
      ) +
      section(
        'Drivers',
        s.id,
        'drivers',
        table(
          'Listed drivers',
          ['Name', 'Date of birth', 'License'],
          d.drivers.drivers.map((x) => [
            `${x.firstName} ${x.lastName}`,
            formatDate(x.dateOfBirth),
            `${x.licenseState} ${x.licenseNumber}`,
          ]),
        ),
      )
    );
  }
  const cls = ref.glClasses.find((c) => c.code === d.gl.classCode);
  return section(
    'Operations & coverage',
    s.id,
    'gl-operations',
    dl([
      ['General liability class', `${cls.code} — ${cls.description}`],
      [
        'Exposure',
        `${Number(d.gl.exposure).toLocaleString('en-US')} (${cls.basisName.toLowerCase()}, rated ${cls.unit})`,
      ],
      ['Limits of insurance', labelOf(ref.glLimits, d.gl.limits)],
      ['Property damage deductible', labelOf(ref.glDeductibles, d.gl.deductible)],
    ]) +
      (d.gl.losses?.length
        ? table(
            'Loss history',
            ['Date of loss', 'Type', 'Paid', 'Reserved', 'Status'],
            d.gl.losses.map((l) => [
              formatDate(l.date),
              labelOf(ref.lossTypes, l.type),
              money(l.paid),
              money(l.reserved),
              l.status === 'open' ? 'Open' : 'Closed',
            ]),
          )
        : ''),
  );
}

export async function renderReview({ id }) {
  const ref = await loadReference();
  const s = await loadStep(id, 'review');
  if (!s) return;
  const b = s.data.business;
  const questions = ref.questions[s.line];
  const answer = (q) =>
    q.type === 'yesno' ? (s.data.questions[q.id] === 'yes' ? 'Yes' : 'No') : s.data.questions[q.id];
  const body = `${section(
    'Business details',
    s.id,
    'business',
    dl([
      ['Legal business name', b.legalName],
      ...(b.dba ? [['DBA', b.dba]] : []),
      ['FEIN', b.fein || 'Not provided'],
      ['NAICS code', `${b.naics} ${b.naicsTitle}`],
      ['Business structure', labelOf(ref.entityTypes, b.entityType)],
      ['Year business started', b.yearStarted],
      ['Annual revenue', money(b.annualRevenue)],
      ['Total employees', b.employeeCount],
      ['Address', `${b.street}, ${b.city}, ${b.state} ${b.zip}`],
      ['Contact', `${b.contactName}, ${b.contactEmail}, ${b.contactPhone}`],
      ['Policy effective date', formatDate(b.effectiveDate)],
    ]),
  )}
  ${lineSections(s, ref)}
  ${section('Underwriting questions', s.id, 'questions', dl(questions.map((q) => [q.text, answer(q)])))}
  <div class="actions"><!--back--><button type="button" class="btn btn--primary" id="get-quote">Get quote</button></div>`;
  const main = renderView(
    wizardPage({ line: s.line, lineName: s.lineName, submission: s, step: 'review', body }),
    'Review & quote',
  );
  const button = $('#get-quote', main);
  button.addEventListener('click', async () => {
    button.disabled = true;
    busy('Rating your submission…');
    try {
      const rated = await api('POST', `/api/submissions/${s.id}/rate`);
      location.hash = `#/submissions/${rated.id}`;
    } catch (error) {
      if (error.code === 'MAINTENANCE') renderMaintenance();
      else if (!error.authLost) toast(error.message, 'error', 8000);
    } finally {
      idle();
      button.disabled = false;
    }
  });
}
