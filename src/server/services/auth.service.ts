import { randomUUID } from 'node:crypto';
import type { CurrentUser } from '../../shared/common/api-types.ts';
import type { RegisterBuyerInput, SignInInput, StaffSignInInput } from '../../shared/auth/auth-schemas.ts';
import { isStaffRole } from '../../shared/staff/permissions.ts';
import { forgotPasswordPath, passwordResetPath, signInPath } from '../../shared/auth/sign-in-paths.ts';
import type { StaffSignInAnswer } from '../../shared/staff/staff.ts';
import type { Db } from '../db/client.ts';
import {
  findUserByEmail,
  findUserById,
  markEmailVerified,
  recordSignIn,
  setPasswordHash,
  type UserRow,
} from '../db/queries/users.queries.ts';
import { ApiError, refused } from '../http/api-error.ts';
import { company } from '../mail/company.ts';
import { accountExistsMail, passwordResetMail, verificationMail } from '../mail/templates.ts';
import { insertAccount, toCurrentUser, toStaffMember } from './accounts.service.ts';
import { screenBuyer } from './screening.service.ts';
import { recordAudit } from './audit.service.ts';
import { checkSecondFactor } from './mfa.service.ts';
import { issueOneTimeToken, useOneTimeToken } from './one-time-tokens.service.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { passwordPolicyRefusal } from './password-policy.ts';
import { actor, type ServiceContext } from './context.ts';
import { createSession, revokeAllSessions, revokeSession } from './sessions.service.ts';
import { errorText } from '../../shared/i18n/errors.ts';
import type { Locale } from '../../shared/i18n/locales.ts';
import { appLink } from '../mail/app-link.ts';
import { sameSiteReturnPath } from '../../shared/auth/return-path.ts';

export type SignInAudience = 'buyer' | 'staff';

/** Unknown address, wrong password and wrong kind of account all answer this, alike. */

/**
 * docs/product/api.md register-buyer: creates an unverified buyer and mails the verification link.
 * An address that has an account already gets the same answer, so sign-up cannot tell
 * who is a customer; its owner is mailed instead (a new link if still unverified).
 */
export async function registerBuyer(ctx: ServiceContext, input: RegisterBuyerInput): Promise<{ email: string }> {
  const { next: asked, ...account } = input;
  const result = await insertAccount(ctx.db, { type: 'buyer', ...account, verified: false }, ctx.now());
  const next = sameSiteReturnPath(asked, ctx.appUrl);
  if ('created' in result) {
    // Screened at sign-up: a name on the sanctions list is held before the first order.
    await screenBuyer(ctx, result.created.id);
    await sendVerificationMail(ctx, result.created, next);
  }
  else if (result.taken.type === 'buyer' && !result.taken.emailVerifiedAt)
    await sendVerificationMail(ctx, result.taken, next);
  else sendAccountExistsMail(ctx, result.taken);
  return { email: input.email };
}

/** Buyers read their mails in their own language; staff read English. */
const mailLocale = (user: { type: CurrentUser['type']; language: Locale }): Locale =>
  user.type === 'buyer' ? user.language : 'en';

function sendAccountExistsMail(
  ctx: ServiceContext,
  user: { type: CurrentUser['type']; email: string; fullName: string; language: Locale },
) {
  const mail = accountExistsMail({
    locale: mailLocale(user),
    company: company(),
    fullName: user.fullName,
    link: appLink(ctx.appUrl, signInPath(user.type)),
    resetLink: appLink(ctx.appUrl, forgotPasswordPath(user.type)),
  });
  ctx.mailer.sendLater({ to: user.email, ...mail });
}

async function sendVerificationMail(
  ctx: ServiceContext,
  user: { id: string; email: string; fullName: string; language: Locale },
  /** The page to return to once signed in (already checked to be ours). */
  next?: string,
) {
  const token = await issueOneTimeToken(ctx.db, user.id, 'verify_email', ctx.now());
  const mail = verificationMail({
    locale: user.language,
    company: company(),
    fullName: user.fullName,
    link: appLink(
      ctx.appUrl,
      `/login/${user.id}/${encodeURIComponent(token)}${next ? `?next=${encodeURIComponent(next)}` : ''}`,
    ),
  });
  ctx.mailer.sendLater({ to: user.email, ...mail });
}

/** docs/product/api.md verify-email: uses the link's token; the account may sign in from now on. */
export async function verifyEmail(
  ctx: ServiceContext,
  input: { buyerId: string; token: string },
): Promise<{ email: string }> {
  const { db } = ctx;
  const now = ctx.now();
  const userId = await useOneTimeToken(db, input.token, 'verify_email', { userId: input.buyerId, now });
  const user = userId ? await findUserById(db, userId) : undefined;
  if (!user) throw refused('verification_link_invalid');
  await markEmailVerified(db, user.id, now);
  return { email: user.email };
}

/** docs/product/api.md resend-email-verification: the same answer whether or not the address has an account. */
export async function resendVerification(ctx: ServiceContext, email: string): Promise<void> {
  const user = await findUserByEmail(ctx.db, email);
  if (user && user.type === 'buyer' && !user.emailVerifiedAt) await sendVerificationMail(ctx, user);
}

// Unknown addresses still pay for one hash check, so failures take as long as wrong passwords.
let dummyHash: Promise<string> | undefined;
const hashOfNothing = () => (dummyHash ??= hashPassword(randomUUID()));

const allowedIn = (audience: SignInAudience, type: CurrentUser['type']) =>
  audience === 'buyer' ? type === 'buyer' : isStaffRole(type);

