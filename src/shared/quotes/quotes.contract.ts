// Quotes as the API takes and answers them (docs/product/console.md). The
// rules (state machine, validity, totals) are plain functions in ./quotes.ts.
import { z } from 'zod';
import { PaymentPlanBody } from '../payments/payments.contract.ts';
import type { FieldError } from '../common/api-types.ts';
import { countryLabel } from '../common/countries.ts';
import { PAYMENT_TERMS, QUOTE_STATES, SHIPPING_TERMS } from '../common/enums.ts';
import { destinationCountryCode } from '../inquiries/inquiries.ts';
import { quantityCheck } from '../orders/order-rules.ts';
import { errorText, reasonIssue } from '../i18n/errors.ts';
import { INQUIRY_EXAMPLE, Inquiry } from '../inquiries/inquiries.contract.ts';
import { ORDER_LIST_ITEM_EXAMPLE, OrderListItem } from '../orders/orders.contract.ts';
import { QUOTE_LIMITS, validUntilError, parseValidUntil } from './quotes.ts';

const requiredText = (what: string, max: number) =>
  z
    .string({ error: `Enter ${what}.` })
    .trim()
    .min(1, { error: `Enter ${what}.` })
    .max(max, { error: `Keep ${what} under ${max.toLocaleString('en-US')} characters.` });

const decimalsOf = (value: number) => (String(value).split('.')[1] ?? '').length;

/** The quote form's payload; numbers may arrive as numbers or numeric text. */
export const QuoteBody = z
  .object({
    countryOfOrigin: z
      .string({ error: errorText('origin_missing') })
      .trim()
      .min(1, { error: errorText('origin_missing') })
      .refine((value) => destinationCountryCode(value) !== undefined, { error: 'Choose a country from the list.' })
      // Stored and shown by its English name, whatever the form sent.
      .transform((value) => {
        const code = destinationCountryCode(value) ?? value;
        return countryLabel(code) ?? value;
      }),
    quantity: z
      .union([z.number(), z.string()], { error: errorText('quantity_missing') })
      .transform((value, context) => {
        const parsed = quantityCheck(value);
        if (parsed.ok) return parsed.value;
        context.addIssue({ code: 'custom', ...reasonIssue(parsed.reason) });
        return z.NEVER;
      }),
    pricePerMT: z.coerce
      .number({ error: 'Enter the price per MT in USD.' })
      .positive({ error: 'The price per MT must be more than 0.' })
      .max(QUOTE_LIMITS.maxPricePerMT, {
        error: `The price per MT can be at most USD ${QUOTE_LIMITS.maxPricePerMT.toLocaleString('en-US')}.`,
      })
      .refine((value) => decimalsOf(value) <= 2, { error: 'The price per MT can have at most 2 decimals (cents).' }),
    incoterm: z.enum(SHIPPING_TERMS, { error: `Choose one of ${SHIPPING_TERMS.join(', ')}.` }),
    /** The incoterm's named place: the port or town the price is quoted to (e.g. Rotterdam for CIF). */
    namedPlace: requiredText('the named place (port or town)', QUOTE_LIMITS.namedPlace),
    paymentTerm: z.enum(PAYMENT_TERMS, { error: `Choose one of ${PAYMENT_TERMS.join(', ')}.` }),
    leadTimeDays: z.coerce
      .number({ error: 'Enter the lead time in days.' })
      .int({ error: 'Enter the lead time as whole days.' })
      .min(1, { error: 'The lead time is at least 1 day.' })
      .max(QUOTE_LIMITS.maxLeadTimeDays, { error: `The lead time is at most ${QUOTE_LIMITS.maxLeadTimeDays} days.` }),
    /** ISO date-time, or YYYY-MM-DD for the end of that day (UTC). Must be in the future. */
    validUntil: z.string({ error: 'Choose how long the quote is valid.' }).transform((value, context) => {
      const date = parseValidUntil(value);
      if (date) return date;
      context.addIssue({ code: 'custom', message: 'Enter the validity as a date, e.g. 2026-12-31.' });
      return z.NEVER;
    }),
    note: z
      .string({ error: 'The note must be text.' })
      .trim()
      .max(QUOTE_LIMITS.note, { error: `Keep the note under ${QUOTE_LIMITS.note.toLocaleString('en-US')} characters.` })
      .optional()
      .default(''),
    paymentPlan: PaymentPlanBody.optional().meta({
      description: 'How the buyer pays, instalment by instalment; absent: the default plan of the payment term.',
    }),
  })
  .meta({
    example: {
      countryOfOrigin: 'Nigeria',
      quantity: 25.5,
      pricePerMT: 1450.5,
      incoterm: 'CIF',
      namedPlace: 'Rotterdam',
      paymentTerm: 'LC',
      leadTimeDays: 21,
      validUntil: '2026-12-31',
      note: 'Price includes fumigation and marine insurance.',
    },
  });
