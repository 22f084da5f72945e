// learned_mappings: portal controls people confirmed as taking one of our fields, per agency, carrier
// and screen, or carrier-wide once an operator promotes one. Labels and screens are compared by
// mappingKey; one mapping is active per key, and a withdrawn one stays with its reason and evidence.
// Mappings proposed from a take-over (decision 0030): mapping-proposals.ts.
import {
  type MappingActor,
  type MappingKind,
  type MappingSource,
  type MappingState,
  mappingKey,
  type WithdrawReason,
} from '../domain/learned-mappings.ts';
import { newId } from '../ids.ts';
import type { Db, Queryable } from './db.ts';

export interface LearnedMappingRecord {
  id: string;
  /** null for a carrier-wide mapping (promoted by an operator) */
  agencyId: string | null;
  carrierId: string;
  screen: string;
  label: string;
  /** Empty for a `continue` mapping (its `label` is the button's caption). */
  field: string;
  kind: MappingKind;
  state: MappingState;
  source: MappingSource;
  /** The job whose take-over proposed it. */
  jobId: string | null;
  proposedBy: MappingActor | null;
  /** The person's e-mail behind `proposedBy`. */
  proposedByName: string | null;
  proposedAt: Date | null;
  /** What was seen when proposed: the value set, the page's address. */
  observed: Record<string, unknown> | null;
  confirmedBy: MappingActor;
  /** The person's e-mail or the API key's name behind `confirmedBy`, when it is either. */
  confirmedByName: string | null;
  confirmedAt: Date;
  withdrawnAt: Date | null;
  withdrawnBy: MappingActor | null;
  withdrawnReason: WithdrawReason | null;
  evidence: Record<string, unknown> | null;
  promotedFrom: string | null;
}

const select = `SELECT m.id, m.agency_id AS "agencyId", m.carrier_id AS "carrierId", m.screen, m.label,
  m.field, m.confirmed_by AS "confirmedBy", coalesce(u.email, k.name) AS "confirmedByName",
  m.confirmed_at AS "confirmedAt", m.withdrawn_at AS "withdrawnAt", m.withdrawn_by AS "withdrawnBy",
  m.withdrawn_reason AS "withdrawnReason", m.evidence, m.promoted_from AS "promotedFrom", m.kind, m.state,
  m.source, m.job_id AS "jobId", m.proposed_by AS "proposedBy", p.email AS "proposedByName",
  m.proposed_at AS "proposedAt", m.observed
  FROM learned_mappings m
  LEFT JOIN users u ON u.id = m.confirmed_by
  LEFT JOIN api_keys k ON k.id = m.confirmed_by
  LEFT JOIN users p ON p.id = m.proposed_by`;

/** Same owner (an agency, or carrier-wide when null), carrier, screen and label, still active. */
const sameActive = `coalesce(agency_id, '') = coalesce($1, '') AND carrier_id = $2 AND screen_key = $3
  AND label_key = $4 AND withdrawn_at IS NULL AND state = 'active' AND kind = 'field'`;

export interface LearnInput {
  agencyId: string | null;
  carrierId: string;
  screen: string;
  label: string;
  field: string;
  confirmedBy: MappingActor;
  /** For a carrier-wide copy: the agency's mapping it was promoted from. */
  promotedFrom?: string;
}

/**
 * Records a confirmed mapping. Confirming the same field again keeps the active one as it is; another
 * field replaces it (the old one withdrawn as `replaced` by the same actor).
 */
