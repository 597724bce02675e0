// The console's inquiries (GET /staff/inquiries, GET /staff/inquiries/{id}): the query and
// the answers. Quotes themselves are in ../quotes/quotes.ts; islands import the types only.
import { z } from 'zod';
import { INQUIRY_STATUSES } from '../common/enums.ts';
import { PageQuery } from '../common/envelope.ts';
import { STAFF_BUYER_EXAMPLE, StaffBuyer } from '../orders/orders.staff.contract.ts';
import { INQUIRY_EXAMPLE, Inquiry } from './inquiries.contract.ts';
import { ORDER_LIST_ITEM_EXAMPLE, OrderListItem } from '../orders/orders.contract.ts';
import { Quote } from '../quotes/quotes.contract.ts';

const Timestamp = z.iso.datetime();

export const StaffInquiryQuery = PageQuery.extend({
  status: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.enum(INQUIRY_STATUSES, { error: `Choose one of ${INQUIRY_STATUSES.join(', ')}.` }).optional(),
  ),
  q: z
    .string()
    .trim()
    .max(200, { error: 'Keep the search under 200 characters.' })
    .optional()
    .transform((value) => value || undefined)
    .meta({ description: "Searches the product, the requirements and the buyer's name and e-mail." }),
  productId: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.uuid({ error: 'Product id is not valid.' }).optional(),
  ),
  buyerId: z
    .preprocess((value) => (value === '' ? undefined : value), z.uuid({ error: 'Buyer id is not valid.' }).optional())
    .meta({ description: "One buyer's inquiries (the inbox's buyer panel links here)." }),
});
export type StaffInquiryQuery = z.output<typeof StaffInquiryQuery>;

const STAFF_INQUIRY_EXAMPLE = {
  ...INQUIRY_EXAMPLE,
  buyer: STAFF_BUYER_EXAMPLE,
  quoteCount: 0,
  latestQuote: null,
  waitingSince: '2026-11-23T09:30:00.000Z',
  dueAt: '2026-11-24T09:30:00.000Z',
} as const;

/** A row of the console's inquiry list. */
export const StaffInquiry = Inquiry.extend({
  buyer: StaffBuyer,
  quoteCount: z.int().min(0),
  latestQuote: Quote.pick({ id: true, version: true, state: true, pricePerMT: true, total: true, validUntil: true })
    .nullable()
    .meta({ description: 'The newest version, with its state read now.' }),
  waitingSince: Timestamp.nullable().meta({
    description:
      'PENDING only: since when it has waited for a quote (sent, or its last quote expired or was declined).',
  }),
  dueAt: Timestamp.nullable().meta({ description: 'PENDING only: when the quote-turnaround target runs out.' }),
}).meta({ id: 'StaffInquiry', example: STAFF_INQUIRY_EXAMPLE });
export type StaffInquiry = z.infer<typeof StaffInquiry>;

export const RECENT_ORDERS = 10;

/** The console's inquiry page: the inquiry, its buyer at hand, and every quote version. */
export const StaffInquiryDetails = z
  .object({
    inquiry: StaffInquiry,
    buyer: StaffBuyer.extend({ createdAt: Timestamp, orderCount: z.int(), inquiryCount: z.int() }),
    recentOrders: z
      .array(OrderListItem)
      .meta({ description: `The buyer's latest orders, newest first (at most ${RECENT_ORDERS}).` }),
    quotes: z.array(Quote).meta({ description: 'Newest first.' }),
    turnaroundHours: z.number().meta({ description: 'How long an inquiry may wait for a quote.' }),
  })
  .meta({
    id: 'StaffInquiryDetails',
    example: {
      inquiry: STAFF_INQUIRY_EXAMPLE,
      buyer: { ...STAFF_BUYER_EXAMPLE, createdAt: '2026-10-02T14:00:00.000Z', orderCount: 1, inquiryCount: 3 },
      recentOrders: [ORDER_LIST_ITEM_EXAMPLE],
      quotes: [],
      turnaroundHours: 24,
    },
  });
export type StaffInquiryDetails = z.infer<typeof StaffInquiryDetails>;

export const StaffInquiryParams = z.object({ id: z.uuid({ error: 'Inquiry id is not valid.' }) });
