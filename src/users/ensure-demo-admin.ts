// The demo agency's admin on an embedded start: BOOTSTRAP_ADMIN_EMAIL / _PASSWORD when set (the password
// is set to it on every start), else admin@demo-agency.test with a password made once and kept in
// DATA_DIR (0600). `created` says the password is new: like the demo key, it is printed only then.
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Queryable } from '../store/db.ts';
import { findUserByEmail, setPasswordHash } from '../store/users.ts';
import { createUser, normalizeEmail } from './create-user.ts';
import { hashPassword, verifyPassword } from './passwords.ts';

export const DEMO_ADMIN_EMAIL = 'admin@demo-agency.test';

export async function ensureDemoAdmin(
  db: Queryable,
  options: { agencyId: string; dataDir: string; bootstrap: { email: string; password: string } | undefined },
): Promise<{ email: string; password: string; created: boolean; passwordFile: string | undefined }> {
  let { email, password } = options.bootstrap ?? { email: DEMO_ADMIN_EMAIL, password: '' };
  email = normalizeEmail(email);
  let created = false;
  let passwordFile: string | undefined;
  if (!options.bootstrap) {
    passwordFile = path.join(options.dataDir, 'demo-admin-password.txt');
    if (existsSync(passwordFile)) password = (await readFile(passwordFile, 'utf8')).trim();
    else {
      password = randomBytes(12).toString('base64url');
      await writeFile(passwordFile, `${password}\n`, { mode: 0o600 });
      created = true;
    }
  }
  const existing = await findUserByEmail(db, email);
  if (!existing) await createUser(db, { agencyId: options.agencyId, email, role: 'admin', password });
  else if (!(await verifyPassword(password, existing.passwordHash))) {
    await setPasswordHash(db, existing.id, await hashPassword(password));
  }
  return { email, password, created, passwordFile };
}
