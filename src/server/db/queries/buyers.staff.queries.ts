import { and, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { users } from '../schema/index.ts';
import { containing, countRows } from './rows.ts';

export interface BuyerSearch {
  text?: string | undefined;
  /** Digits of a phone number typed in the search. */
  phoneDigits?: string | undefined;
  /** ISO code of a country named or coded in the search. */
  countryCode?: string | undefined;
}

function searchWhere(search: BuyerSearch): SQL | undefined {
  const matches: (SQL | undefined)[] = [];
  if (search.text) {
    matches.push(ilike(users.fullName, containing(search.text)), ilike(users.email, containing(search.text)));
  }
  if (search.phoneDigits) matches.push(ilike(users.phoneNumber, containing(search.phoneDigits)));
  if (search.countryCode) matches.push(eq(users.country, search.countryCode));
  return and(eq(users.type, 'buyer'), matches.length > 0 ? or(...matches) : undefined);
}

/** Buyers matching the search, newest accounts first. */
export function searchBuyers(db: Db, search: BuyerSearch, limit: number, offset: number) {
  return db
    .select()
    .from(users)
    .where(searchWhere(search))
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(limit)
    .offset(offset);
}

export const countBuyers = (db: Db, search: BuyerSearch): Promise<number> => countRows(db, users, searchWhere(search));

export async function setSuspension(db: Db, buyerId: string, suspension: { at: Date; reason: string } | null) {
  const [row] = await db
    .update(users)
    .set({ suspendedAt: suspension?.at ?? null, suspensionReason: suspension?.reason ?? null })
    .where(and(eq(users.id, buyerId), eq(users.type, 'buyer')))
    .returning();
  return row;
}
