// Price alerts and saved searches as the API takes and answers them (the buyer's own).
import { z } from 'zod';
import { Timestamp } from '../common/common.contract.ts';
import { errorText } from '../i18n/errors.ts';

const ALERT_EXAMPLE = {
  id: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
  productId: '8f7e6d5c-4b3a-4c2d-9e1f-0a9b8c7d6e5f',
  productName: 'Raw cashew nuts',
  productNameFr: 'Noix de cajou brutes',
  countryOfOrigin: 'Benin',
  maxPricePerMT: 1400,
  currentPricePerMT: 1450,
  triggeredAt: null,
  createdAt: '2026-11-23T09:30:00.000Z',
} as const;

const money = (what: string) =>
  z.coerce
    .number({ error: `${what} must be a number.` })
    .positive({ error: `${what} must be more than 0.` })
    .max(10_000_000, { error: `${what} is too large.` });

export const PriceAlertBody = z
  .object({
    productId: z.uuid({ error: 'Choose a product.' }),
    countryOfOrigin: z
      .string({ error: errorText('origin_missing') })
      .trim()
      .min(1, { error: errorText('origin_missing') })
      .max(100),
    maxPricePerMT: money('The price'),
  })
  .meta({
    id: 'PriceAlertBody',
    example: { productId: ALERT_EXAMPLE.productId, countryOfOrigin: 'Benin', maxPricePerMT: 1400 },
  });
export type PriceAlertBody = z.infer<typeof PriceAlertBody>;

export const PriceAlert = z
  .object({
    id: z.uuid(),
    productId: z.uuid(),
    productName: z.string(),
    productNameFr: z.string().nullable().meta({ description: 'The product’s French name in the catalogue; null: none.' }),
    countryOfOrigin: z.string(),
    maxPricePerMT: z.number(),
    currentPricePerMT: z
      .number()
      .nullable()
      .meta({ description: 'The listed price now; null if the origin is no longer listed.' }),
    triggeredAt: Timestamp.nullable().meta({
      description: 'When the price last came down to the alert (the buyer was told); null while above it.',
    }),
    createdAt: Timestamp,
  })
  .meta({ id: 'PriceAlert', example: ALERT_EXAMPLE });
export type PriceAlert = z.infer<typeof PriceAlert>;

const optionalText = (max: number) => z.string({ error: 'Must be text.' }).trim().max(max).default('');
const optionalPrice = z
  .union([z.null(), money('The price')])
  .default(null)
  .meta({ description: 'USD per MT; null for no limit.' });

export const CatalogueSearchQuery = z
  .object({
    q: optionalText(200),
    category: optionalText(100),
    sub: optionalText(100),
    origin: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^([A-Z]{2})?$/, { error: 'The origin is a two-letter country code.' })
      .default(''),
    min: optionalPrice,
    max: optionalPrice,
  })
  .refine((query) => query.min === null || query.max === null || query.min <= query.max, {
    error: 'The lowest price must not be above the highest.',
    path: ['max'],
  });

const SEARCH_EXAMPLE = {
  id: '2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e',
  name: 'Cashew from Benin under 1,500',
  query: { q: 'cashew', category: 'Nuts', sub: '', origin: 'BJ', min: null, max: 1500 },
  createdAt: '2026-11-23T09:30:00.000Z',
} as const;

export const SavedSearchBody = z
  .object({
    name: z
      .string({ error: 'Name the search.' })
      .trim()
      .min(1, { error: 'Name the search.' })
      .max(80, { error: 'Keep the name under 80 characters.' }),
    query: CatalogueSearchQuery,
  })
  .meta({ id: 'SavedSearchBody', example: { name: SEARCH_EXAMPLE.name, query: SEARCH_EXAMPLE.query } });
export type SavedSearchBody = z.infer<typeof SavedSearchBody>;

export const SavedSearch = z
  .object({
    id: z.uuid(),
    name: z.string(),
    query: z.object({
      q: z.string(),
      category: z.string(),
      sub: z.string(),
      origin: z.string(),
      min: z.number().nullable(),
      max: z.number().nullable(),
    }),
    createdAt: Timestamp,
  })
  .meta({ id: 'SavedSearch', example: SEARCH_EXAMPLE });
export type SavedSearch = z.infer<typeof SavedSearch>;
