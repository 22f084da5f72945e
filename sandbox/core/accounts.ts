// Portal user accounts: passwords, lockout after repeated failures, TOTP seeds, known devices.

export interface Account {
  carrierId: string;
  username: string;
  password: string;
  /** Base32 TOTP seed when the account uses an authenticator app. */
  totpSeed?: string;
  /** Phone that receives SMS codes (the sandbox inbox). */
  phone?: string;
  /** Address on file for e-mailed codes (sandbox/core/mail.ts). */
  email?: string;
  failedLogins: number;
  lockedUntil?: Date;
  /** Device ids (cookie values) that passed MFA before; used by "MFA only from an unknown device". */
  knownDevices: Set<string>;
}

export type LoginCheck =
  | { ok: true; account: Account }
  | { ok: false; reason: 'unknown_user' | 'bad_password' | 'locked'; attemptsLeft?: number };

export const MAX_FAILED_LOGINS = 5;
export const LOCKOUT_MINUTES = 15;

export interface AccountStore {
  add(account: Omit<Account, 'failedLogins' | 'knownDevices'>): Account;
  get(carrierId: string, username: string): Account | undefined;
  /** Checks a password, counting failures and locking the account after MAX_FAILED_LOGINS. */
  checkLogin(carrierId: string, username: string, password: string, now: Date): LoginCheck;
  list(carrierId?: string): Account[];
  reset(): void;
}

export function createAccountStore(
  seed: () => Omit<Account, 'failedLogins' | 'knownDevices'>[],
): AccountStore {
  let accounts = new Map<string, Account>();
  const key = (carrierId: string, username: string) => `${carrierId}\u0000${username.toLowerCase()}`;
  const store: AccountStore = {
    add(input) {
      const account: Account = { ...input, failedLogins: 0, knownDevices: new Set() };
      accounts.set(key(input.carrierId, input.username), account);
      return account;
    },
    get: (carrierId, username) => accounts.get(key(carrierId, username)),
    checkLogin(carrierId, username, password, now) {
      const account = store.get(carrierId, username);
      if (!account) return { ok: false, reason: 'unknown_user' };
      if (account.lockedUntil && account.lockedUntil > now) return { ok: false, reason: 'locked' };
      if (account.password !== password) {
        account.failedLogins += 1;
        if (account.failedLogins >= MAX_FAILED_LOGINS) {
          account.lockedUntil = new Date(now.getTime() + LOCKOUT_MINUTES * 60_000);
          account.failedLogins = 0;
          return { ok: false, reason: 'locked' };
        }
        return { ok: false, reason: 'bad_password', attemptsLeft: MAX_FAILED_LOGINS - account.failedLogins };
      }
      account.failedLogins = 0;
      account.lockedUntil = undefined;
      return { ok: true, account };
    },
    list: (carrierId) => [...accounts.values()].filter((a) => !carrierId || a.carrierId === carrierId),
    reset() {
      accounts = new Map();
      for (const account of seed()) store.add(account);
    },
  };
  store.reset();
  return store;
}
