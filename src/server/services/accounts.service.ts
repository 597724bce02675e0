import { normalizePhoneNumber } from '../../shared/auth/auth-schemas.ts';
import type { CurrentUser } from '../../shared/common/api-types.ts';
import type { UserType } from '../../shared/common/enums.ts';
import { isStaffRole } from '../../shared/staff/permissions.ts';
import type { StaffMember } from '../../shared/staff/staff.ts';
import type { Db } from '../db/client.ts';
import { findUserByEmail, findUserById, insertUser, type UserRow } from '../db/queries/users.queries.ts';
import { actor, type ServiceContext } from './context.ts';
import { refused, refusedAll } from '../http/api-error.ts';
import { hashPassword } from './passwords.ts';
import { passwordPolicyRefusal } from './password-policy.ts';
import type { Refusal } from '../../shared/i18n/errors.ts';
import { DEFAULT_LOCALE, type Locale } from '../../shared/i18n/locales.ts';

/** The user as the browser sees it (src/shared/common/api-types.ts); never the password hash. */
export function toCurrentUser(row: UserRow): CurrentUser {
  return {
    id: row.id,
    type: row.type,
    fullName: row.fullName,
    email: row.email,
    phoneNumber: row.phoneNumber,
    country: row.country,
    language: row.language,
    lastLoggedIn: row.lastLoggedIn?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A staff account as the console sees it: the user plus role and TOTP state. */
export function toStaffMember(row: UserRow): StaffMember {
  if (!isStaffRole(row.type)) throw refused('sign_in_required');
  return { ...toCurrentUser(row), role: row.type, totpEnabled: row.totpEnabledAt !== null, active: row.active };
}

/** The signed-in user's account; 401 if it was deleted while the session lived. */
export async function getCurrentUser(ctx: ServiceContext): Promise<CurrentUser> {
  const row = await findUserById(ctx.db, actor(ctx).id);
  if (!row) throw refused('sign_in_required');
  return toCurrentUser(row);
}

/** The signed-in staff member's account; 401 if it was deleted while the session lived. */
export async function getStaffMember(ctx: ServiceContext): Promise<StaffMember> {
  const row = await findUserById(ctx.db, actor(ctx).id);
  if (!row) throw refused('sign_in_required');
  return toStaffMember(row);
}

export interface NewAccount {
  type: UserType;
  fullName: string;
  /** Already trimmed and lower-cased by EmailField. */
  email: string;
  password: string;
  /** Already checked by PhoneNumberField; staff accounts may have none. */
  phoneNumber?: string | undefined;
  /** Staff accounts are created by an operator and need no verification mail. */
  verified: boolean;
  /** The language the account reads (buyers: the site's language when they signed up). */
  language?: Locale | undefined;
}

/**
 * Creates an account after the rules a zod schema cannot check: the common-password list
 * and the unique address. Throws 400 with every field error at once. For operators (the
 * CLI, invitations), who may be told that an address is taken.
 */
export async function createAccount(db: Db, account: NewAccount, now: Date): Promise<UserRow> {
  const result = await insertAccount(db, account, now);
  if ('taken' in result) throw refused('email_taken', 'email');
  return result.created;
}

/**
 * Like createAccount, but an address that already has an account is an answer, not an
 * error, so a public sign-up can reply alike either way. The password is hashed in both
 * cases, so the two take the same time.
 */
export async function insertAccount(
  db: Db,
  account: NewAccount,
  now: Date,
): Promise<{ created: UserRow } | { taken: UserRow }> {
  const refusals: Refusal[] = [];
  const passwordRefusal = passwordPolicyRefusal(account.password);
  if (passwordRefusal) refusals.push({ reason: passwordRefusal, field: 'password' });
  const phone = account.phoneNumber ? normalizePhoneNumber(account.phoneNumber) : undefined;
  if (account.phoneNumber && !phone) refusals.push({ reason: 'phone_invalid', field: 'phoneNumber' });
  if (refusals.length > 0) throw refusedAll(refusals);

  const passwordHash = await hashPassword(account.password);
  const existing = await findUserByEmail(db, account.email);
  if (existing) return { taken: existing };
  const row = await insertUser(db, {
    type: account.type,
    fullName: account.fullName,
    email: account.email,
    phoneNumber: phone?.number ?? null,
    country: phone?.country ?? null,
    passwordHash,
    emailVerifiedAt: account.verified ? now : null,
    language: account.language ?? DEFAULT_LOCALE,
  });
  if (row) return { created: row };
  // The unique index on lower(email) decides, so two sign-ups racing cannot both win.
  const winner = await findUserByEmail(db, account.email);
  if (!winner) throw new Error('insert into users conflicted, but no account has the address');
  return { taken: winner };
}
