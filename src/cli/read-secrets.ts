// Secrets for `set-credential` come on stdin or from a file, never in argv: arguments are visible to
// every user of the machine (ps, /proc/<pid>/cmdline) and stay in shell history.
import { readFile } from 'node:fs/promises';

export class SecretArgumentError extends Error {}

export interface SecretOptions {
  password?: string | undefined;
  'totp-seed'?: string | undefined;
  'password-stdin'?: boolean | undefined;
  'password-file'?: string | undefined;
  'totp-seed-stdin'?: boolean | undefined;
  'totp-seed-file'?: string | undefined;
}

/** Stdin lines in order: the password first (if --password-stdin), then the seed (if --totp-seed-stdin). */
export async function readLoginSecrets(
  values: SecretOptions,
  stdin: () => Promise<string>,
): Promise<{ password: string; totpSeed?: string }> {
  for (const name of ['password', 'totp-seed'] as const) {
    if (values[name] !== undefined) {
      throw new SecretArgumentError(
        `--${name} is not accepted: arguments are visible to other users and kept in shell history; use --${name}-stdin or --${name}-file`,
      );
    }
  }
  const lines = values['password-stdin'] || values['totp-seed-stdin'] ? (await stdin()).split(/\r?\n/) : [];
  const fromFile = async (file: string) => (await readFile(file, 'utf8')).replace(/\r?\n$/, '');
  const password = values['password-stdin']
    ? lines.shift()
    : values['password-file']
      ? await fromFile(values['password-file'])
      : undefined;
  if (!password)
    throw new SecretArgumentError('the password is required: --password-stdin or --password-file PATH');
  const totpSeed = values['totp-seed-stdin']
    ? lines.shift()
    : values['totp-seed-file']
      ? await fromFile(values['totp-seed-file'])
      : undefined;
  if (totpSeed === '') throw new SecretArgumentError('the authenticator seed is empty');
  return totpSeed ? { password, totpSeed } : { password };
}