export type QuoteInput = z.input<typeof QuoteBody>;
export type QuoteValues = z.output<typeof QuoteBody>;

/**
 * Every problem of a quote form at `now`, by field: the schema's rules plus a future validity.
 * Takes what a form holds (text in every field), which the schema reads as the server does.
 */
export function quoteErrors(input: QuoteInput | Record<string, string>, now: Date): FieldError[] {
  const parsed = QuoteBody.safeParse(input);
  const errors: FieldError[] = parsed.success
    ? []
    : parsed.error.issues.map((issue) => ({ field: String(issue.path[0] ?? ''), message: issue.message }));
  if (parsed.success) {
    const validity = validUntilError(parsed.data.validUntil, now);
    if (validity) errors.push({ field: 'validUntil', message: validity });
  }
  return errors;
}

/** POST /rfq/{id}/quotes/{quoteId}/accept takes no fields; a missing body is fine. */
export const AcceptQuoteBody = z.preprocess((body) => body ?? {}, z.object({})).meta({ example: {} });

/** POST /rfq/{id}/quotes/{quoteId}/decline. */
export const DeclineQuoteBody = z
  .preprocess(
    (body) => body ?? {},
    z.object({
      reason: z
        .string({ error: 'The reason must be text.' })
        .trim()
        .max(QUOTE_LIMITS.declineReason, {
          error: `Keep the reason under ${QUOTE_LIMITS.declineReason.toLocaleString('en-US')} characters.`,
        })
        .optional(),
    }),
  )
  .meta({ example: { reason: 'We have covered this lot from a Lomé supplier at USD 1,410 per MT.' } });

const Timestamp = z.iso.datetime();

const QUOTE_EXAMPLE = {
  id: '5b7e1c2d-3f4a-4b5c-8d6e-7f8091a2b3c4',
  inquiryId: '8c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f',
  version: 2,
  state: 'ACTIVE',
  countryOfOrigin: 'Nigeria',
  quantity: 25.5,
  pricePerMT: 1450.5,
  total: 36987.75,
  incoterm: 'CIF',
  namedPlace: 'Rotterdam',
  paymentTerm: 'LC',
  leadTimeDays: 21,
  validUntil: '2026-11-30T23:59:59.999Z',
  note: 'Price includes fumigation and marine insurance.',
  quotedBy: 'Kofi Boateng',
  createdAt: '2026-11-23T10:15:00.000Z',
  decidedAt: null,
  declineReason: null,
  orderId: null,
  paymentPlan: { instalments: [{ label: 'Letter of credit', percent: 100, trigger: 'AGAINST_DOCUMENTS', days: 5 }] },
} as const;

