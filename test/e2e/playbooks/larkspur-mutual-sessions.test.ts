// Larkspur Mutual from its definition (decision 0034), in real Chromium against Quote Studio: the
// authenticator code with the device remembered, a kept session, a sign-in check's answers, a retry
// continuing its own recorded submission and a later attempt finding the draft it did not record,
// layout 2, requirements the definition does not know asked of a person, and a screen it does not know
// failing the wizard's usual way.
import { describe, expect, it } from 'vitest';
import { definedPlaybook } from '../../../src/agents/definition/playbook.ts';
import type { FlowDefinition } from '../../../src/domain/carrier-definition/flow-problems.ts';
import {
  answering,
  carrier,
  denverStore,
  failure,
  ID,
  playbook,
  quoteOf,
  useQuoteStudio,
} from './larkspur-run.ts';
import { signInWith } from './sign-in.ts';

const studio = useQuoteStudio();
const { run, stored } = studio;

describe('Larkspur Mutual from its definition: sign-in and sessions', () => {
  it('remembers the device: the next sign-in from that browser asks no code; a kept session signs in not at all', async () => {
    const { page } = await studio.harness.newPage();
    const first = await run('gl', denverStore('Champa Street Device One LLC'), { page });
    expect(first.steps).toContain('mfa');
    await page.context().clearCookies({ name: 'LKS_SESSION' });
    const second = await run('gl', denverStore('Champa Street Device Two LLC'), { page });
    expect(second.steps).toContain('login');
    expect(second.steps).not.toContain('mfa');
    quoteOf(second.outcome);
    const kept = await run('gl', denverStore('Champa Street Device Three LLC'), { page, keptSession: true });
    expect(kept.signIns).toEqual(['reused']);
    expect(kept.steps).not.toContain('login');
    quoteOf(kept.outcome);
  });

  it('answers a sign-in check: accepted, refused, and locked in the portal’s words', async () => {
    expect(await signInWith(studio.harness, playbook, studio.demo)).toBe('accepted');
    const refused = await signInWith(studio.harness, playbook, {
      username: 'demo.agency',
      password: 'Wrong#1',
    });
    expect(refused).toEqual({ rejected: expect.stringMatching(/don’t match our records/) });
    for (let i = 0; i < 4; i += 1)
      await signInWith(studio.harness, playbook, { username: 'second.producer', password: 'x' });
    expect(
      await signInWith(studio.harness, playbook, { username: 'second.producer', password: 'x' }),
    ).toEqual({
      locked: expect.stringMatching(/locked after too many attempts/),
    });
  });
});

describe('Larkspur Mutual from its definition: retries', () => {
  it('a retry continues the submission whose reference it recorded, filing nothing twice', async () => {
    const name = 'Champa Street Retry LLC';
    const body = denverStore(name);
    studio.harness.sandbox.state.faults.set(ID, { sessionExpiryAfterPages: 4 });
    let recorded: string | undefined;
    const error = await failure(run('gl', body, { onPortalReference: (r) => (recorded = r) }));
    expect(error.errorType).toBe('session_expired');
    expect(recorded).toMatch(/^LK-\d{6}$/);
    studio.harness.sandbox.state.faults.clear(ID);
    const retry = await run('gl', body, { portalReference: recorded, attempt: 1 });
    expect(retry.steps).toContain('open-submission');
    expect(retry.steps).not.toContain('new-submission');
    quoteOf(retry.outcome);
    expect((await stored(name)).map((s) => s.id)).toEqual([recorded]);
  });

  it('a later attempt holding no reference finds the draft its earlier one filed', async () => {
    const name = 'Champa Street Orphan LLC';
    const body = denverStore(name);
    studio.harness.sandbox.state.faults.set(ID, { sessionExpiryAfterPages: 5 });
    await failure(run('gl', body));
    studio.harness.sandbox.state.faults.clear(ID);
    const [draft] = await stored(name);
    expect(draft?.status).toBe('draft');
    const later = await run('gl', body, { attempt: 2 });
    expect(later.steps).toContain('find-draft');
    expect(later.portalReference).toBe(draft!.id);
    quoteOf(later.outcome);
    expect(await stored(name)).toHaveLength(1);
  });
});

describe('Larkspur Mutual from its definition: a portal that changed', () => {
  it('quotes on layout 2 (limits as a drop-down, the rail across the top)', async () => {
    studio.harness.sandbox.state.faults.set(ID, { layoutVersion: 2 });
    const quote = quoteOf((await run('gl', denverStore('Champa Street Layout Two LLC'))).outcome);
    expect(quote.annualPremium).toBe(781);
  });

  it('asks a person for what the portal newly requires, then quotes', async () => {
    studio.harness.sandbox.state.faults.set(ID, { newRequirements: true });
    const result = await run('gl', denverStore('Champa Street New Rules LLC'), {
      answers: answering({
        'operations.ownerYearsExperience': '12',
        'operations.writtenSafetyProgram': true,
      }),
    });
    const asked = result.asked.flat().map((q) => q.id);
    expect(asked).toEqual(
      expect.arrayContaining(['operations.ownerYearsExperience', 'operations.writtenSafetyProgram']),
    );
    expect(result.reasons).toContain('missing_information');
    expect(quoteOf(result.outcome).annualPremium).toBe(781);
  });

  it('fails portal_changed on a screen its definition does not know (the wizard’s usual path)', async () => {
    const definition = structuredClone(carrier.flow!) as FlowDefinition;
    definition.wizard.lines.gl = ['business', 'liability', 'eligibility', 'review'];
    delete definition.wizard.screens.location;
    const error = await failure(
      run('gl', denverStore('Champa Street Unknown Page LLC'), { using: definedPlaybook(definition) }),
    );
    expect(error.errorType).toBe('portal_changed');
    expect(error.message).toMatch(/Unexpected page "Where the business operates"/);
  });
});
