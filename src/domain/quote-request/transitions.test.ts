import { describe, expect, it } from 'vitest';
import { jobStatuses, requestStatuses } from './states.ts';
import {
  assertJobTransition,
  assertRequestTransition,
  canMoveJob,
  canMoveRequest,
  jobStatusesLeadingTo,
  rollUpRequestStatus,
} from './transitions.ts';

describe('job transitions', () => {
  it('follows the brief: standby → queued → running → waiting → running → terminal', () => {
    for (const [from, to] of [
      ['standby', 'queued'],
      ['queued', 'running'],
      ['running', 'mfa_waiting'],
      ['mfa_waiting', 'running'],
      ['running', 'action_required'],
      ['action_required', 'running'],
      ['running', 'success'],
      ['running', 'failed'],
      ['failed', 'queued'],
    ] as const) {
      expect(canMoveJob(from, to), `${from} → ${to}`).toBe(true);
    }
  });

  it('refuses leaving a terminal state and skipping dispatch', () => {
    for (const to of jobStatuses) {
      expect(canMoveJob('success', to)).toBe(false);
      expect(canMoveJob('cancelled', to)).toBe(false);
    }
    expect(canMoveJob('standby', 'running')).toBe(false);
    expect(canMoveJob('standby', 'success')).toBe(false);
    expect(() => assertJobTransition('success', 'running')).toThrow(
      'A job cannot go from success to running',
    );
  });

  it('lists the states a guarded update may start from', () => {
    expect(jobStatusesLeadingTo('running').sort()).toEqual([
      'action_required',
      'mfa_waiting',
      'queued',
      'running',
    ]);
  });
});

describe('request transitions', () => {
  it('goes pending → in_progress → one terminal state', () => {
    expect(canMoveRequest('pending', 'in_progress')).toBe(true);
    for (const to of ['completed', 'partial', 'failed', 'cancelled'] as const) {
      expect(canMoveRequest('in_progress', to)).toBe(true);
    }
    for (const to of requestStatuses) expect(canMoveRequest('completed', to)).toBe(false);
    expect(() => assertRequestTransition('pending', 'completed')).toThrow(
      /cannot go from pending to completed/,
    );
  });
});

describe('roll-up', () => {
  it('stays in progress while any job is unfinished, waiting for a person included', () => {
    expect(rollUpRequestStatus(['success', 'running'])).toBe('in_progress');
    expect(rollUpRequestStatus(['success', 'mfa_waiting'])).toBe('in_progress');
    expect(rollUpRequestStatus(['failed', 'queued'])).toBe('in_progress');
  });

  it('ends completed, partial, failed or cancelled', () => {
    expect(rollUpRequestStatus(['success', 'success'])).toBe('completed');
    expect(rollUpRequestStatus(['success', 'failed'])).toBe('partial');
    expect(rollUpRequestStatus(['success', 'cancelled'])).toBe('partial');
    expect(rollUpRequestStatus(['failed', 'cancelled'])).toBe('failed');
    expect(rollUpRequestStatus(['cancelled', 'cancelled'])).toBe('cancelled');
    expect(rollUpRequestStatus([])).toBe('failed');
  });
});