/** One version of a quote, as both the buyer and the staff see it. */
export const Quote = z
  .object({
    id: z.uuid(),
    inquiryId: z.uuid(),
    version: z.int().min(1).meta({ description: '1 for the first quote of an inquiry, then 2, 3...' }),
    state: z.enum(QUOTE_STATES).meta({
      description: 'Read at the time of the answer: an ACTIVE quote past its validUntil reads EXPIRED.',
    }),
    countryOfOrigin: z.string(),
    quantity: z.number().meta({ description: 'Metric tonnes.' }),
    pricePerMT: z.number().meta({ description: 'USD per metric tonne.' }),
    total: z.number().meta({ description: 'USD, computed by the server: price per MT x quantity.' }),
    incoterm: z.enum(SHIPPING_TERMS),
    namedPlace: z.string().meta({ description: "The incoterm's named place, e.g. Rotterdam for CIF Rotterdam." }),
    paymentTerm: z.enum(PAYMENT_TERMS),
    leadTimeDays: z.int(),
    validUntil: Timestamp,
    note: z.string(),
    quotedBy: z.string().meta({ description: 'The agent who sent it.' }),
    createdAt: Timestamp,
    decidedAt: Timestamp.nullable().meta({ description: 'When it was accepted, declined or superseded.' }),
    declineReason: z.string().nullable(),
    orderId: z.uuid().nullable().meta({ description: 'The order an accepted quote became.' }),
    paymentPlan: PaymentPlanBody.meta({
      description: 'The plan the order will have: the one offered, else the default of the payment term.',
    }),
  })
  .meta({
    id: 'Quote',
    example: QUOTE_EXAMPLE,
  });
export type Quote = z.infer<typeof Quote>;

/** What a quote card repeats of its quote. */
const QUOTE_CARD_TERMS = [
  'inquiryId',
  'version',
  'quantity',
  'pricePerMT',
  'total',
  'incoterm',
  'namedPlace',
  'paymentTerm',
  'leadTimeDays',
  'validUntil',
] as const;

/** The quote card of a QUOTE chat message: enough to read the offer without opening it. */
export const QuoteCard = z
  .object({
    quoteId: z.uuid(),
    inquiryId: z.uuid(),
    version: z.int().min(1),
    productName: z.string(),
    quantity: z.number(),
    pricePerMT: z.number(),
    total: z.number(),
    incoterm: z.enum(SHIPPING_TERMS),
    namedPlace: z.string(),
    paymentTerm: z.enum(PAYMENT_TERMS),
    leadTimeDays: z.int(),
    validUntil: Timestamp,
  })
  .meta({
    id: 'QuoteCard',
    example: {
      quoteId: QUOTE_EXAMPLE.id,
      productName: 'Sesame seeds',
      ...Object.fromEntries(QUOTE_CARD_TERMS.map((key) => [key, QUOTE_EXAMPLE[key]])),
    },
  });
export type QuoteCard = z.infer<typeof QuoteCard>;

export const QuoteParams = z.object({
  id: z.uuid({ error: 'Inquiry id is not valid.' }),
  quoteId: z.uuid({ error: 'Quote id is not valid.' }),
});
/** One quote of one of the buyer's inquiries: `id` is the inquiry's. */
export type QuoteParams = z.infer<typeof QuoteParams>;

/** GET /rfq/{id}: the inquiry with every version of its quotes, newest first. */
export const InquiryWithQuotes = Inquiry.extend({
  quotes: z.array(Quote).meta({ description: 'Every version, newest first.' }),
}).meta({
  id: 'InquiryWithQuotes',
  example: { ...INQUIRY_EXAMPLE, status: 'RECEIVED', quotes: [QUOTE_EXAMPLE] },
});

/** POST /rfq/{id}/quotes/{quoteId}/accept: the new order, at the quoted price and terms. */
export const AcceptedOrder = OrderListItem.extend({
  pricePerMT: z.number(),
  countryOfOrigin: z.string(),
  country: z.string().meta({ description: "Destination country: the inquiry's." }),
  port: z.string().meta({ description: "The quote's named place." }),
}).meta({
  id: 'AcceptedOrder',
  description: 'The whole order page is GET /order/{id}.',
  example: {
    ...ORDER_LIST_ITEM_EXAMPLE,
    productName: 'Sesame seeds',
    status: 'PENDING',
    cost: 36987.75,
    quantityOrdered: 25.5,
    buyerApproved: false,
    pricePerMT: 1450.5,
    countryOfOrigin: 'Nigeria',
    country: 'Netherlands',
    port: 'Rotterdam',
  },
});
export type AcceptedOrder = z.infer<typeof AcceptedOrder>;
