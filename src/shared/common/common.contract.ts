// Small pieces the answer schemas share.
import { z } from 'zod';
import { ORDER_STATUSES, PAYMENT_TERMS, SHIPPING_TERMS, USER_TYPES } from './enums.ts';

/** An ISO 8601 UTC time stamp, as Date.toISOString writes it. */
export const Timestamp = z.iso.datetime().meta({ example: '2026-11-23T09:30:00.000Z' });

/** A calendar day, YYYY-MM-DD (UTC where it bounds a range). */
export const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date like 2026-01-31.')
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), 'This is not a calendar date.');

export const UserType = z.enum(USER_TYPES);
export const OrderStatus = z.enum(ORDER_STATUSES);
export const ShippingTerm = z.enum(SHIPPING_TERMS);
export const PaymentTerm = z.enum(PAYMENT_TERMS);

/** A path parameter that must be a UUID, named in the error for the person or client. */
export const uuidParam = (what: string) => z.uuid({ error: `${what} id is not valid.` });

/**
 * An answer made only of counts (the home page's statistics, the buyer hub's summaries),
 * named in the OpenAPI document, with an example that names every count.
 */
export const countsObject = <Counts extends Record<string, z.ZodType<number>>>(
  id: string,
  counts: Counts,
  example: Record<keyof Counts, number>,
) => z.object(counts).meta({ id, example });

/** A confirmation whose only content is that it happened, e.g. `{ "signedOut": true }`. */
export const done = <K extends string>(key: K) => z.object({ [key]: z.literal(true) } as Record<K, z.ZodLiteral<true>>);

/** The parts of a signed file link. Lenient on purpose: a mangled link is refused by the
 * signature check with one clear message. */
export const SignedLinkQuery = z.object({
  expires: z.string().default(''),
  signature: z.string().max(200).default(''),
});
