import type {
  InviteInput,
  StaffInvitation,
  StaffListItem,
  StaffPatchInput,
  TeamAnswer,
} from '../../shared/staff/team.contract.ts';
import { isStaffRole, STAFF_ROLE_LABELS } from '../../shared/staff/permissions.ts';
import {
  consumeInvitation,
  clearSecondFactor,
  countActiveAdmins,
  insertInvitation,
  listPendingInvitations,
  listStaffUsers,
  retireInvitationsTo,
  updateStaffUser,
} from '../db/queries/team.queries.ts';
import { findUserByEmail, findUserById, insertUser, type UserRow } from '../db/queries/users.queries.ts';
import { refused } from '../http/api-error.ts';
import { errorText } from '../../shared/i18n/errors.ts';
import { company } from '../mail/company.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { mfaResetMail, staffInvitationMail } from '../mail/templates.ts';
import { signInPath } from '../../shared/auth/sign-in-paths.ts';
import { recordAudit } from './audit.service.ts';
import { actor, type ServiceContext } from './context.ts';
import { hashPassword } from './passwords.ts';
import { passwordPolicyRefusal } from './password-policy.ts';
import { revokeAllSessions } from './sessions.service.ts';
import { hashToken, newToken } from './tokens.ts';
import { appLink } from '../mail/app-link.ts';

/** An invitation link works once, for 48 hours. */
export const INVITATION_TTL_MS = 48 * 60 * 60 * 1000;

// The texts tests compare answers with (the messages live in src/shared/i18n/errors.ts).
export const BAD_INVITATION_MESSAGE = errorText('invitation_invalid');
export const SELF_MFA_RESET_MESSAGE = errorText('staff_self_mfa_reset');
export const MFA_ALREADY_OFF_MESSAGE = errorText('mfa_already_off');

const invitationLink = (appUrl: string, token: string) =>
  appLink(appUrl, `/console/invite/${encodeURIComponent(token)}`);

