import type {
  StaffInquiry,
  StaffInquiryDetails,
  StaffInquiryQuery,
} from '../../shared/inquiries/inquiries.staff.contract.ts';
import { RECENT_ORDERS } from '../../shared/inquiries/inquiries.staff.contract.ts';
import { type QuoteWithAgent, quotesOfInquiries, quotesOfInquiry } from '../db/queries/quotes.queries.ts';
import {
  buyerAtHand,
  recentOrdersOf,
  type StaffInquiryRow,
  staffInquiry,
  staffInquiryPage,
} from '../db/queries/inquiries.staff.queries.ts';
import { refused } from '../http/api-error.ts';
import type { ServiceContext } from './context.ts';
import { toInquiry } from './inquiries.service.ts';
import { toOrderListItem } from './orders.service.ts';
import { toQuote } from './quotes.service.ts';
import { quoteTurnaroundHours } from './service-targets.ts';

const HOUR_MS = 60 * 60 * 1000;

function toStaffInquiry(
  row: StaffInquiryRow,
  latest: QuoteWithAgent | undefined,
  turnaroundHours: number,
  now: Date,
): StaffInquiry {
  const { inquiry } = row;
  const pending = row.status === 'PENDING';
  const waitingSince = pending ? new Date(row.waitingSince) : null;
  const latestQuote = latest ? toQuote(latest, now) : null;
  return {
    ...toInquiry(inquiry),
    status: row.status,
    buyer: row.buyer,
    quoteCount: row.quoteCount,
    latestQuote: latestQuote && {
      id: latestQuote.id,
      version: latestQuote.version,
      state: latestQuote.state,
      pricePerMT: latestQuote.pricePerMT,
      total: latestQuote.total,
      validUntil: latestQuote.validUntil,
    },
    waitingSince: waitingSince?.toISOString() ?? null,
    dueAt: waitingSince ? new Date(waitingSince.getTime() + turnaroundHours * HOUR_MS).toISOString() : null,
  };
}

/** The newest version of each inquiry's quotes. */
function latestByInquiry(rows: QuoteWithAgent[]): Map<string, QuoteWithAgent> {
  const latest = new Map<string, QuoteWithAgent>();
  for (const row of rows) {
    const seen = latest.get(row.inquiryId);
    if (!seen || row.version > seen.version) latest.set(row.inquiryId, row);
  }
  return latest;
}

/** GET /staff/inquiries: pending first, longest waiting first, with each one's due time. */
export async function listStaffInquiries(ctx: ServiceContext, query: StaffInquiryQuery) {
  const { db } = ctx;
  const now = ctx.now();
  const { page, pageSize } = query;
  const [{ rows, total }, turnaround] = await Promise.all([
    staffInquiryPage(db, query, { offset: (page - 1) * pageSize, limit: pageSize }, now),
    quoteTurnaroundHours(db),
  ]);
  const latest = latestByInquiry(
    await quotesOfInquiries(
      db,
      rows.map((row) => row.inquiry.id),
    ),
  );
  return {
    items: rows.map((row) => toStaffInquiry(row, latest.get(row.inquiry.id), turnaround, now)),
    total,
    page,
    pageSize,
  };
}

/** GET /staff/inquiries/{id}: the inquiry, its buyer's details and latest orders, and every quote version. */
export async function staffInquiryDetails(ctx: ServiceContext, id: string): Promise<StaffInquiryDetails> {
  const { db } = ctx;
  const now = ctx.now();
  const row = await staffInquiry(db, id, now);
  if (!row) throw refused('inquiry_not_found');
  const [quoteRows, buyer, orders, turnaroundHours] = await Promise.all([
    quotesOfInquiry(db, id),
    buyerAtHand(db, row.buyer.id),
    recentOrdersOf(db, row.buyer.id, RECENT_ORDERS),
    quoteTurnaroundHours(db),
  ]);
  return {
    inquiry: toStaffInquiry(row, quoteRows[0], turnaroundHours, now),
    buyer: {
      ...row.buyer,
      createdAt: buyer?.createdAt.toISOString() ?? row.inquiry.createdAt.toISOString(),
      orderCount: buyer?.orderCount ?? 0,
      inquiryCount: buyer?.inquiryCount ?? 0,
    },
    recentOrders: orders.map(toOrderListItem),
    quotes: quoteRows.map((quote) => toQuote(quote, now)),
    turnaroundHours,
  };
}
