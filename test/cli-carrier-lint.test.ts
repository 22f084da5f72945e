// `npm run cli -- carrier lint`: every mistake of a definition with planted mistakes listed with its
// file and path, exit code 1; the built-in definitions clean, exit code 0.
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

  it('passes the six built-in definitions, exit 0', async () => {
    const ids = [
      'bluebonnet',
      'cascade-commercial',
      'harborline',
      'ironclad-specialty',
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