export async function learnMapping(db: Db, input: LearnInput): Promise<LearnedMappingRecord> {
  const key = [input.agencyId, input.carrierId, mappingKey(input.screen), mappingKey(input.label)];
  const id = await db.transaction(async (tx) => {
    const [current] = await tx.query<{ id: string; field: string }>(
      `SELECT id, field FROM learned_mappings WHERE ${sameActive} FOR UPDATE`,
      key,
    );
    if (current?.field === input.field) return current.id;
    if (current) await setWithdrawn(tx, current.id, input.confirmedBy, 'replaced', null);
    const created = newId('learnedMapping');
    await tx.query(
      `INSERT INTO learned_mappings (id, agency_id, carrier_id, screen, screen_key, label, label_key, field,
         confirmed_by, promoted_from)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
      [
        created,
        input.agencyId,
        input.carrierId,
        input.screen.trim(),
        key[2],
        input.label.trim(),
        key[3],
        input.field,
        input.confirmedBy,
        input.promotedFrom ?? null,
      ],
    );
    return created;
  });
  return (await findMapping(db, id))!;
}

export async function findMapping(db: Queryable, id: string): Promise<LearnedMappingRecord | undefined> {
  const [row] = await db.query<LearnedMappingRecord>(`${select} WHERE m.id = $1`, [id]);
  return row;
}

/** An agency's own mapping (never a carrier-wide one, never another agency's). */
export async function findAgencyMapping(
  db: Queryable,
  agencyId: string,
  id: string,
): Promise<LearnedMappingRecord | undefined> {
  const [row] = await db.query<LearnedMappingRecord>(`${select} WHERE m.id = $1 AND m.agency_id = $2`, [
    id,
    agencyId,
  ]);
  return row;
}

/** An agency's own mappings, active and withdrawn, newest first. */
export async function listAgencyMappings(
  db: Queryable,
  agencyId: string,
  filter: { carrierId?: string } = {},
): Promise<LearnedMappingRecord[]> {
  return db.query<LearnedMappingRecord>(
    `${select} WHERE m.agency_id = $1 AND ($2::text IS NULL OR m.carrier_id = $2)
     ORDER BY m.confirmed_at DESC, m.id DESC`,
    [agencyId, filter.carrierId ?? null],
  );
}

/** Every mapping of a carrier, every agency's and carrier-wide, newest first (the operator's view). */
export async function listCarrierMappings(db: Queryable, carrierId: string): Promise<LearnedMappingRecord[]> {
  return db.query<LearnedMappingRecord>(
    `${select} WHERE m.carrier_id = $1 ORDER BY m.confirmed_at DESC, m.id DESC`,
    [carrierId],
  );
}

/**
 * The mappings a job of the agency applies on the carrier's portal: the agency's own and the
 * carrier-wide ones, the agency's own winning where both map the same screen and label.
 */
export async function activeMappingsFor(
  db: Queryable,
  agencyId: string,
  carrierId: string,
): Promise<LearnedMappingRecord[]> {
  return db.query<LearnedMappingRecord>(
    `${select.replace('SELECT', 'SELECT DISTINCT ON (m.screen_key, m.label_key)')}
     WHERE m.carrier_id = $2 AND m.withdrawn_at IS NULL AND m.state = 'active'
       AND (m.agency_id = $1 OR m.agency_id IS NULL)
     ORDER BY m.screen_key, m.label_key, (m.agency_id IS NULL), m.confirmed_at DESC`,
    [agencyId, carrierId],
  );
}

/**
 * Withdraws an active mapping; answers it as it now is, or undefined when it was not active (already
 * withdrawn, or no such id).
 */
export async function withdrawMapping(
  db: Queryable,
  id: string,
  by: { actor: MappingActor; reason: WithdrawReason; evidence?: Record<string, unknown> },
): Promise<LearnedMappingRecord | undefined> {
  const done = await setWithdrawn(db, id, by.actor, by.reason, by.evidence ?? null);
  return done ? findMapping(db, id) : undefined;
}

export async function setWithdrawn(
  db: Queryable,
  id: string,
  actor: MappingActor,
  reason: WithdrawReason,
  evidence: Record<string, unknown> | null,
): Promise<boolean> {
  const rows = await db.query(
    `UPDATE learned_mappings SET withdrawn_at = now(), withdrawn_by = $2, withdrawn_reason = $3,
       evidence = $4::jsonb
     WHERE id = $1 AND withdrawn_at IS NULL RETURNING id`,
    [id, actor, reason, evidence === null ? null : JSON.stringify(evidence)],
  );
  return rows.length > 0;
}

/**
 * Copies an agency's active mapping as carrier-wide, for every agency's jobs (replacing a carrier-wide
 * one of the same screen and label that maps another field). Undefined when it is not an active
 * agency mapping.
 */
export async function promoteMapping(
  db: Db,
  id: string,
  by: MappingActor,
): Promise<LearnedMappingRecord | undefined> {
  const source = await findMapping(db, id);
  if (!source || source.agencyId === null || source.withdrawnAt || source.state !== 'active')
    return undefined;
  if (source.kind !== 'field') return undefined;
  return learnMapping(db, {
    agencyId: null,
    carrierId: source.carrierId,
    screen: source.screen,
    label: source.label,
    field: source.field,
    confirmedBy: by,
    promotedFrom: source.id,
  });
}
