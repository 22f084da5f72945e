// Cyber Liability on Ironclad Exchange: coverage options, the security questionnaire and its outcomes.
import {
  type FieldErrors,
  type FormValues,
  followUp,
  radioQuestion,
  selectField,
  textArea,
  textField,
} from '../forms.ts';
import { money } from '../layout.ts';
import {
  CYBER_LIMIT_FACTORS,
  CYBER_RETENTION_FACTORS,
  type PciLevel,
  type RecordsBand,
  rateCyber,
} from '../rating.ts';
import { type Decision, type LineModule, requireAnswer, requireText, yes } from './types.ts';

const amountOptions = (table: Record<number, number>): [string, string][] =>
  Object.keys(table).map((key) => [key, money(Number(key))]);

export const RECORDS_OPTIONS: [RecordsBand, string][] = [
  ['under100k', 'Fewer than 100,000'],
  ['100k-500k', '100,000 to 500,000'],
  ['500k-1m', '500,001 to 1,000,000'],
  ['over1m', 'More than 1,000,000'],
];

export const PCI_OPTIONS: [PciLevel, string][] = [
  ['none', 'No, we do not process payment cards'],
  ['level4', 'Yes, PCI level 4 (fewer than 20,000 e-commerce transactions)'],
  ['level3', 'Yes, PCI level 3 (20,000 to 1 million e-commerce transactions)'],
  ['level2', 'Yes, PCI level 2 (1 to 6 million transactions)'],
  ['level1', 'Yes, PCI level 1 (over 6 million transactions)'],
];

const SE_OPTIONS: [string, string][] = [
  ['100000', '$100,000'],
  ['250000', '$250,000'],
];

const label = (options: [string, string][], value: string | undefined) =>
  options.find(([key]) => key === value)?.[1] ?? '';

function renderCoverage(values: FormValues, errors: FieldErrors): string {
  const common = { values, errors, required: true };
  return `<div class="ix-grid">
${selectField({ ...common, name: 'agg_limit', label: 'Aggregate limit', options: amountOptions(CYBER_LIMIT_FACTORS), placeholder: 'Select a limit' })}
${selectField({ ...common, name: 'retention', label: 'Retention', options: amountOptions(CYBER_RETENTION_FACTORS), placeholder: 'Select a retention' })}
${selectField({ ...common, name: 'se_sublimit', label: 'Social engineering sublimit', options: SE_OPTIONS, hint: 'Funds transfer fraud and invoice manipulation' })}
</div>`;
}

function validateCoverage(values: FormValues): FieldErrors {
  const errors: FieldErrors = {};
  if (!(Number(values.agg_limit) in CYBER_LIMIT_FACTORS)) errors.agg_limit = 'Select an aggregate limit';
  if (!(Number(values.retention) in CYBER_RETENTION_FACTORS)) errors.retention = 'Select a retention';
  if (!SE_OPTIONS.some(([key]) => key === values.se_sublimit))
    errors.se_sublimit = 'Select a social engineering sublimit';
  return errors;
}

function renderUnderwriting(values: FormValues, errors: FieldErrors): string {
  const q = { values, errors };
  const backupsShown = yes(values, 'backups');
  return `
${radioQuestion({ ...q, name: 'mfa_email', label: 'Is multi-factor authentication (MFA) enforced for all access to company email, including webmail and mobile?' })}
${radioQuestion({ ...q, name: 'remote_access', label: 'Can employees or vendors reach your network remotely (VPN, RDP or remote desktop tools)?' })}
${followUp(
  'remote_access',
  ['Y'],
  yes(values, 'remote_access'),
  radioQuestion({
    ...q,
    name: 'mfa_remote',
    label: 'Is MFA required for all remote network access?',
    disabled: !yes(values, 'remote_access'),
  }),
)}
${radioQuestion({ ...q, name: 'backups', label: 'Do you back up critical systems and data at least weekly?' })}
${followUp(
  'backups',
  ['Y'],
  backupsShown,
  radioQuestion({
    ...q,
    name: 'backups_encrypted',
    label: 'Are those backups encrypted?',
    disabled: !backupsShown,
  }) +
    textArea({
      ...q,
      name: 'backup_procedure',
      label: 'Describe your backup and restore procedure',
      hint: 'Where backups are kept, how often they are taken, and when a restore was last tested.',
      disabled: !backupsShown,
    }),
)}
${radioQuestion({ ...q, name: 'edr', label: 'Is endpoint detection and response (EDR) deployed on all endpoints?' })}
${followUp('edr', ['Y'], yes(values, 'edr'), textField({ ...q, name: 'edr_product', label: 'EDR product in use', disabled: !yes(values, 'edr') }))}
${selectField({ ...q, name: 'records', label: 'Records containing personal information held', options: RECORDS_OPTIONS, placeholder: 'Select a range', hint: 'PII, PHI and cardholder records, current and archived' })}
${radioQuestion({ ...q, name: 'prior_incidents', label: 'Any cyber incidents, data breaches, ransomware events or cyber claims in the past 5 years?' })}
${followUp(
  'prior_incidents',
  ['Y'],
  yes(values, 'prior_incidents'),
  textArea({
    ...q,
    name: 'incident_details',
    label: 'Describe each incident, its cost and what changed afterwards',
    disabled: !yes(values, 'prior_incidents'),
  }),
)}
${selectField({ ...q, name: 'pci', label: 'Do you process payment cards? If so, PCI level', options: PCI_OPTIONS, placeholder: 'Select one' })}`;
}

