// Layout drift's plan and pages: the same seed draws the same plan and serves byte-identical pages,
// the plan's words and renames are on the page, and without a seed nothing drifts.
import http from 'node:http';
import { describe, expect, it } from 'vitest';
import { planDrift, renameToken, WEB_KINDS } from './core/drift.ts';
import { BANNERS, NOTICES, UNSEEN_CAPTIONS } from './core/drift-held-out.ts';
import { portals } from './portals/index.ts';
import { type Sandbox, startSandbox } from './server.ts';

const page = (sandbox: Sandbox, host: string, path: string) =>
  new Promise<string>((resolve, reject) => {
    http
      .get(
        {
          host: '127.0.0.1',
          port: sandbox.port,
          path,
          headers: { host: `${host}.localhost:${sandbox.port}` },
        },
        (res) => {
          let body = '';
          res.on('data', (chunk) => {
            body += chunk;
          });
          // The port and per-request tokens (form keys, viewstate) differ from one start to the next.
          res.on('end', () =>
            resolve(
              body.replaceAll(String(sandbox.port), 'PORT').replace(/value="[^"]{16,}"/g, 'value="TOKEN"'),
            ),
          );
        },
      )
      .on('error', reject);
  });

const LOGIN_PAGES: [string, string][] = [
  ['summit', '/AgentLink/Login.aspx'],
  ['pioneer', '/producernet/login'],
  ['ironclad', '/signin'],
  ['bluebonnet', '/agentdesk/login'],
  ['harborline', '/'],
  ['cascade', '/sign-in'],
];

async function loginPages(seed: number | undefined) {
  const sandbox = await startSandbox({ port: 0, profile: 'fast', drift: seed });
  try {
    const plan = await (await fetch(`${sandbox.url}/_sandbox/drift`)).json();
    return { plan, pages: await Promise.all(LOGIN_PAGES.map(([host, path]) => page(sandbox, host, path))) };
  } finally {
    await sandbox.close();
  }
}

describe('layout drift', () => {
  it('draws the same plan from the same seed, another from another, the required question rarely', () => {
    expect(planDrift(7, 'fast', portals)).toEqual(planDrift(7, 'fast', portals));
    expect(planDrift(7, 'fast', portals)).not.toEqual(planDrift(8, 'fast', portals));
    const plans = Array.from({ length: 200 }, (_, i) => planDrift(i + 1, 'fast', portals));
    const withRequired = plans.flatMap((p) => p.portals).filter((p) => p.requiredQuestion).length;
    expect(withRequired / (200 * portals.length)).toBeLessThanOrEqual(0.25);
    for (const p of plans.flatMap((plan) => plan.portals))
      if (p.slowRender) expect(p.slowRender.delayMs).toBeGreaterThanOrEqual(100);
  });

  it('draws web drift from held-out wording: unseen captions, a banner, a notice, each on some portals', () => {
    const drifts = Array.from({ length: 60 }, (_, i) => planDrift(i + 1, 'fast', portals).portals).flat();
    for (const kind of WEB_KINDS) expect(drifts.some((d) => d.kinds.includes(kind))).toBe(true);
    const unseen = new Set(Object.values(UNSEEN_CAPTIONS).flat());
    for (const d of drifts) {
      if (d.kinds.includes('unseenCaptions')) expect(d.captions.some((c) => unseen.has(c.to))).toBe(true);
      expect(d.banner === null || BANNERS.includes(d.banner)).toBe(true);
      expect(d.notice === null || NOTICES.includes(d.notice)).toBe(true);
      expect(d.banner !== null).toBe(d.kinds.includes('banner'));
      expect(d.notice !== null).toBe(d.kinds.includes('notice'));
    }
  });

  it('serves byte-identical pages for a seed, with the plan on them; none without a seed', async () => {
    const seed = 2;
    const first = await loginPages(seed);
    const again = await loginPages(seed);
    expect(again.pages).toEqual(first.pages);
    expect(again.plan).toEqual(first.plan);
    const summit = first.plan.portals.find((p: { carrierId: string }) => p.carrierId === 'summit-mutual');
    if (summit.renames)
      expect(first.pages[0]).toContain(
        `name="${renameToken(summit.renames, 'ctl00$MainContent$LoginUser$Password')}"`,
      );
    for (const pair of summit.captions) if (pair.from === 'Log In') expect(first.pages[0]).toContain(pair.to);
    expect(first.pages[4]).toContain('id="drift-plan"');
    // Web drift's layers: the script that puts them on every page, with the plan's words.
    for (const [i, drift] of LOGIN_PAGES.map(([host]) =>
      first.plan.portals.find((p: { carrierId: string }) => p.carrierId.startsWith(host)),
    ).entries())
      if (drift?.banner) expect(first.pages[i]).toContain(JSON.stringify(drift.banner.accept));
    expect(first.pages[5]).toContain('id="drift-plan"');

    const none = await loginPages(undefined);
    expect(none.plan).toEqual({ seed: null, portals: [] });
    expect(none.pages[0]).toContain('name="ctl00$MainContent$LoginUser$Password"');
    expect(none.pages[4]).not.toContain('drift-plan');
    expect(none.pages[5]).not.toContain('drift-plan');
  });
});
