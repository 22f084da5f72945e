// The service on CARRIERS_DIR: a definition edited while it runs is what the next read of the API says
// (GET /v1/carriers, create-time warnings) and the flow the next job's playbook is built from, while the
// entry a running job took keeps its own; an edit that does not validate leaves the previous version.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { playbookFor } from '../../src/agents/carriers/index.ts';
import { builtInCarriersDir } from '../../src/carrier-definitions/built-in.ts';
import { contentHash } from '../../src/carrier-definitions/read.ts';
import { backend } from '../helpers/db.ts';
import { type Stack, startStack } from '../helpers/stack.ts';

describe(`carrier definitions reloaded while the service runs (${backend})`, () => {
  let stack: Stack;
  let dir: string;
  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'carriers-dir-'));
    cpSync(builtInCarriersDir, dir, { recursive: true });
    ({ stack } = await startStack({ workers: false, carriersDir: dir }));
  }, 120_000);
  afterAll(async () => {
    await stack?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const file = () => path.join(dir, 'summit-mutual.yaml');
  const summitName = async () => {
    const res = await stack.app.inject({ method: 'GET', url: '/v1/carriers', headers: stack.headers });
    return res.json().data.carriers.find((c: { carrierId: string }) => c.carrierId === 'summit-mutual')?.name;
  };
  const summitHash = () => stack.carriers.find((c) => c.id === 'summit-mutual')?.definition?.hash;

  it('serves the edited definition on the next read, and keeps it when a later edit is refused', async () => {
    expect(await summitName()).toBe('Summit Mutual Insurance');
    const held = stack.carriers.find((c) => c.id === 'summit-mutual')!;

    const edited = readFileSync(file(), 'utf8').replace(
      'name: Summit Mutual Insurance',
      'name: Summit Mutual (edited)',
    );
    writeFileSync(file(), edited);
    await expect.poll(summitName, { timeout: 10_000 }).toBe('Summit Mutual (edited)');
    expect(summitHash()).toBe(contentHash(Buffer.from(edited)));
    // What a job took before the reload is unchanged.
    expect(held.name).toBe('Summit Mutual Insurance');

    writeFileSync(file(), edited.replace('maxEmployees: 100', 'maxEmployees: lots'));
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(await summitName()).toBe('Summit Mutual (edited)');
    expect(summitHash()).toBe(contentHash(Buffer.from(edited)));
    expect(stack.carriers).toHaveLength(7);
  });

  it('gives a job the flow of the entry it took: an edited flow reaches the next job, not a running one', async () => {
    const larkspur = path.join(dir, 'larkspur-mutual.yaml');
    const held = stack.carriers.find((c) => c.id === 'larkspur-mutual')!;
    expect(held.flow?.wizard.screens.review?.continue).toEqual(['Get my quote']);
    const edited = readFileSync(larkspur, 'utf8').replace(
      'continue: [Get my quote]',
      'continue: [Get my price]',
    );
    writeFileSync(larkspur, edited);
    const current = () => stack.carriers.find((c) => c.id === 'larkspur-mutual')!;
    await expect
      .poll(() => current().definition?.hash, { timeout: 10_000 })
      .toBe(contentHash(Buffer.from(edited)));
    // The next job's entry: the new flow, under the new hash (what execute-job records and builds from).
    expect(current().flow?.wizard.screens.review?.continue).toEqual(['Get my price']);
    expect(playbookFor('larkspur-mutual', current())?.lines).toEqual(['gl', 'bop']);
    // The entry a running job took keeps the flow and the hash it recorded.
    expect(held.flow?.wizard.screens.review?.continue).toEqual(['Get my quote']);
    expect(held.definition?.hash).not.toBe(current().definition?.hash);
  });
});