function validateUnderwriting(values: FormValues): FieldErrors {
  const errors: FieldErrors = {};
  requireAnswer(values, errors, 'mfa_email', 'Tell us whether MFA is enforced for email');
  requireAnswer(values, errors, 'remote_access', 'Tell us whether your network can be reached remotely');
  if (yes(values, 'remote_access'))
    requireAnswer(values, errors, 'mfa_remote', 'Tell us whether MFA is required for remote access');
  requireAnswer(values, errors, 'backups', 'Tell us whether you back up at least weekly');
  if (yes(values, 'backups')) {
    requireAnswer(values, errors, 'backups_encrypted', 'Tell us whether backups are encrypted');
    requireText(
      values,
      errors,
      'backup_procedure',
      'Describe your backup and restore procedure in at least 20 characters',
    );
  }
  requireAnswer(values, errors, 'edr', 'Tell us whether EDR is deployed');
  if (yes(values, 'edr')) requireText(values, errors, 'edr_product', 'Name the EDR product in use', 2);
  if (!RECORDS_OPTIONS.some(([key]) => key === values.records))
    errors.records = 'Select the number of records held';
  requireAnswer(values, errors, 'prior_incidents', 'Tell us about cyber incidents in the past 5 years');
  if (yes(values, 'prior_incidents'))
    requireText(values, errors, 'incident_details', 'Describe the incidents in at least 20 characters');
  if (!PCI_OPTIONS.some(([key]) => key === values.pci))
    errors.pci = 'Tell us whether you process payment cards';
  return errors;
}

const yesNo = (value: string | undefined) => (value === 'Y' ? 'Yes' : value === 'N' ? 'No' : '');

function reviewRows(coverage: FormValues, uw: FormValues): [string, string][] {
  const rows: [string, string][] = [
    ['Aggregate limit', money(Number(coverage.agg_limit))],
    ['Retention', money(Number(coverage.retention))],
    ['Social engineering sublimit', money(Number(coverage.se_sublimit))],
    ['MFA on email', yesNo(uw.mfa_email)],
    ['Remote network access', yesNo(uw.remote_access)],
  ];
  if (yes(uw, 'remote_access')) rows.push(['MFA on remote access', yesNo(uw.mfa_remote)]);
  rows.push(['Weekly backups', yesNo(uw.backups)]);
  if (yes(uw, 'backups'))
    rows.push(
      ['Backups encrypted', yesNo(uw.backups_encrypted)],
      ['Backup and restore procedure', uw.backup_procedure ?? ''],
    );
  rows.push(['EDR on all endpoints', yes(uw, 'edr') ? `Yes (${uw.edr_product})` : 'No']);
  rows.push(['Records held', label(RECORDS_OPTIONS, uw.records)]);
  rows.push(['Incidents in past 5 years', yesNo(uw.prior_incidents)]);
  rows.push(['Payment cards', label(PCI_OPTIONS, uw.pci)]);
  return rows;
}

function decide(applicant: FormValues, coverage: FormValues, uw: FormValues): Decision {
  if (!yes(uw, 'backups'))
    return {
      kind: 'declined',
      message:
        'Ironclad requires backups of critical systems and data at least weekly. We are unable to offer cyber terms for this risk.',
    };
  if (uw.records === 'over1m' && !yes(uw, 'backups_encrypted'))
    return {
      kind: 'declined',
      message:
        'We cannot offer cyber terms where more than 1,000,000 records are held and backups are not encrypted.',
    };
  if (yes(uw, 'prior_incidents'))
    return {
      kind: 'referred',
      message:
        'Referred to underwriter: a cyber incident or claim in the past 5 years needs underwriter review. An Ironclad cyber underwriter will contact you within 2 business days.',
    };
  const rating = rateCyber({
    state: applicant.state ?? '',
    naics: applicant.naics ?? '',
    annualRevenue: Number(applicant.revenue),
    aggregateLimit: Number(coverage.agg_limit),
    retention: Number(coverage.retention),
    socialEngineeringSublimit: Number(coverage.se_sublimit),
    records: uw.records as RecordsBand,
    remoteAccessMfa: yes(uw, 'remote_access') ? yes(uw, 'mfa_remote') : undefined,
    backupsEncrypted: yes(uw, 'backups_encrypted'),
    edr: yes(uw, 'edr'),
    pci: uw.pci as PciLevel,
  });
  const terms: [string, string][] = [
    ['Aggregate limit', money(Number(coverage.agg_limit))],
    ['Retention', money(Number(coverage.retention))],
    ['Social engineering sublimit', money(Number(coverage.se_sublimit))],
  ];
  if (!yes(uw, 'mfa_email'))
    return { kind: 'indicated', rating, terms, note: 'Indication — bindable once MFA is confirmed' };
  return { kind: 'quoted', rating, terms };
}

export const cyberLine: LineModule = {
  product: 'cyber',
  title: 'Cyber Liability',
  quoteCode: 'CYB',
  renderCoverage,
  validateCoverage,
  renderUnderwriting,
  validateUnderwriting,
  reviewRows,
  decide,
};
