// Portal accounts made through the control API (a sandbox in a process of its own, as the chaos bench
// runs it): the portal knows the account at once, an unknown carrier or a missing password is refused,
// and a reset forgets it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Sandbox, startSandbox } from './server.ts';

describe('POST /_sandbox/accounts', () => {
  let sandbox: Sandbox;
  beforeAll(async () => {
    sandbox = await startSandbox({ port: 0, profile: 'fast' });
  });
  afterAll(() => sandbox?.close());

  const post = (body: unknown) =>
    fetch(`${sandbox.url}/_sandbox/accounts`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  it('makes an account the portal signs in, refuses what is not one, and forgets it at a reset', async () => {
    const made = await post({ carrierId: 'bluebonnet', username: 'chaos.agent1', password: 'Chaos!Pass1' });
    expect(made.status).toBe(201);
    expect(await made.json()).toEqual({ carrierId: 'bluebonnet', username: 'chaos.agent1' });
    const check = () =>
      sandbox.state.accounts.checkLogin('bluebonnet', 'chaos.agent1', 'Chaos!Pass1', new Date());
    expect(check()).toMatchObject({ ok: true });

    expect((await post({ carrierId: 'nowhere', username: 'a', password: 'b' })).status).toBe(404);
    expect((await post({ carrierId: 'bluebonnet', username: 'a' })).status).toBe(400);
    expect((await post({ carrierId: 'bluebonnet', username: 'a', password: 'b', phone: 5 })).status).toBe(
      400,
    );

    await fetch(`${sandbox.url}/_sandbox/reset`, { method: 'POST' });
    expect(check()).toMatchObject({ ok: false, reason: 'unknown_user' });
  });
});
