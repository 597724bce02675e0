// Staff accounts for server tests: agents, and admins with TOTP already on (admin calls need
// it), made straight in the database. Codes are computed here the way an authenticator does.
import { eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { users } from '../../../src/server/db/schema/index.ts';
import type { Db } from '../../../src/server/db/client.ts';
import { encryptSecret, newTotpSecret, totpKey } from '../../../src/server/services/totp.ts';
import { createAccount } from './accounts.ts';

/** The 6-digit code an authenticator app shows at `at` (ms) for a base32 secret. */
export const totpCode = (secret: string, at = Date.now()) =>
  TOTP.generate({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30, timestamp: at });

/**
 * A code for the next 30 s step: still accepted (the clock window is one step), and not the
 * step a previous sign-in or enrolment in the same test already used.
 */
export const nextTotpCode = (secret: string) => totpCode(secret, Date.now() + 30_000);

/** Turns TOTP on for an account as if enrolled; answers the secret. */
export async function enableTotpDirectly(db: Db, userId: string): Promise<string> {
  const secret = newTotpSecret();
  const key = await totpKey(db, undefined);
  await db
    .update(users)
    .set({ totpSecret: encryptSecret(key, secret), totpEnabledAt: new Date() })
    .where(eq(users.id, userId));
  return secret;
}

export async function createAgent(db: Db, overrides: Parameters<typeof createAccount>[1] = {}) {
  return createAccount(db, { fullName: 'Kofi Agent', ...overrides, type: 'agent' });
}

/** An admin whose TOTP is on, with a live session (so admin calls work at once). */
export async function createAdmin(db: Db, overrides: Parameters<typeof createAccount>[1] = {}) {
  const account = await createAccount(db, { fullName: 'Ama Admin', ...overrides, type: 'admin' });
  const totpSecret = await enableTotpDirectly(db, account.user.id);
  return { ...account, totpSecret };
}

/** A content editor whose TOTP is on, with a live session (publishing needs TOTP). */
export async function createEditor(db: Db, overrides: Parameters<typeof createAccount>[1] = {}) {
  const account = await createAccount(db, { fullName: 'Esi Editor', ...overrides, type: 'editor' });
  const totpSecret = await enableTotpDirectly(db, account.user.id);
  return { ...account, totpSecret };
}
