import { and, desc, eq, gt, inArray, max, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { inquiries, quotes, users } from '../schema/index.ts';
import { insertOne } from './rows.ts';

export type QuoteRow = typeof quotes.$inferSelect;
export type NewQuoteRow = typeof quotes.$inferInsert;
/** A stored quote with the name of the agent who sent it (null once that account is gone). */
export type QuoteWithAgent = QuoteRow & { quotedBy: string | null };

const withAgent = { quote: quotes, quotedBy: users.fullName };
const flatten = (row: { quote: QuoteRow; quotedBy: string | null }): QuoteWithAgent => ({
  ...row.quote,
  quotedBy: row.quotedBy,
});

/**
 * The inquiry, locked until the transaction ends: quoting and accepting the same inquiry
 * take turns, so versions are drawn one after another and a quote cannot be superseded
 * while it is being accepted.
 */
export async function lockInquiry(tx: Db, inquiryId: string) {
  const [row] = await tx.select().from(inquiries).where(eq(inquiries.id, inquiryId)).for('update').limit(1);
  return row;
}

export async function nextQuoteVersion(tx: Db, inquiryId: string): Promise<number> {
  const [row] = await tx
    .select({ version: max(quotes.version) })
    .from(quotes)
    .where(eq(quotes.inquiryId, inquiryId));
  return (row?.version ?? 0) + 1;
}

/** Marks the inquiry's open quote (if any) superseded; returns it as it was. */
export async function supersedeActiveQuote(tx: Db, inquiryId: string, at: Date): Promise<QuoteRow | undefined> {
  const [before] = await tx
    .select()
    .from(quotes)
    .where(and(eq(quotes.inquiryId, inquiryId), eq(quotes.status, 'ACTIVE')))
    .limit(1);
  if (!before) return undefined;
  await tx.update(quotes).set({ status: 'SUPERSEDED', decidedAt: at }).where(eq(quotes.id, before.id));
  return before;
}

export const insertQuote = (tx: Db, values: NewQuoteRow): Promise<QuoteRow> => insertOne(tx, quotes, values);

/** Every version of an inquiry's quotes, newest first. */
export async function quotesOfInquiry(db: Db, inquiryId: string): Promise<QuoteWithAgent[]> {
  const rows = await db
    .select(withAgent)
    .from(quotes)
    .leftJoin(users, eq(users.id, quotes.createdBy))
    .where(eq(quotes.inquiryId, inquiryId))
    .orderBy(desc(quotes.version));
  return rows.map(flatten);
}

/** Every version of the quotes of several inquiries, newest first. */
export async function quotesOfInquiries(db: Db, inquiryIds: string[]): Promise<QuoteWithAgent[]> {
  if (inquiryIds.length === 0) return [];
  const rows = await db
    .select(withAgent)
    .from(quotes)
    .leftJoin(users, eq(users.id, quotes.createdBy))
    .where(inArray(quotes.inquiryId, inquiryIds))
    .orderBy(desc(quotes.createdAt), desc(quotes.version));
  return rows.map(flatten);
}

/** One quote of one of the buyer's inquiries; undefined for anyone else's. */
export async function findQuoteOfBuyer(
  db: Db,
  buyerId: string,
  inquiryId: string,
  quoteId: string,
): Promise<QuoteRow | undefined> {
  const [row] = await db
    .select()
    .from(quotes)
    .where(and(eq(quotes.id, quoteId), eq(quotes.inquiryId, inquiryId), eq(quotes.buyerId, buyerId)))
    .limit(1);
  return row;
}

/**
 * Moves an open, unexpired quote to ACCEPTED or DECLINED, only if it still is open: of two
 * answers racing, the second finds it answered and changes nothing. Returns the moved row.
 */
export async function answerOpenQuote(
  tx: Db,
  quoteId: string,
  change: { status: 'ACCEPTED' | 'DECLINED'; at: Date; declineReason?: string | null },
): Promise<QuoteRow | undefined> {
  const [row] = await tx
    .update(quotes)
    .set({ status: change.status, decidedAt: change.at, declineReason: change.declineReason ?? null })
    .where(and(eq(quotes.id, quoteId), eq(quotes.status, 'ACTIVE'), gt(quotes.validUntil, change.at)))
    .returning();
  return row;
}

export async function linkQuoteToOrder(tx: Db, quoteId: string, orderId: string): Promise<void> {
  await tx.update(quotes).set({ orderId }).where(eq(quotes.id, quoteId));
}

/**
 * True where the inquiry has a quote waiting for the buyer's answer at `now`: open and not
 * past its validity (served by quotes_one_active_idx).
 */
export const hasWaitingQuote = (inquiryId: typeof inquiries.id, now: Date) =>
  sql`exists (select 1 from ${quotes} where ${quotes.inquiryId} = ${inquiryId}
      and ${quotes.status} = 'ACTIVE' and ${quotes.validUntil} > ${now.toISOString()}::timestamptz)`;
