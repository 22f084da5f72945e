// What the sandbox tells of a login's sessions (decision 0033): two in use at once, two sign-ins at once.
import { describe, expect, it } from 'vitest';
import { createSessionStore } from './sessions.ts';

describe('the session store’s record of each login', () => {
  it('counts sessions in use at once and sign-ins under way at once, per login', async () => {
    const store = createSessionStore();
    const now = new Date();
    const tick = () => new Promise((r) => setTimeout(r, 5));
    const a = store.create('harborline', 'Amy@example.com', now);
    a.authenticated = true;
    await tick();
    // Tabs of one session: the same cookie carried by several requests.
    store.touch('harborline', a.id, now);
    store.peek('harborline', a.id);
    expect(store.logins('harborline')).toEqual([
      {
        carrierId: 'harborline',
        username: 'amy@example.com',
        signIns: 1,
        mostAtOnce: 1,
        mostSignInsAtOnce: 1,
      },
    ]);
    // A second sign-in while the first session is still used, its code not typed yet.
    const b = store.create('harborline', 'amy@example.com', now);
    await tick();
    const c = store.create('harborline', 'amy@example.com', now);
    await tick();
    store.touch('harborline', a.id, now);
    store.peek('harborline', b.id);
    store.peek('harborline', c.id);
    expect(store.logins('harborline')[0]).toMatchObject({ signIns: 3, mostAtOnce: 3, mostSignInsAtOnce: 2 });
    // A request with an ended session's cookie still counts as that session in use.
    store.destroy(a.id);
    expect(store.touch('harborline', a.id, now)).toBeUndefined();
    store.create('summit-mutual', 'amy@example.com', now);
    expect(store.logins().map((l) => l.carrierId)).toEqual(['harborline', 'summit-mutual']);
    store.reset();
    expect(store.logins()).toEqual([]);
  });
});
