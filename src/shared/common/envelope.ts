// The `/api` envelope (docs/product/api.md), written once: the server serialises its answers
// through these schemas, the OpenAPI reference is generated from them, and the browser's
// API client types its calls with them.
import { z } from 'zod';
import { ERROR_CODES, type ErrorCode } from '../i18n/errors.ts';

/** One failure, optionally tied to the form field that caused it. */
export const FieldError = z
  .object({
    message: z.string().meta({ description: 'A sentence for the person using the form or client, in English.' }),
    field: z
      .string()
      .optional()
      .meta({ description: 'The request field at fault, e.g. "email" or "items.0.quantity".' }),
    code: z.enum(ERROR_CODES).meta({
      description:
        'A stable machine-readable code (src/shared/i18n/errors.ts): clients translate the failure from it; it never changes while `message` may be reworded.',
    }),
  })
  .meta({
    id: 'FieldError',
    example: { message: 'The e-mail address or password is incorrect.', code: 'invalid_credentials' },
  });
/**
 * A failure as the server builds it: refused by a reason, it carries that reason's code; the
 * server gives any other the code of its status when it answers (never one found from its text).
 * Clients may meet answers without one.
 */
export type FieldError = Omit<z.infer<typeof FieldError>, 'code'> & { code?: ErrorCode };

/** Every failure: one or more errors, with a fitting HTTP status. */
export const ErrorEnvelope = z
  .object({ errors: z.array(FieldError).min(1) })
  .meta({ id: 'ErrorEnvelope', example: { errors: [{ message: 'Product not found.', code: 'product_not_found' }] } });
export type ErrorEnvelope = z.infer<typeof ErrorEnvelope>;

/** The success shape: `{ data: ... }`. */
export const envelope = <T extends z.ZodType>(data: T) => z.object({ data });
export type Envelope<T> = { data: T };

/** One page of a list: the items and where they sit in the whole. */
export const paged = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    total: z.int().min(0).meta({ description: 'How many items match, over all pages.' }),
    page: z.int().min(1),
    pageSize: z.int().min(1).max(100),
  });
export type Paged<T> = { items: T[]; total: number; page: number; pageSize: number };

export const PAGE_SIZE_DEFAULT = 20;
export const PAGE_SIZE_MAX = 100;

/** `?page=&pageSize=` of a list call: pages count from 1; 20 per page unless asked, at most 100. */
export const PageQuery = z.object({
  page: z.coerce
    .number({ message: 'page must be a number.' })
    .int('page must be a whole number.')
    .min(1, 'page counts from 1.')
    .default(1),
  pageSize: z.coerce
    .number({ message: 'pageSize must be a number.' })
    .int('pageSize must be a whole number.')
    .min(1, 'pageSize must be at least 1.')
    .max(PAGE_SIZE_MAX, `pageSize must be at most ${PAGE_SIZE_MAX}.`)
    .default(PAGE_SIZE_DEFAULT),
});
export type PageQuery = z.infer<typeof PageQuery>;

/** The rows to skip for a page, for SQL `offset`. */
export const pageOffset = ({ page, pageSize }: PageQuery) => (page - 1) * pageSize;
