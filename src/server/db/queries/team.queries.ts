import { and, asc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { STAFF_ROLES, type StaffRole } from '../../../shared/staff/permissions.ts';
import type { Db } from '../client.ts';
import { recoveryCodes, staffInvitations, users } from '../schema/index.ts';
import { insertOne } from './rows.ts';

/** Every staff account, admins first, then by name. */
export function listStaffUsers(db: Db) {
  return db
    .select()
    .from(users)
    .where(inArray(users.type, [...STAFF_ROLES]))
    .orderBy(sql`${users.type} = 'admin' desc`, asc(users.fullName));
}

const inviter = alias(users, 'inviter');

/** Invitations still waiting: not accepted, not replaced, not expired. */
export function listPendingInvitations(db: Db, now: Date) {
  return db
    .select({ invitation: staffInvitations, invitedByName: inviter.fullName })
    .from(staffInvitations)
    .leftJoin(inviter, eq(inviter.id, staffInvitations.invitedBy))
    .where(and(isNull(staffInvitations.usedAt), gt(staffInvitations.expiresAt, now)))
    .orderBy(asc(staffInvitations.createdAt));
}

/** A newer invitation to the same address replaces the older ones. */
export const retireInvitationsTo = (db: Db, email: string, now: Date) =>
  db
    .update(staffInvitations)
    .set({ usedAt: now })
    .where(and(eq(staffInvitations.email, email), isNull(staffInvitations.usedAt)));

export const insertInvitation = (db: Db, values: typeof staffInvitations.$inferInsert) =>
  insertOne(db, staffInvitations, values);

/**
 * Uses a live invitation up, in one statement, so a link opened twice at once creates one
 * account. Undefined when unknown, used, replaced or expired.
 */
export async function consumeInvitation(db: Db, tokenHash: string, now: Date) {
  const [row] = await db
    .update(staffInvitations)
    .set({ usedAt: now })
    .where(
      and(
        eq(staffInvitations.tokenHash, tokenHash),
        isNull(staffInvitations.usedAt),
        gt(staffInvitations.expiresAt, now),
      ),
    )
    .returning();
  return row;
}

export async function updateStaffUser(db: Db, id: string, values: { type?: StaffRole; active?: boolean }) {
  const [row] = await db.update(users).set(values).where(eq(users.id, id)).returning();
  return row;
}

/** Turns a staff account's TOTP off: secret, last step and every recovery code go. Answers the row. */
export async function clearSecondFactor(db: Db, id: string) {
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, id));
  const [row] = await db
    .update(users)
    .set({ totpSecret: null, totpEnabledAt: null, totpLastStep: null })
    .where(eq(users.id, id))
    .returning();
  return row;
}

export async function countActiveAdmins(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(users)
    .where(and(eq(users.type, 'admin'), eq(users.active, true)));
  return row?.n ?? 0;
}
