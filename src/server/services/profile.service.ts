import type { CurrentUser } from '../../shared/common/api-types.ts';
import type { ProfileInput } from '../../shared/hub/buyer-hub.contract.ts';
import { isStaffRole } from '../../shared/staff/permissions.ts';
import { checkProfile } from '../../shared/auth/profile.ts';
import type { Db } from '../db/client.ts';
import { replacePassword, updateLanguage, updateProfile } from '../db/queries/buyer-hub.queries.ts';
import { findUserById } from '../db/queries/users.queries.ts';
import { refused, refusedAll } from '../http/api-error.ts';
import { toCurrentUser } from './accounts.service.ts';
import { recordAudit } from './audit.service.ts';
import { screenBuyer } from './screening.service.ts';
import { passwordPolicyRefusal } from './password-policy.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { actor, type ServiceContext } from './context.ts';
import type { Refusal } from '../../shared/i18n/errors.ts';
import type { Locale } from '../../shared/i18n/locales.ts';

/** Settings > Save Changes: full name, country and phone (stored in E.164). Answers the updated user. */
export async function saveProfile(ctx: ServiceContext, input: ProfileInput): Promise<CurrentUser> {
  const checked = checkProfile(input);
  if (!checked.ok) throw refusedAll(checked.refusals);

  const user = actor(ctx);
  const before = await findUserById(ctx.db, user.id);
  const row = await updateProfile(ctx.db, user.id, checked.profile);
  if (!row) throw refused('sign_in_required');
  // Every name change is screened again (the buyer is the actor of the change).
  if (row.type === 'buyer' && before?.fullName !== row.fullName) await screenBuyer(ctx, row.id, row.id);
  return toCurrentUser(row);
}

/** The language switch: the buyer's language (their mails follow it). Answers the updated user. */
export async function saveLanguage(ctx: ServiceContext, language: Locale): Promise<CurrentUser> {
  const row = await updateLanguage(ctx.db, actor(ctx).id, language);
  if (!row) throw refused('sign_in_required');
  return toCurrentUser(row);
}

export interface PasswordChange {
  oldPassword: string;
  newPassword: string;
}

/**
 * Settings > Change Password (and the console's My account). The current password must
 * match; the new one must pass the docs/product/limits.md rules and the common-password check. Every other
 * session ends, and so do its sockets; the session making the change stays signed in. A staff
 * member's change is in the audit trail (never the password), as a reset is.
 */
export async function changePassword(ctx: ServiceContext, request: PasswordChange): Promise<void> {
  const { db } = ctx;
  const { id: userId, sessionId } = actor(ctx);
  const { oldPassword, newPassword } = request;
  const refusals: Refusal[] = [];
  if (!oldPassword) refusals.push({ reason: 'password_current_missing', field: 'oldPassword' });
  const ruleRefusal = passwordPolicyRefusal(newPassword);
  if (ruleRefusal) refusals.push({ reason: ruleRefusal, field: 'newPassword' });
  if (refusals.length > 0) throw refusedAll(refusals);

  const user = await findUserById(db, userId);
  if (!user) throw refused('sign_in_required');
  if (!(await verifyPassword(user.passwordHash, oldPassword))) throw refused('password_wrong', 'oldPassword');
  if (oldPassword === newPassword) throw refused('password_unchanged', 'newPassword');

  const audit = isStaffRole(user.type)
    ? (tx: Db) =>
        recordAudit(tx, { actorId: userId, action: 'staff.password-change', entityType: 'user', entityId: userId })
    : undefined;
  ctx.live.sessionsEnded(await replacePassword(db, userId, await hashPassword(newPassword), sessionId, audit));
}
