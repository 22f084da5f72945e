// Ironclad's underwriting questions per line: answered from the submission where it says (security
// controls, records, payment cards, operations), the rest gathered into ONE question list for a
// person. Follow-ups the portal opens after an answer are asked with `when`.
import type {
  LineSubmission,
  Submission,
  SubmissionFor,
} from '../../../../domain/quote-request/model/submission.ts';
import type { Fill } from '../../../kit/fill.ts';
import type { Answer, UnderwritingQuestion } from '../../../playbook.ts';
import type { CanonicalQuestionId } from '../../../questions.ts';
import { type IroncladLine, PCI_CHOICES, RECORDS } from '../mapping.ts';

export type Answers = Record<string, Answer>;

export interface Questionnaire {
  /** What a person must answer (empty when the submission answers everything). */
  questions: UnderwritingQuestion[];
  /** The page's fields, in page order, from the submission and the person's answers. */
  fills(answers: Answers): Fill[];
}

const CARRIER = 'ironclad-specialty';
type QuestionId = CanonicalQuestionId | `${typeof CARRIER}:${string}`;

// The portal's wording: question legends and field labels.
const Q = {
  mfaEmail:
    'Is multi-factor authentication (MFA) enforced for all access to company email, including webmail and mobile?',
  remote: 'Can employees or vendors reach your network remotely (VPN, RDP or remote desktop tools)?',
  mfaRemote: 'Is MFA required for all remote network access?',
  backups: 'Do you back up critical systems and data at least weekly?',
  encrypted: 'Are those backups encrypted?',
  procedure: 'Describe your backup and restore procedure',
  edr: 'Is endpoint detection and response (EDR) deployed on all endpoints?',
  edrProduct: 'EDR product in use',
  records: 'Records containing personal information held',
  incidents: 'Any cyber incidents, data breaches, ransomware events or cyber claims in the past 5 years?',
  incidentDetails: 'Describe each incident, its cost and what changed afterwards',
  pci: 'Do you process payment cards? If so, PCI level',
  privateLabel: 'Any products sold under your own label?',
  privateLabelDetails: 'Describe the private-label products and their annual sales',
  usesSubs: 'Do you use subcontractors?',
  subsNoCoi: 'Do you hire subcontractors without certificates of insurance?',
  glClaims: 'Any general liability claims over $25,000 in the past 3 years?',
  glClaimDetails: 'Describe each claim, the amount paid or reserved, and its status',
  operations: "Describe the applicant's operations",
  fleet: 'Any fleet over 25 vehicles?',
  hazmat: 'Do you haul, store or handle hazardous materials?',
  cancelled: 'Has any underlying policy been cancelled or non-renewed in the past 3 years?',
  cancelDetails: 'Explain the cancellation or non-renewal',
};

/** A question's Yes or No radio. */
const radio = (question: string, yes: boolean): Fill => ({ label: question, value: yes ? 'Yes' : 'No' });

/** Collects questions and reads their answers back with the type asked. */
class Asker {
  readonly questions: UnderwritingQuestion[] = [];

  ask(
    id: QuestionId,
    text: string,
    type: UnderwritingQuestion['type'],
    options: { choices?: string[]; when?: UnderwritingQuestion['when'] } = {},
  ): UnderwritingQuestion {
    const question: UnderwritingQuestion = { id, text, type, ...options };
    this.questions.push(question);
    return question;
  }
}

function yesNo(answers: Answers, question: UnderwritingQuestion): boolean {
  const value = answers[question.id];
  if (typeof value === 'boolean') return value;
  if (typeof value === 'string' && /^(yes|no)$/i.test(value.trim())) return /^yes$/i.test(value.trim());
  throw new Error(`No yes/no answer for ${question.id}`);
}

function text(answers: Answers, question: UnderwritingQuestion): string {
  const value = answers[question.id];
  if (typeof value !== 'string') throw new Error(`No text answer for ${question.id}`);
  return value.trim();
}

