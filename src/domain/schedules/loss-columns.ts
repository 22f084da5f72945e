// The loss-run schedule: one row per loss, as carriers' loss runs and agency systems list them.
import { lineIds } from '../lines.ts';
import { lossStatuses } from '../quote-request/vocabulary.ts';
import { choice, dollars, text, usDate } from './cells.ts';
import type { Column } from './column.ts';

export const lossColumns: readonly Column[] = [
  {
    field: 'line',
    header: 'Line',
    aliases: ['LOB', 'Line of Business', 'Policy Type', 'Coverage', 'Line of Coverage'],
    read: choice(lineIds, {
      businessowners: 'bop',
      business_owners: 'bop',
      businessowners_policy: 'bop',
      general_liability: 'gl',
      cgl: 'gl',
      liability: 'gl',
      workers_comp: 'wc',
      workers_compensation: 'wc',
      work_comp: 'wc',
      workerscomp: 'wc',
      commercial_auto: 'auto',
      business_auto: 'auto',
      ca: 'auto',
      excess: 'umbrella',
      commercial_umbrella: 'umbrella',
      cyber_liability: 'cyber',
    }),
    required: true,
  },
  {
    field: 'dateOfLoss',
    header: 'Date of Loss',
    aliases: ['Loss Date', 'DOL', 'Occurrence Date', 'Accident Date'],
    read: usDate,
    required: true,
  },
  {
    field: 'dateReported',
    header: 'Date Reported',
    aliases: ['Reported Date', 'Report Date', 'Claim Date'],
    read: usDate,
  },
  {
    field: 'cause',
    header: 'Cause',
    aliases: ['Cause of Loss', 'Type of Loss', 'Loss Type', 'Claim Type'],
    read: text,
  },
  {
    field: 'description',
    header: 'Description',
    aliases: ['Loss Description', 'Claim Description', 'Desc'],
    read: text,
  },
  {
    field: 'amountPaid',
    header: 'Amount Paid',
    aliases: ['Paid', 'Paid Amount', 'Total Paid', 'Amt Paid'],
    read: dollars,
  },
  {
    field: 'amountReserved',
    header: 'Amount Reserved',
    aliases: ['Reserve', 'Reserves', 'Outstanding Reserve', 'Reserved'],
    read: dollars,
  },
  {
    field: 'status',
    header: 'Status',
    aliases: ['Claim Status', 'Open/Closed'],
    read: choice(lossStatuses, {
      o: 'open',
      c: 'closed',
      reopened: 'open',
      closed_without_payment: 'closed',
    }),
  },
];
