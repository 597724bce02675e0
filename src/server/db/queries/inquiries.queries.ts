import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { inquiries } from '../schema/index.ts';
import type { Inquiry } from '../../../shared/inquiries/inquiries.contract.ts';
import { type AnswerColumns, answerOf, jsonFields, listText } from './json-answer.ts';
import { hasWaitingQuote } from './quotes.queries.ts';
import { insertOne, findOne } from './rows.ts';

export type InquiryRow = typeof inquiries.$inferSelect;
export type NewInquiryRow = typeof inquiries.$inferInsert;

/** The columns of an inquiry as the API answers it. */
export const INQUIRY_COLUMNS = {
  id: inquiries.id,
  productId: inquiries.productId,
  productName: inquiries.productName,
  productDescription: inquiries.productDescription,
  quantityRequired: inquiries.quantityRequired,
  termsOfTrade: inquiries.termsOfTrade,
  paymentTerms: inquiries.paymentTerms,
  destinationPort: inquiries.destinationPort,
  status: inquiries.status,
  createdAt: inquiries.createdAt,
} satisfies AnswerColumns<Inquiry>;

/** The same without the stored status: lists answer the status read at the time (effectiveInquiryStatus). */
const { status: _storedStatus, ...INQUIRY_FIELDS_BUT_STATUS } = INQUIRY_COLUMNS;

export const insertInquiry = (db: Db, values: NewInquiryRow): Promise<InquiryRow> => insertOne(db, inquiries, values);

/** One inquiry, only if it belongs to the buyer. */
export const findInquiryOfBuyer = (db: Db, buyerId: string, id: string): Promise<InquiryRow | undefined> =>
  findOne(db, inquiries, and(eq(inquiries.id, id), eq(inquiries.buyerId, buyerId)));

/**
 * The inquiry status everyone reads at `now` (the rule of inquiryStatus in
 * src/shared/inquiries/inquiries.ts): COMPLETED as stored; RECEIVED while a quote waits for the buyer;
 * PENDING otherwise, also once the waiting quote has expired.
 */
export const effectiveInquiryStatus = (now: Date) =>
  sql<InquiryRow['status']>`(case when ${inquiries.status} = 'COMPLETED' then 'COMPLETED'
    when ${hasWaitingQuote(inquiries.id, now)} then 'RECEIVED'
    else 'PENDING' end)::inquiry_status`;

/**
 * A buyer's inquiries as a JSON array text (Inquiry[]), newest first, served by
 * inquiries_buyer_idx; built by the database for the reason given at orderListJson.
 * Statuses are read at `now`.
 */
export async function inquiryListJson(db: Db, buyerId: string, now: Date): Promise<string> {
  const result = await db.execute(sql`
    select coalesce(json_agg(i), '[]')::text as list from (
      select ${jsonFields(INQUIRY_FIELDS_BUT_STATUS)}, ${effectiveInquiryStatus(now)} as "status"
      from ${inquiries}
      where ${inquiries.buyerId} = ${buyerId}
      order by ${inquiries.createdAt} desc, ${inquiries.id} desc
    ) i`);
  return listText(result);
}

/**
 * One page of the same list, the same rows in the same order as inquiryListJson, read as rows
 * (the CSV export reads the list a page at a time instead of as one text).
 */
export async function inquiryListPage(db: Db, buyerId: string, now: Date, page: { offset: number; limit: number }) {
  const rows = await db
    .select({ ...INQUIRY_FIELDS_BUT_STATUS, status: effectiveInquiryStatus(now) })
    .from(inquiries)
    .where(eq(inquiries.buyerId, buyerId))
    .orderBy(desc(inquiries.createdAt), desc(inquiries.id))
    .limit(page.limit)
    .offset(page.offset);
  return rows.map((row) => answerOf<Inquiry>(INQUIRY_COLUMNS, row));
}

export async function setInquiryStatus(db: Db, id: string, status: InquiryRow['status']): Promise<void> {
  await db.update(inquiries).set({ status }).where(eq(inquiries.id, id));
}