function choice(answers: Answers, question: UnderwritingQuestion): string {
  const value = answers[question.id];
  if (typeof value !== 'string' || !question.choices?.includes(value))
    throw new Error(`No answer among the choices for ${question.id}`);
  return value;
}

/** A Yes/No known from the submission, else asked. */
function known(value: boolean | undefined, asker: Asker, id: QuestionId, question: string) {
  const asked = value === undefined ? asker.ask(id, question, 'yes_no') : undefined;
  return {
    asked,
    /** Follow-ups of a Yes: asked only when the person answers Yes. */
    whenYes: asked ? { when: { questionId: asked.id, answer: true } } : {},
    /** Whether a Yes follow-up is needed at all (not when the submission says No). */
    mayBeYes: value !== false,
    read: (answers: Answers) => (asked ? yesNo(answers, asked) : (value as boolean)),
  };
}

/** The operations description: `industryDescription` when it says enough (the portal wants 20+ characters). */
function operations(submission: Submission, asker: Asker) {
  const description = submission.input.industryDescription?.trim() ?? '';
  const asked =
    description.length >= 20 ? undefined : asker.ask('operations.description', Q.operations, 'text');
  return (answers: Answers): Fill => ({
    label: Q.operations,
    value: asked ? text(answers, asked) : description,
  });
}

/**
 * Cyber. `securityControls.mfa` answers both MFA questions, `backups` the weekly-backup question,
 * `encryption` whether backups are encrypted; EDR and prior incidents come from the submission when
 * it has them. Remote access, the backup procedure, the EDR product and the PCI level are asked.
 */
function cyber(submission: SubmissionFor<'cyber'>): Questionnaire {
  const data = submission.cyber;
  const controls = data.securityControls;
  const asker = new Asker();
  const remote = asker.ask(`${CARRIER}:remote_network_access`, Q.remote, 'yes_no');
  const procedure = controls.backups
    ? asker.ask(`${CARRIER}:backup_procedure`, Q.procedure, 'text')
    : undefined;
  const edr = known(controls.endpointDetection, asker, `${CARRIER}:edr_deployed`, Q.edr);
  const edrProduct = edr.mayBeYes
    ? asker.ask(`${CARRIER}:edr_product`, Q.edrProduct, 'text', edr.whenYes)
    : undefined;
  const incidents = known(data.priorIncidents, asker, 'cyber.priorIncident', Q.incidents);
  const incidentDetails = incidents.mayBeYes
    ? asker.ask(`${CARRIER}:cyber_incident_details`, Q.incidentDetails, 'text', incidents.whenYes)
    : undefined;
  const pci =
    data.acceptsPaymentCards === false
      ? undefined
      : asker.ask(`${CARRIER}:pci_level`, Q.pci, 'choice', {
          choices: data.acceptsPaymentCards ? PCI_CHOICES.slice(1) : PCI_CHOICES,
        });
  return {
    questions: asker.questions,
    fills(answers) {
      const fills: Fill[] = [radio(Q.mfaEmail, controls.mfa)];
      const remoteYes = yesNo(answers, remote);
      fills.push(radio(Q.remote, remoteYes));
      if (remoteYes) fills.push(radio(Q.mfaRemote, controls.mfa));
      fills.push(radio(Q.backups, controls.backups));
      if (procedure)
        fills.push(radio(Q.encrypted, controls.encryption), {
          label: Q.procedure,
          value: text(answers, procedure),
        });
      const edrYes = edr.read(answers);
      fills.push(radio(Q.edr, edrYes));
      if (edrYes && edrProduct) fills.push({ label: Q.edrProduct, value: text(answers, edrProduct) });
      fills.push({ label: Q.records, value: RECORDS[data.recordsHeld] });
      const incidentsYes = incidents.read(answers);
      fills.push(radio(Q.incidents, incidentsYes));
      if (incidentsYes && incidentDetails)
        fills.push({ label: Q.incidentDetails, value: text(answers, incidentDetails) });
      fills.push({ label: Q.pci, value: pci ? choice(answers, pci) : PCI_CHOICES[0]! });
      return fills;
    },
  };
}

