import { and, asc, count, desc, eq, getTableColumns, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { InquiryStatus } from '../../../shared/common/enums.ts';
import type { Db } from '../client.ts';
import { inquiries, orders, products, quotes, users } from '../schema/index.ts';
import { buyerContactColumns } from './users.queries.ts';
import { effectiveInquiryStatus } from './inquiries.queries.ts';
import { containing } from './rows.ts';

export interface StaffInquiryFilter {
  status?: InquiryStatus | undefined;
  q?: string | undefined;
  productId?: string | undefined;
  buyerId?: string | undefined;
}

/**
 * Since when a PENDING inquiry has waited for a quote: its creation, or the moment its
 * latest quote stopped being open (declined, superseded or expired), whichever is later.
 */
const waitingSince = sql<Date | string>`greatest(${inquiries.createdAt},
  (select max(case when ${quotes.status} = 'ACTIVE' then ${quotes.validUntil}
                   else least(${quotes.decidedAt}, ${quotes.validUntil}) end)
   from ${quotes} where ${quotes.inquiryId} = ${inquiries.id}))`;

const quoteCount = sql<number>`(select count(*) from ${quotes} where ${quotes.inquiryId} = ${inquiries.id})`.mapWith(
  Number,
);

/** What the console reads of an inquiry: the row, its status at the time, waiting time, quotes and buyer. */
const staffSelection = (status: SQL<InquiryStatus>) => ({
  inquiry: getTableColumns(inquiries),
  status,
  waitingSince,
  quoteCount,
  buyer: buyerContactColumns,
});

function whereOf(filter: StaffInquiryFilter, status: SQL): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (filter.status) conditions.push(sql`${status} = ${filter.status}`);
  if (filter.productId) conditions.push(eq(inquiries.productId, filter.productId));
  if (filter.buyerId) conditions.push(eq(inquiries.buyerId, filter.buyerId));
  if (filter.q) {
    const pattern = containing(filter.q);
    conditions.push(
      or(
        ilike(inquiries.productName, pattern),
        ilike(inquiries.productDescription, pattern),
        ilike(users.fullName, pattern),
        ilike(users.email, pattern),
      ),
    );
  }
  return and(...conditions);
}

/**
 * One page of inquiries for the console: pending ones first, longest waiting first; then
 * those with a quote out, then completed ones, newest first. Statuses are read at `now`.
 */
export async function staffInquiryPage(
  db: Db,
  filter: StaffInquiryFilter,
  page: { offset: number; limit: number },
  now: Date,
) {
  const status = effectiveInquiryStatus(now);
  const where = whereOf(filter, status);
  const rank = sql`case ${status} when 'PENDING' then 0 when 'RECEIVED' then 1 else 2 end`;
  const [rows, [total]] = await Promise.all([
    db
      .select(staffSelection(status))
      .from(inquiries)
      .innerJoin(users, eq(users.id, inquiries.buyerId))
      .where(where)
      .orderBy(
        asc(rank),
        asc(sql`case when ${status} = 'PENDING' then ${waitingSince} end`),
        desc(inquiries.createdAt),
        asc(inquiries.id),
      )
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(inquiries).innerJoin(users, eq(users.id, inquiries.buyerId)).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export type StaffInquiryRow = Awaited<ReturnType<typeof staffInquiryPage>>['rows'][number];

/** One inquiry as the console lists it, whoever the buyer. */
export async function staffInquiry(db: Db, id: string, now: Date): Promise<StaffInquiryRow | undefined> {
  const [row] = await db
    .select(staffSelection(effectiveInquiryStatus(now)))
    .from(inquiries)
    .innerJoin(users, eq(users.id, inquiries.buyerId))
    .where(eq(inquiries.id, id))
    .limit(1);
  return row;
}

/** What the console shows about an inquiry's buyer: when they joined and how much they have done. */
export async function buyerAtHand(db: Db, buyerId: string) {
  const [row] = await db
    .select({
      createdAt: users.createdAt,
      orderCount: sql<number>`(select count(*) from ${orders} where ${orders.buyerId} = ${buyerId})`.mapWith(Number),
      inquiryCount: sql<number>`(select count(*) from ${inquiries} where ${inquiries.buyerId} = ${buyerId})`.mapWith(
        Number,
      ),
    })
    .from(users)
    .where(eq(users.id, buyerId))
    .limit(1);
  return row;
}

/** A buyer's latest orders, newest first (orders_buyer_idx). */
export const recentOrdersOf = (db: Db, buyerId: string, limit: number) =>
  db
    .select({ ...getTableColumns(orders), productNameFr: products.productNameFr })
    .from(orders)
    .leftJoin(products, eq(products.id, orders.productId))
    .where(eq(orders.buyerId, buyerId))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit);
