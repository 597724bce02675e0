import { users } from '../../../src/server/db/schema/index.ts';
import type { Db } from '../../../src/server/db/client.ts';
import { hashPassword } from '../../../src/server/services/passwords.ts';
import type { FastifyInstance } from 'fastify';
import { createSession, userForToken } from '../../../src/server/services/sessions.service.ts';
import type { UserType } from '../../../src/shared/common/enums.ts';
import type { Locale } from '../../../src/shared/i18n/locales.ts';

export const TEST_PASSWORD = 'Harmattan#2026';

/**
 * A password each rule of docs/product/validation.md refuses, in the rules' order, with the
 * message and code of the refusal: every form that sets a password answers these.
 */
export const PASSWORD_RULE_REFUSALS = [
  { password: '', message: 'Password is empty', code: 'password_empty' },
  { password: 'lowercase1!', message: 'At least one Uppercase', code: 'password_uppercase' },
  { password: 'UPPERCASE1!', message: 'At least one Lowercase', code: 'password_lowercase' },
  { password: 'NoDigits!!', message: 'At least one digit', code: 'password_digit' },
  { password: 'NoSpecial12', message: 'At least one Special Characters', code: 'password_special' },
  { password: 'Sh0rt!', message: 'At least minumum 8 characters', code: 'password_too_short' },
];

let counter = 0;

/**
 * A verified account with a live session, created straight in the database so tests of
 * other features do not depend on the sign-up flow. Returns the bearer token too.
 */
export async function createAccount(
  db: Db,
  overrides: {
    type?: UserType;
    email?: string;
    fullName?: string;
    password?: string;
    lastLoggedIn?: Date | null;
    language?: Locale;
  } = {},
) {
  counter += 1;
  const [user] = await db
    .insert(users)
    .values({
      type: overrides.type ?? 'buyer',
      fullName: overrides.fullName ?? `Test Buyer ${counter}`,
      email: overrides.email ?? `buyer${counter}.${Date.now()}@example.com`,
      phoneNumber: '+2348031234567',
      country: 'NG',
      passwordHash: await hashPassword(overrides.password ?? TEST_PASSWORD),
      emailVerifiedAt: new Date(),
      lastLoggedIn: overrides.lastLoggedIn ?? null,
      language: overrides.language ?? 'en',
    })
    .returning();
  if (!user) throw new Error('could not create a test account');
  const token = await createSession(db, user.id, new Date());
  return { user, token, auth: { authorization: `Bearer ${token}` } };
}

/** A test account as createAccount answers it: the user, its token and `auth` headers. */
export type Account = Awaited<ReturnType<typeof createAccount>>;

/**
 * The service context of a signed-in test account (plugins/service-context.ts), for a test
 * that calls a service directly rather than through its route: `(ctx, input)`.
 */
export async function contextOf(app: FastifyInstance, account: { token: string }) {
  const user = await userForToken(app.db, account.token, new Date());
  if (!user) throw new Error('the test account has no live session');
  return app.serviceContext(user);
}
