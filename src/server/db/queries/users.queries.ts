import { eq, inArray, sql } from 'drizzle-orm';
import { STAFF_TYPES, type UserType } from '../../../shared/common/enums.ts';
import type { Db } from '../client.ts';
import { users } from '../schema/index.ts';
import type { Locale } from '../../../shared/i18n/locales.ts';

export type UserRow = typeof users.$inferSelect;

/** The buyer card the console shows beside an order or an inquiry: who, and how to reach them. */
export const buyerContactColumns = {
  id: users.id,
  fullName: users.fullName,
  email: users.email,
  phoneNumber: users.phoneNumber,
  country: users.country,
};

/** Addresses are unique regardless of case (see the users_email_lower_idx index). */
const emailIs = (email: string) => sql`lower(${users.email}) = lower(${email})`;

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(emailIs(email)).limit(1);
  return row;
}

export async function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export interface NewUser {
  type: UserType;
  fullName: string;
  email: string;
  phoneNumber: string | null;
  country: string | null;
  passwordHash: string;
  emailVerifiedAt: Date | null;
  /** Defaults to English (staff read the console in English). */
  language?: Locale;
}

/** Inserts a user; undefined when the address is taken (the unique index decides, not a race). */
export async function insertUser(db: Db, values: NewUser): Promise<UserRow | undefined> {
  const [row] = await db.insert(users).values(values).onConflictDoNothing().returning();
  return row;
}

/** Records a sign-in: the previous one becomes lastLoggedIn, in one statement. */
export async function recordSignIn(db: Db, id: string, at: Date): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ lastLoggedIn: sql`${users.signedInAt}`, signedInAt: at })
    .where(eq(users.id, id))
    .returning();
  return row;
}

export async function markEmailVerified(db: Db, id: string, at: Date): Promise<void> {
  await db
    .update(users)
    .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${at})` })
    .where(eq(users.id, id));
}

/** Answers the account's type, to tell a staff member's change (which is audited) from a buyer's. */
export async function setPasswordHash(
  db: Db,
  id: string,
  passwordHash: string,
): Promise<{ type: UserType; email: string } | undefined> {
  const [row] = await db
    .update(users)
    .set({ passwordHash })
    .where(eq(users.id, id))
    .returning({ type: users.type, email: users.email });
  return row;
}

/** Whether any staff account (agent or admin) exists: a fresh install has none. */
export async function hasStaff(db: Db): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(inArray(users.type, [...STAFF_TYPES]))
    .limit(1);
  return row !== undefined;
}
