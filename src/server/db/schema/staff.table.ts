import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { idColumn, timestamptz, belongsTo } from './columns.ts';
import { userType } from './enums.ts';
import { users } from './users.table.ts';

/** The 10 single-use recovery codes of a staff member's TOTP, stored as SHA-256. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: idColumn(),
    userId: belongsTo('user_id', () => users.id),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamptz('used_at'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [index('recovery_codes_user_idx').on(t.userId)],
);

/** An admin's invitation of a new staff member; the mailed token is stored hashed. */
export const staffInvitations = pgTable(
  'staff_invitations',
  {
    id: idColumn(),
    email: text('email').notNull(),
    fullName: text('full_name').notNull(),
    role: userType('role').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    invitedBy: uuid('invited_by')
      .notNull()
      .references(() => users.id),
    expiresAt: timestamptz('expires_at').notNull(),
    /** Set when accepted (the account then exists) or replaced by a newer invitation. */
    usedAt: timestamptz('used_at'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [index('staff_invitations_email_idx').on(t.email)],
);
