import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { idColumn, timestamptz, belongsTo } from './columns.ts';
import { DEFAULT_LOCALE, LOCALES } from '../../../shared/i18n/locales.ts';
import { tokenPurpose, userType } from './enums.ts';

export const users = pgTable(
  'users',
  {
    id: idColumn(),
    type: userType('type').notNull().default('buyer'),
    fullName: text('full_name').notNull(),
    email: text('email').notNull(),
    phoneNumber: text('phone_number'),
    /** ISO 3166-1 alpha-2 code. */
    country: text('country'),
    /** The language the buyer reads (src/shared/i18n/locales.ts): their mails go out in it. */
    language: text('language', { enum: LOCALES }).notNull().default(DEFAULT_LOCALE),
    passwordHash: text('password_hash').notNull(),
    emailVerifiedAt: timestamptz('email_verified_at'),
    /** The sign-in before the latest one (the dashboard greets a buyer while it is null). */
    lastLoggedIn: timestamptz('last_logged_in'),
    /** The latest sign-in; moves into lastLoggedIn at the next one. */
    signedInAt: timestamptz('signed_in_at'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    /** Staff: false once an admin deactivated the account (it can no longer sign in). */
    active: boolean('active').notNull().default(true),
    /** Buyers: set while an admin has suspended the account; nothing of theirs is deleted. */
    suspendedAt: timestamptz('suspended_at'),
    suspensionReason: text('suspension_reason'),
    /** Staff TOTP secret, AES-256-GCM encrypted (services/totp.ts); pending until totpEnabledAt. */
    totpSecret: text('totp_secret'),
    totpEnabledAt: timestamptz('totp_enabled_at'),
    /** The last TOTP time step accepted, so one code cannot be replayed. */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
  },
  // E-mail addresses are unique regardless of case.
  (t) => [
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
    check('users_language_check', sql`${t.language} in ('en','fr')`),
  ],
);

/** Bearer sessions; only the SHA-256 of the token is stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: idColumn(),
    userId: belongsTo('user_id', () => users.id),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    lastUsedAt: timestamptz('last_used_at').notNull().defaultNow(),
    expiresAt: timestamptz('expires_at').notNull(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** Single-use e-mail verification and password reset tokens, stored hashed. */
export const oneTimeTokens = pgTable(
  'one_time_tokens',
  {
    id: idColumn(),
    userId: belongsTo('user_id', () => users.id),
    purpose: tokenPurpose('purpose').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [index('one_time_tokens_user_purpose_idx').on(t.userId, t.purpose)],
);