function toListItem(row: UserRow): StaffListItem {
  if (!isStaffRole(row.type)) throw new Error('not a staff account');
  return {
    id: row.id,
    fullName: row.fullName,
    email: row.email,
    role: row.type,
    active: row.active,
    totpEnabled: row.totpEnabledAt !== null,
    lastSignedInAt: row.signedInAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The summary kept in the audit trail for a staff account (never secrets). */
const auditView = (row: UserRow) => ({ role: row.type, active: row.active });

/** GET /staff/users */
export async function listTeam(ctx: ServiceContext): Promise<TeamAnswer> {
  const [members, pending] = await Promise.all([listStaffUsers(ctx.db), listPendingInvitations(ctx.db, ctx.now())]);
  return {
    members: members.map(toListItem),
    invitations: pending.map(({ invitation, invitedByName }) => toInvitation(invitation, invitedByName)),
  };
}

function toInvitation(
  row: { id: string; email: string; fullName: string; role: string; expiresAt: Date; createdAt: Date },
  invitedByName: string | null,
): StaffInvitation {
  if (!isStaffRole(row.role as UserRow['type'])) throw new Error('invitation without a staff role');
  return {
    id: row.id,
    email: row.email,
    fullName: row.fullName,
    role: row.role as StaffInvitation['role'],
    invitedByName,
    expiresAt: row.expiresAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * POST /staff/users: mails a single-use, 48-hour link to /console/invite/{token}. Inviting the
 * same address again replaces the earlier link. The mail is queued in the same transaction.
 */
export async function inviteStaff(ctx: ServiceContext, input: InviteInput) {
  const admin = actor(ctx);
  if (await findUserByEmail(ctx.db, input.email)) throw refused('staff_email_taken', 'email');
  const { token, hash } = newToken();
  const now = ctx.now();
  const mail = staffInvitationMail({
    company: company(),
    fullName: input.fullName,
    link: invitationLink(ctx.appUrl, token),
    invitedBy: admin.fullName,
    roleLabel: STAFF_ROLE_LABELS[input.role],
  });
  return ctx.db.transaction(async (tx) => {
    await retireInvitationsTo(tx, input.email, now);
    const invitation = await insertInvitation(tx, {
      email: input.email,
      fullName: input.fullName,
      role: input.role,
      tokenHash: hash,
      invitedBy: admin.id,
      expiresAt: new Date(now.getTime() + INVITATION_TTL_MS),
    });
    await enqueueMail(tx, {
      to: input.email,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      dedupeKey: `staff-invitation:${invitation.id}`,
    });
    await recordAudit(tx, {
      actorId: admin.id,
      action: 'team.invite',
      entityType: 'invitation',
      entityId: invitation.id,
      after: { email: input.email, fullName: input.fullName, role: input.role },
    });
    return toInvitation(invitation, admin.fullName);
  });
}

/**
 * POST /auth/accept-invite/{token}: the invited person chooses a password (the same rules as
 * every password) and the staff account exists from then on. The link works once.
 */
export async function acceptInvitation(
  ctx: ServiceContext,
  { token, password }: { token: string; password: string },
): Promise<{ email: string }> {
  const now = ctx.now();
  const policyRefusal = passwordPolicyRefusal(password);
  if (policyRefusal) throw refused(policyRefusal, 'password');
  const passwordHash = await hashPassword(password);
  return ctx.db.transaction(async (tx) => {
    const invitation = await consumeInvitation(tx, hashToken(token), now);
    if (!invitation) throw refused('invitation_invalid');
    const user = await insertUser(tx, {
      type: invitation.role,
      fullName: invitation.fullName,
      email: invitation.email,
      phoneNumber: null,
      country: null,
      passwordHash,
      emailVerifiedAt: now,
    });
    // Someone registered this address after the invitation was sent.
    if (!user) throw refused('staff_email_taken');
    await recordAudit(tx, {
      actorId: user.id,
      action: 'team.invite-accept',
      entityType: 'user',
      entityId: user.id,
      after: { email: user.email, role: user.type, invitationId: invitation.id },
    });
    return { email: user.email };
  });
}

/**
 * PATCH /staff/users/{id}: role change and (de)activation. Deactivation ends the account's
 * sessions in the same transaction, and their sockets once it commits.
 */
export async function changeStaffMember(
  ctx: ServiceContext,
  { id, ...change }: { id: string } & StaffPatchInput,
): Promise<StaffListItem> {
  const actorId = actor(ctx).id;
  if (id === actorId) throw refused('staff_self_change');
  const { member, endedSessions } = await ctx.db.transaction(async (tx) => {
    const before = await findUserById(tx, id);
    if (!before || !isStaffRole(before.type)) throw refused('staff_member_not_found');
    const demotesAdmin =
      before.type === 'admin' &&
      before.active &&
      ((change.role !== undefined && change.role !== 'admin') || change.active === false);
    if (demotesAdmin && (await countActiveAdmins(tx)) <= 1) throw refused('last_admin');

    const after =
      (await updateStaffUser(tx, id, {
        ...(change.role ? { type: change.role } : {}),
        ...(change.active === undefined ? {} : { active: change.active }),
      })) ?? before;
    const deactivated = before.active && !after.active;
    if (deactivated) await revokeAllSessions(tx, id);
    if (before.type !== after.type || before.active !== after.active) {
      await recordAudit(tx, {
        actorId,
        action: deactivated
          ? 'team.deactivate'
          : before.active !== after.active
            ? 'team.reactivate'
            : 'team.role-change',
        entityType: 'user',
        entityId: id,
        before: auditView(before),
        after: auditView(after),
      });
    }
    return { member: toListItem(after), endedSessions: deactivated };
  });
  if (endedSessions) ctx.live.userSignedOut(member.id);
  return member;
}

/**
 * POST /staff/users/{id}/mfa-reset: for a staff member who lost their phone and their recovery
 * codes. TOTP goes off and every session ends, so they sign in with their password and enrol
 * again (an admin must, before admin calls work). They are told by mail, in the same transaction;
 * their sockets close once it commits.
 */
export async function resetStaffMfa(ctx: ServiceContext, id: string): Promise<StaffListItem> {
  const admin = actor(ctx);
  if (id === admin.id) throw refused('staff_self_mfa_reset');
  const member = await ctx.db.transaction(async (tx) => {
    const before = await findUserById(tx, id);
    if (!before || !isStaffRole(before.type)) throw refused('staff_member_not_found');
    if (!before.totpEnabledAt) throw refused('mfa_already_off');
    const after = (await clearSecondFactor(tx, id)) ?? before;
    await revokeAllSessions(tx, id);
    const mail = mfaResetMail({
      company: company(),
      fullName: before.fullName,
      link: appLink(ctx.appUrl, signInPath(before.type)),
      resetBy: admin.fullName,
    });
    await enqueueMail(tx, {
      to: before.email,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      dedupeKey: `mfa-reset:${id}:${before.totpEnabledAt.getTime()}`,
    });
    await recordAudit(tx, {
      actorId: admin.id,
      action: 'team.mfa-reset',
      entityType: 'user',
      entityId: id,
      before: { totpEnabled: true },
      after: { totpEnabled: false },
    });
    return toListItem(after);
  });
  ctx.live.userSignedOut(member.id);
  return member;
}
