// Layout drift's plan and pages: the same seed draws the same plan and serves byte-identical pages,
// the plan's words and renames are on the page, and without a seed nothing drifts.
import http from 'node:http';
import { describe, expect, it } from 'vitest';
import { FORM_KINDS, planDrift, renameToken, WEB_KINDS } from './core/drift.ts';
import {
  BANNERS,
  DECOYS,
  DISCLOSURES,
  NOTICES,
  UNSEEN_CAPTIONS,
  UNSEEN_LABELS,
} from './core/drift-held-out.ts';
import { LABEL_SYNONYMS } from './core/drift-words.ts';
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
    // Over the portals that declare drift (a portal without a `drift` spec is left out of every plan).
    expect(withRequired / (200 * portals.filter((p) => p.drift).length)).toBeLessThanOrEqual(0.25);
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

  it('draws form drift on some portals, each kind with its words from the held-out lists', () => {
    const drifts = Array.from({ length: 60 }, (_, i) => planDrift(i + 1, 'fast', portals).portals).flat();
    for (const kind of FORM_KINDS)
      expect(
        drifts.some((d) => d.kinds.includes(kind)),
        kind,
      ).toBe(true);
    const unseen = new Set(Object.values(UNSEEN_LABELS).flat());
    const known = new Set(Object.values(LABEL_SYNONYMS).flat());
    const decoys = Object.values(DECOYS).flat();
    for (const d of drifts) {
      if (d.kinds.includes('unseenLabels')) expect(d.labels.some((l) => unseen.has(l.to))).toBe(true);
      else expect(d.labels.every((l) => known.has(l.to))).toBe(true);
      for (const l of d.labels) expect(unseen.has(l.to) || known.has(l.to)).toBe(true);
      expect(d.decoy !== null).toBe(d.kinds.includes('decoy'));
      if (d.decoy)
        expect(decoys).toContainEqual({ name: d.decoy.name, label: d.decoy.label, message: d.decoy.message });
      expect(d.placeholderOnly!.length > 0).toBe(d.kinds.includes('placeholderOnly'));
      expect(d.splitPhone !== null).toBe(d.kinds.includes('splitPhone'));
      expect(d.dateSelects !== null).toBe(d.kinds.includes('dateSelects'));
      expect(d.collapsed !== null).toBe(d.kinds.includes('collapsed'));
      if (d.collapsed) expect(DISCLOSURES).toContain(d.collapsed.summary);
      // The moved field is never collapsed or placeholder-only (it is asked on another page).
      if (d.move && d.collapsed) expect(d.collapsed.fields.map((f) => f.name)).not.toContain(d.move.name);
      if (d.move) expect(d.placeholderOnly).not.toContain(d.move.label);
    }
    // Cascade's React components take held-out labels and placeholder-only fields, no other form kind.
    for (const d of drifts.filter((p) => p.carrierId === 'cascade-commercial'))
      expect(d.kinds.filter((k) => ['splitPhone', 'dateSelects', 'decoy', 'collapsed'].includes(k))).toEqual(
        [],
      );
  });

  it("leaves a seed's layout and web drift as they were without form drift", () => {
    const without = portals.map((p) => ({ ...p, drift: p.drift && { ...p.drift, form: undefined } }));
    const strip = (d: ReturnType<typeof planDrift>['portals'][number]) => {
      const { decoy, placeholderOnly, splitPhone, dateSelects, collapsed, labels, kinds, ...rest } = d;
      return { ...rest, kinds: kinds.filter((k) => !FORM_KINDS.includes(k as (typeof FORM_KINDS)[number])) };
    };
    for (const seed of [1, 2, 3, 17, 99]) {
      const a = planDrift(seed, 'fast', portals).portals.map(strip);
      const b = planDrift(seed, 'fast', without).portals.map(strip);
      expect(a).toEqual(b);
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
