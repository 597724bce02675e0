// Buyers seen from the console: search, one buyer's page (profile, counts, timeline), suspension.
import { z } from 'zod';
import { LOCALES } from '../i18n/locales.ts';
import { PageQuery } from '../common/envelope.ts';
import { FIELD_LIMITS } from '../common/field-limits.ts';

export const BuyerSearchQuery = PageQuery.extend({
  q: z
    .string()
    .trim()
    .max(100, 'Search at most 100 characters.')
    .optional()
    .meta({ description: 'Name, e-mail, phone, or company country (name or ISO code).' }),
});
export type BuyerSearchQuery = z.infer<typeof BuyerSearchQuery>;

const BUYER_EXAMPLE = {
  id: '5b0e3a52-6f1c-4c1e-9d7a-2f8b1c0d9e4a',
  fullName: 'Amina Bello',
  email: 'amina@bellocommodities.ng',
  phoneNumber: '+2348021234567',
  country: 'NG',
  language: 'fr',
  verified: true,
  suspended: false,
  lastSignedInAt: '2026-11-23T08:55:00.000Z',
  createdAt: '2026-10-02T14:00:00.000Z',
} as const;

const EVENT_EXAMPLE = {
  kind: 'order',
  id: '7d6c5b4a-3e2f-4a1b-9c8d-7e6f5a4b3c2d',
  at: '2026-11-18T09:30:00.000Z',
  title: 'Order ATH-7K3Q9P: 25 MT raw cashew nuts, CIF Rotterdam',
  detail: 'USD 36,250',
  status: 'PROCESSING',
  orderId: '7d6c5b4a-3e2f-4a1b-9c8d-7e6f5a4b3c2d',
} as const;

export const BuyerListItem = z
  .object({
    id: z.uuid(),
    fullName: z.string(),
    email: z.string(),
    phoneNumber: z.string().nullable(),
    country: z.string().nullable().meta({ description: 'ISO 3166-1 alpha-2.' }),
    language: z.enum(LOCALES).meta({ description: 'The language the buyer reads: answer in it.' }),
    verified: z.boolean(),
    suspended: z.boolean(),
    lastSignedInAt: z.string().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'BuyerListItem', example: BUYER_EXAMPLE });
export type BuyerListItem = z.infer<typeof BuyerListItem>;

export const BuyerParams = z.object({ id: z.uuid({ error: 'Buyer id is not valid.' }) });

export const TIMELINE_KINDS = [
  'message',
  'inquiry',
  'quote',
  'order',
  'payment',
  'shipment',
  'dispute',
  'screening',
] as const;
export type TimelineKind = (typeof TIMELINE_KINDS)[number];

export const TimelineEvent = z
  .object({
    kind: z.enum(TIMELINE_KINDS),
    id: z
      .string()
      .meta({ description: 'Id of the message, inquiry, quote, order, payment proof, shipment milestone or dispute.' }),
    at: z.string(),
    title: z.string(),
    detail: z.string().nullable(),
    status: z.string().nullable(),
    /** The console page that shows the object, when one exists. */
    orderId: z.string().nullable().meta({ description: 'The order the event belongs to, if any.' }),
  })
  .meta({ id: 'TimelineEvent', example: EVENT_EXAMPLE });
export type TimelineEvent = z.infer<typeof TimelineEvent>;

export const BuyerCounts = z
  .object({
    messages: z.int(),
    inquiries: z.int(),
    quotes: z.int(),
    orders: z.int(),
    payments: z.int(),
    shipments: z.int(),
    disputes: z.int(),
    /** Sanctions screenings that changed the buyer's status, and admins' decisions on them. */
    screenings: z.int(),
  })
  .meta({
    id: 'BuyerCounts',
    example: {
      messages: 38,
      inquiries: 3,
      quotes: 4,
      orders: 2,
      payments: 1,
      shipments: 1,
      disputes: 1,
      screenings: 1,
    },
  });
export type BuyerCounts = z.infer<typeof BuyerCounts>;

export const BuyerDetails = z
  .object({
    profile: BuyerListItem.extend({ suspendedAt: z.string().nullable(), suspensionReason: z.string().nullable() }),
    counts: BuyerCounts,
    timeline: z.array(TimelineEvent).meta({ description: 'Newest first; the latest 100 events.' }),
  })
  .meta({
    id: 'BuyerDetails',
    example: {
      profile: { ...BUYER_EXAMPLE, suspendedAt: null, suspensionReason: null },
      counts: {
        messages: 38,
        inquiries: 3,
        quotes: 4,
        orders: 2,
        payments: 1,
        shipments: 1,
        disputes: 1,
        screenings: 1,
      },
      timeline: [EVENT_EXAMPLE],
    },
  });
export type BuyerDetails = z.infer<typeof BuyerDetails>;

const OpenItems = z.object({
  items: z.array(TimelineEvent).meta({ description: 'Newest first.' }),
  total: z.int().min(0),
});

export const OpenActivity = z
  .object({
    orders: OpenItems.meta({ description: 'Orders not delivered or cancelled.' }),
    inquiries: OpenItems.meta({ description: 'Inquiries without an accepted quote.' }),
    disputes: OpenItems.meta({ description: 'Disputes not resolved or rejected.' }),
  })
  .meta({
    id: 'OpenActivity',
    example: {
      orders: { items: [EVENT_EXAMPLE], total: 1 },
      inquiries: { items: [], total: 0 },
      disputes: { items: [], total: 0 },
    },
  });
export type OpenActivity = z.infer<typeof OpenActivity>;

/** GET /staff/buyers/{id}/context: what an agent answering the buyer needs beside the chat. */
export const BuyerContext = z.object({ profile: BuyerListItem, open: OpenActivity }).meta({
  id: 'BuyerContext',
  description: 'The buyer and what is open for them, for the inbox.',
  example: {
    profile: BUYER_EXAMPLE,
    open: {
      orders: { items: [EVENT_EXAMPLE], total: 1 },
      inquiries: { items: [], total: 0 },
      disputes: { items: [], total: 0 },
    },
  },
});
export type BuyerContext = z.infer<typeof BuyerContext>;

export const SuspendBody = z
  .object({
    reason: z
      .string({ error: 'Give a reason for the suspension.' })
      .trim()
      .min(3, 'Give a reason for the suspension.')
      .max(FIELD_LIMITS.suspensionReason, `Keep the reason under ${FIELD_LIMITS.suspensionReason} characters.`),
  })
  .meta({ example: { reason: 'Payment proof from a bank account not in the buyer’s company name.' } });