/**
 * The password step of both sign-ins. Unknown address, wrong password and wrong kind of
 * account all answer 401 alike, after the same hashing work.
 */
async function checkPassword(db: Db, input: SignInInput, audience: SignInAudience): Promise<UserRow> {
  const user = await findUserByEmail(db, input.email);
  const passwordMatches = await verifyPassword(user?.passwordHash ?? (await hashOfNothing()), input.password);
  if (!user || !passwordMatches || !allowedIn(audience, user.type)) {
    throw refused('invalid_credentials');
  }
  return user;
}

export const suspendedMessage = (reason: string | null) => errorText({ code: 'account_suspended', params: { reason } });

/**
 * docs/product/api.md signin-buyer. The answer's user carries the previous sign-in as lastLoggedIn (null
 * on the first), which the dashboard reads to greet new buyers. Suspended buyers get 403.
 */
export async function signIn(ctx: ServiceContext, input: SignInInput): Promise<{ token: string; user: CurrentUser }> {
  const { db } = ctx;
  const now = ctx.now();
  const user = await checkPassword(db, input, 'buyer');
  if (!user.emailVerifiedAt) throw refused('email_unverified');
  if (user.suspendedAt) throw refused({ code: 'account_suspended', params: { reason: user.suspensionReason } });

  const signedIn = (await recordSignIn(db, user.id, now)) ?? user;
  const token = await createSession(db, user.id, now);
  return { token, user: toCurrentUser(signedIn) };
}

/**
 * docs/product/api.md, signin-staff: password, then (once TOTP is on) a code or a recovery code.
 * Every attempt, successful or not, is written to the audit trail.
 */
export async function signInStaff(
  ctx: ServiceContext,
  input: StaffSignInInput & {
    /** The caller's address, kept in the audit entry. */
    ip: string;
  },
): Promise<StaffSignInAnswer> {
  const { db } = ctx;
  const { ip } = input;
  const now = ctx.now();
  let user: UserRow | undefined;
  try {
    user = await checkPassword(db, input, 'staff');
    if (!user.active) throw refused('staff_deactivated');
    const factor = user.totpEnabledAt ? await checkSecondFactor(ctx, user, input.code) : 'password-only';
    const signedInUser = user;
    return await db.transaction(async (tx) => {
      const signedIn = (await recordSignIn(tx, signedInUser.id, now)) ?? signedInUser;
      const token = await createSession(tx, signedInUser.id, now);
      await recordAudit(tx, {
        actorId: signedInUser.id,
        action: 'staff.sign-in',
        entityType: 'user',
        entityId: signedInUser.id,
        after: { ip, factor },
      });
      return { token, user: toStaffMember(signedIn) };
    });
  } catch (error) {
    if (error instanceof ApiError) await recordFailedStaffSignIn(db, input.email, user, ip, error);
    throw error;
  }
}

async function recordFailedStaffSignIn(db: Db, email: string, known: UserRow | undefined, ip: string, error: ApiError) {
  // A wrong password leaves `known` unset; look the address up so the entry names the account.
  const account = known ?? (await findUserByEmail(db, email));
  const staffAccount = account && allowedIn('staff', account.type) ? account : undefined;
  await recordAudit(db, {
    actorId: null,
    action: 'staff.sign-in-failed',
    entityType: staffAccount ? 'user' : 'sign-in',
    entityId: staffAccount?.id ?? email,
    after: { ip, email, reason: error.field === 'code' ? 'code' : error.status === 403 ? 'deactivated' : 'password' },
  });
}

/** Ends the caller's session: its token stops working and its sockets close. */
export async function signOut(ctx: ServiceContext, token: string): Promise<void> {
  actor(ctx);
  ctx.live.sessionsEnded(await revokeSession(ctx.db, token));
}

/** docs/product/api.md forgot-password: the same answer whether or not the address has an account. */
export async function requestPasswordReset(ctx: ServiceContext, email: string): Promise<void> {
  const user = await findUserByEmail(ctx.db, email);
  if (!user) return;
  const token = await issueOneTimeToken(ctx.db, user.id, 'reset_password', ctx.now());
  const mail = passwordResetMail({
    locale: mailLocale(user),
    company: company(),
    fullName: user.fullName,
    link: appLink(ctx.appUrl, passwordResetPath(token, user.type)),
  });
  ctx.mailer.sendLater({ to: user.email, ...mail });
}

/**
 * docs/product/api.md reset-password: sets the new password and ends every session of the account.
 * The link came by mail, so it also proves the address: an unverified buyer is verified.
 */
export async function resetPassword(
  ctx: ServiceContext,
  { resetToken, password }: { resetToken: string; password: string },
): Promise<{ passwordChanged: true; email: string }> {
  const policyRefusal = passwordPolicyRefusal(password);
  if (policyRefusal) throw refused(policyRefusal, 'password');
  const passwordHash = await hashPassword(password);

  const changed = await ctx.db.transaction(async (tx) => {
    const now = ctx.now();
    const userId = await useOneTimeToken(tx, resetToken, 'reset_password', { now });
    if (!userId) return undefined;
    const account = await setPasswordHash(tx, userId, passwordHash);
    if (account && isStaffRole(account.type)) {
      await recordAudit(tx, { actorId: userId, action: 'staff.password-reset', entityType: 'user', entityId: userId });
    }
    await markEmailVerified(tx, userId, now);
    await revokeAllSessions(tx, userId);
    return account ? { userId, email: account.email } : undefined;
  });
  if (!changed) throw refused('reset_link_invalid');
  ctx.live.userSignedOut(changed.userId);
  // The address, for the route to lift the sign-in lock its owner has just got past.
  return { passwordChanged: true, email: changed.email };
}
