// `npm run cli -- carrier lint`: every mistake of a definition with planted mistakes listed with its
// file and path, exit code 1 (a portal flow's too, one planted fixture per mistake, and a target that
// matches two controls of a recorded page); the built-in definitions clean, exit code 0.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);
const lint = async (...files: string[]) => {
  try {
    const { stdout } = await run(process.execPath, ['src/cli/main.ts', 'carrier', 'lint', ...files]);
    return { code: 0, lines: stdout.trim().split('\n') };
  } catch (error) {
    const failed = error as { code: number; stdout: string };
    return { code: failed.code, lines: failed.stdout.trim().split('\n') };
  }
};

describe('carrier lint', { timeout: 60_000 }, () => {
  it('lists every planted mistake and exits 1', async () => {
    const file = 'test/fixtures/carriers/planted-mistakes.yaml';
    const other = 'test/fixtures/carriers/planted-path.yaml';
    const { code, lines } = await lint(file, other);
    expect(code).toBe(1);
    expect(lines).toEqual([
      `${file}: /name: is required`,
      `${file}: /lines/boat: is not a known key`,
      `${file}: /lines/gl/appetite/maxEmployees: must be integer`,
      `${file}: /lines/gl/requirements/requiredFields/0/field: names no field of the submission: input.feinNumber`,
      `${other}: /lines/gl/requirements/asked/0/field: names no field of the submission: generalLiability.claimCount`,
      `${other}: /lines/gl/requirements/ranges/0/field: names no field of the submission: commercialAuto.vehicles[].colour`,
      '6 mistakes',
    ]);
  });

  it('names each planted mistake of a portal flow, one fixture per mistake', async () => {
    const names = [
      'flow-bad-argument',
      'flow-undefined-page',
      'flow-unknown-path',
      'flow-unknown-screen',
      'flow-unknown-transform',
      'flow-unreachable-screen',
    ];
    const { code, lines } = await lint(...names.map((n) => `test/fixtures/carriers/${n}.yaml`));
    expect(code).toBe(1);
    expect(lines).toEqual([
      expect.stringMatching(
        /^test\/fixtures\/carriers\/flow-bad-argument.yaml: \/wizard\/screens\/applicant\/fields\/1\/value\/date: must match pattern/,
      ),
      'test/fixtures/carriers/flow-undefined-page.yaml: /signIn/code/page: names a page not defined under pages: verify',
      'test/fixtures/carriers/flow-unknown-path.yaml: /wizard/screens/applicant/fields/0/value: names no field of the submission: input.legalName',
      'test/fixtures/carriers/flow-unknown-screen.yaml: /wizard/lines/gl/1: names a screen not defined: location',
      expect.stringMatching(
        /^test\/fixtures\/carriers\/flow-unknown-transform.yaml: \/wizard\/screens\/applicant\/fields\/0\/value\/titleCase: is not a transform of the value library/,
      ),
      'test/fixtures/carriers/flow-unreachable-screen.yaml: /wizard/screens/loss-history: is listed by no line: nothing leads to it',
      '6 mistakes',
    ]);
  });

  it('checks Larkspur’s targets against its recorded pages: each names one control', {
    timeout: 180_000,
  }, async () => {
    const file = 'carriers/larkspur-mutual.yaml';
    const clean = await lint(file, '--pages', 'test/fixtures/pages/larkspur');
    expect(clean.code).toBe(0);
    expect(clean.lines).toEqual([
      expect.stringMatching(/^carriers\/larkspur-mutual.yaml: ok \(larkspur-mutual, /),
    ]);
    // The planted page has a second control labelled City beside the premises' one.
    const planted = await lint(file, '--pages', 'test/fixtures/pages/larkspur-planted');
    expect(planted.code).toBe(1);
    expect(planted.lines).toEqual([
      `${file}: /wizard/screens/location/fields/1: "City" matches several controls on the recorded page location.html: "City", "City"`,
      '1 mistake',
    ]);
  });

  it('passes the seven built-in definitions, exit 0', async () => {
    const ids = [
      'bluebonnet',
      'cascade-commercial',
      'harborline',
      'ironclad-specialty',
      'larkspur-mutual',
      'pioneer-casualty',
      'summit-mutual',
    ];
    const { code, lines } = await lint(...ids.map((id) => `carriers/${id}.yaml`));
    expect(code).toBe(0);
    expect(lines.map((l) => l.replace(/, [0-9a-f]{12}\)$/, ')'))).toEqual(
      ids.map((id) => `carriers/${id}.yaml: ok (${id})`),
    );
  });
});