/**
 * GL. Subcontracting is known when `subcontractorCost` is given (0: none); no GL claims in five
 * years (`claimsLastFiveYears: 0`) answers "claims over $25,000 in 3 years" with No.
 */
function gl(submission: SubmissionFor<'gl'>): Questionnaire {
  const data = submission.generalLiability;
  const asker = new Asker();
  const privateLabel = asker.ask('products.ownLabel', Q.privateLabel, 'yes_no');
  const privateLabelDetails = asker.ask(`${CARRIER}:private_label_products`, Q.privateLabelDetails, 'text', {
    when: { questionId: privateLabel.id, answer: true },
  });
  const subcontracts = data.subcontractorCost === undefined ? undefined : data.subcontractorCost > 0;
  const usesSubs = known(subcontracts, asker, `${CARRIER}:uses_subcontractors`, Q.usesSubs);
  const noCoi = usesSubs.mayBeYes
    ? asker.ask('gl.subcontractorsWithoutCertificates', Q.subsNoCoi, 'yes_no', usesSubs.whenYes)
    : undefined;
  const noClaims = data.claimsLastFiveYears === 0 ? false : undefined;
  const claims = known(noClaims, asker, `${CARRIER}:gl_claims_over_25k`, Q.glClaims);
  const claimDetails = claims.mayBeYes
    ? asker.ask(`${CARRIER}:gl_claim_details`, Q.glClaimDetails, 'text', claims.whenYes)
    : undefined;
  const ops = operations(submission, asker);
  return {
    questions: asker.questions,
    fills(answers) {
      const fills: Fill[] = [];
      const labelYes = yesNo(answers, privateLabel);
      fills.push(radio(Q.privateLabel, labelYes));
      if (labelYes) fills.push({ label: Q.privateLabelDetails, value: text(answers, privateLabelDetails) });
      const subsYes = usesSubs.read(answers);
      fills.push(radio(Q.usesSubs, subsYes));
      if (subsYes && noCoi) fills.push(radio(Q.subsNoCoi, yesNo(answers, noCoi)));
      const claimsYes = claims.read(answers);
      fills.push(radio(Q.glClaims, claimsYes));
      if (claimsYes && claimDetails)
        fills.push({ label: Q.glClaimDetails, value: text(answers, claimDetails) });
      fills.push(ops(answers));
      return fills;
    },
  };
}

/**
 * Umbrella. The fleet question is answered from `commercialAuto.vehicles` when the request carries
 * the auto schedule; hazardous materials and cancelled underlying policies are asked.
 */
function umbrella(submission: Submission): Questionnaire {
  const vehicles = submission.commercialAuto?.vehicles;
  const fleetKnown = vehicles ? vehicles.length > 25 : undefined;
  const asker = new Asker();
  const fleet = known(fleetKnown, asker, `${CARRIER}:fleet_over_25`, Q.fleet);
  const hazmat = asker.ask('operations.hazardousMaterials', Q.hazmat, 'yes_no');
  const cancelled = asker.ask(`${CARRIER}:underlying_cancelled`, Q.cancelled, 'yes_no');
  const cancelDetails = asker.ask(`${CARRIER}:underlying_cancellation_details`, Q.cancelDetails, 'text', {
    when: { questionId: cancelled.id, answer: true },
  });
  const ops = operations(submission, asker);
  return {
    questions: asker.questions,
    fills(answers) {
      const cancelledYes = yesNo(answers, cancelled);
      const fills: Fill[] = [
        radio(Q.fleet, fleet.read(answers)),
        radio(Q.hazmat, yesNo(answers, hazmat)),
        radio(Q.cancelled, cancelledYes),
      ];
      if (cancelledYes) fills.push({ label: Q.cancelDetails, value: text(answers, cancelDetails) });
      fills.push(ops(answers));
      return fills;
    },
  };
}

export function questionnaireFor(filing: LineSubmission<IroncladLine>): Questionnaire {
  if (filing.line === 'cyber') return cyber(filing.submission);
  return filing.line === 'gl' ? gl(filing.submission) : umbrella(filing.submission);
}
