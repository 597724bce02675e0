// What admins write to the catalogue (docs/product/data.md fields plus category, market family and
// published state), and its rules, once: the console's product form checks with these
// schemas before sending, and the server re-checks every POST and PATCH with them.
import { z } from 'zod';
import { isCountryCode } from '../common/countries.ts';
import { PageQuery } from '../common/envelope.ts';
import { FOCUS_CATEGORIES } from '../common/enums.ts';
import { COMMODITY_FAMILIES } from '../market/market.ts';
import { FIELD_LIMITS } from '../common/field-limits.ts';
import { errorText, reasonIssue } from '../i18n/errors.ts';

/** docs/product/limits.md: prices are in US dollars; orders are costed in USD from these prices. */
export const CURRENCIES = ['USD'] as const;

export const PRODUCT_LIMITS = {
  name: 120,
  description: 5000,
  subCategory: 60,
  supplier: 120,
  specRows: 40,
  specKey: 60,
  specValue: 200,
  origins: 20,
  /** USD per MT; far above any bulk commodity, inside the stored precision. */
  price: 10_000_000,
  /** Metric tonnes, for the minimum order and the monthly capacity. */
  tonnes: 1_000_000,
  /** Lead time in days. */
  leadDays: 365,
} as const;

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} is required.` })
    .trim()
    .min(1, `${label} is required.`)
    .max(max, `${label} must be at most ${max.toLocaleString('en-US')} characters.`);

/** An optional text: blank or null means none, and readers of that language see the English one. */
const optionalText = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text.` })
    .trim()
    .max(max, `${label} must be at most ${max.toLocaleString('en-US')} characters.`)
    .nullable();

/** A number with at most `decimals` decimals, above zero and at most `max`. */
const amount = (label: string, max: number, decimals: number) =>
  z
    .number({ error: `${label} must be a number.` })
    .positive(`${label} must be more than 0.`)
    .max(max, `${label} must be at most ${max.toLocaleString('en-US')}.`)
    .refine(
      (value) => Math.abs(value * 10 ** decimals - Math.round(value * 10 ** decimals)) < 1e-6,
      `${label} may have at most ${decimals} decimals.`,
    );

const price = (label: string) => amount(label, PRODUCT_LIMITS.price, 2);

const days = (label: string) =>
  z
    .number({ error: `${label} must be a number of days.` })
    .int(`${label} must be whole days.`)
    .min(0, `${label} cannot be negative.`)
    .max(PRODUCT_LIMITS.leadDays, `${label} must be at most ${PRODUCT_LIMITS.leadDays} days.`);

export const SpecRow = z.object({
  key: text('Specification name', PRODUCT_LIMITS.specKey),
  value: text('Specification value', PRODUCT_LIMITS.specValue),
});
export type SpecRow = z.infer<typeof SpecRow>;

export const OriginInput = z.object({
  countryCode: z
    .string({ error: errorText('origin_missing') })
    .trim()
    .toUpperCase()
    .refine((code) => /^[A-Z]{2}$/.test(code) && isCountryCode(code), 'Choose a country from the list.'),
  pricePerMT: price('Price per MT'),
});
export type OriginInput = z.infer<typeof OriginInput>;

/** Every writable field, without the rules that relate fields to each other. */
export const ProductFields = z.object({
  productName: text('Product name', PRODUCT_LIMITS.name),
  productDescription: text('Description', PRODUCT_LIMITS.description),
  /** French name and description: optional, shown to French readers when given. */
  productNameFr: optionalText('French name', PRODUCT_LIMITS.name),
  productDescriptionFr: optionalText('French description', PRODUCT_LIMITS.description),
  category: z.enum(FOCUS_CATEGORIES, { error: 'Choose a category.' }),
  subCategory: text('Sub-category', PRODUCT_LIMITS.subCategory),
  /** The Market Intelligence family the product's prices count towards; null for none. */
  commodity: z.enum(COMMODITY_FAMILIES, { error: 'Choose a market family or none.' }).nullable(),
  supplier: text('Supplier', PRODUCT_LIMITS.supplier),
  currency: z.enum(CURRENCIES, { error: 'Prices are in USD.' }),
  minPricePerUnit: price('Minimum price'),
  maxPricePerUnit: price('Maximum price'),
  minOrdersAllowed: amount('Minimum order', PRODUCT_LIMITS.tonnes, 3),
  supplyCapacity: amount('Monthly capacity', PRODUCT_LIMITS.tonnes, 3),
  minDuration: days('Shortest lead time'),
  maxDuration: days('Longest lead time'),
  /** Key-value rows in the order shown to buyers. */
  productSpecification: z
    .array(SpecRow, { error: 'Add the specification as rows.' })
    .min(1, 'Add at least one specification row.')
    .max(PRODUCT_LIMITS.specRows, `Keep the specification to ${PRODUCT_LIMITS.specRows} rows.`),
  origins: z
    .array(OriginInput, { error: 'Add the origins as a list.' })
    .min(1, 'Add at least one origin with its price per MT.')
    .max(PRODUCT_LIMITS.origins, `Keep to ${PRODUCT_LIMITS.origins} origins.`),
  published: z.boolean({ error: 'Published must be true or false.' }),
});
export type ProductFields = z.infer<typeof ProductFields>;

/**
 * The rules between fields: the price range is in order and holds every origin's price,
 * the lead time is in order, specification names and origins are not repeated.
 */
function checkProductRules(product: ProductFields, ctx: z.RefinementCtx) {
  const { minPricePerUnit: min, maxPricePerUnit: max } = product;
  if (min > max) {
    ctx.addIssue({ code: 'custom', path: ['maxPricePerUnit'], ...reasonIssue('product_price_range_inverted') });
  }
  if (product.minDuration > product.maxDuration) {
    ctx.addIssue({ code: 'custom', path: ['maxDuration'], ...reasonIssue('product_lead_time_inverted') });
  }
  const keys = new Set<string>();
  product.productSpecification.forEach((row, index) => {
    const key = row.key.toLowerCase();
    if (keys.has(key)) {
      ctx.addIssue({
        code: 'custom',
        path: ['productSpecification', index, 'key'],
        ...reasonIssue({ code: 'product_spec_listed_twice', params: { key: row.key } }),
      });
    }
    keys.add(key);
  });
  const codes = new Set<string>();
  product.origins.forEach((origin, index) => {
    if (codes.has(origin.countryCode)) {
      ctx.addIssue({
        code: 'custom',
        path: ['origins', index, 'countryCode'],
        ...reasonIssue('product_origin_listed_twice'),
      });
    }
    codes.add(origin.countryCode);
    if (min <= max && (origin.pricePerMT < min || origin.pricePerMT > max)) {
      ctx.addIssue({
        code: 'custom',
        path: ['origins', index, 'pricePerMT'],
        ...reasonIssue({ code: 'product_origin_price_outside_range', params: { min, max } }),
      });
    }
  });
}

/** The plain fields of the example product, shared by the write and the read examples. */
export const PRODUCT_EXAMPLE_FIELDS = {
  productName: 'Raw cashew nuts',
  productDescription: 'Raw cashew nuts in shell from the 2026 Benin crop, sun-dried and hand-sorted.',
  category: 'Agro-Commodities',
  subCategory: 'Nuts',
  commodity: 'cashew-nuts',
  supplier: 'Coopérative Borgou, Parakou',
  currency: 'USD',
  minPricePerUnit: 1350,
  maxPricePerUnit: 1550,
  minOrdersAllowed: 25,
  supplyCapacity: 800,
  minDuration: 14,
  maxDuration: 30,
} as const;

/** POST /staff/products: a whole product. It starts unpublished unless it says otherwise. */
export const ProductCreateBody = ProductFields.extend({
  productNameFr: ProductFields.shape.productNameFr.default(null),
  productDescriptionFr: ProductFields.shape.productDescriptionFr.default(null),
  commodity: ProductFields.shape.commodity.default(null),
  currency: ProductFields.shape.currency.default('USD'),
  published: ProductFields.shape.published.default(false),
})
  .superRefine(checkProductRules)
  .meta({
    example: {
      ...PRODUCT_EXAMPLE_FIELDS,
      productSpecification: [
        { key: 'KOR', value: '48 lbs min' },
        { key: 'Moisture', value: '8% max' },
      ],
      origins: [
        { countryCode: 'BJ', pricePerMT: 1450 },
        { countryCode: 'CI', pricePerMT: 1420 },
      ],
      published: false,
    },
  });
export type ProductCreateInput = z.input<typeof ProductCreateBody>;

/** PATCH /staff/products/{id}: any fields; the product they make must pass ProductWrite. */
export const ProductPatchBody = ProductFields.partial()
  .refine((patch) => Object.keys(patch).length > 0, {
    message: 'Send at least one field to change.',
  })
  .meta({ example: { maxPricePerUnit: 1600, origins: [{ countryCode: 'BJ', pricePerMT: 1480 }], published: true } });
export type ProductPatchInput = z.infer<typeof ProductPatchBody>;

/** The whole product as it will be stored, after a create or a patch merged with what is stored. */
export const ProductWrite = ProductFields.superRefine(checkProductRules);

/** A product can be published only with a main image to show (and, by ProductFields, an origin). */
export const PUBLISH_NEEDS_IMAGE = errorText('product_needs_main_image');

/** Specification rows as stored and answered: an ordered key-value map. */
export const specificationMap = (rows: SpecRow[]): Record<string, string> =>
  Object.fromEntries(rows.map((row) => [row.key, row.value]));

export const specificationRows = (map: Record<string, string>): SpecRow[] =>
  Object.entries(map).map(([key, value]) => ({ key, value }));

// ---------------------------------------------------------------------------------------
// Images

/** Uploads: JPEG, PNG or WebP (read from the bytes), at most 10 MB. */
export const PRODUCT_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const PRODUCT_IMAGE_MAX_BYTES = 10 * 1024 * 1024;
export const ALT_MAX = FIELD_LIMITS.imageAlt;

export const ImagePatchBody = z
  .object({
    alt: text('Description of the image', ALT_MAX).optional(),
    /** New place in the gallery, from 0. */
    position: z.number({ error: 'Position must be a number.' }).int().min(0, 'Position starts at 0.').optional(),
    /** true makes this the main image; the former main one stops being it. */
    isMain: z.literal(true, { error: 'Set isMain to true to make this the main image.' }).optional(),
  })
  .refine((patch) => Object.keys(patch).length > 0, { message: 'Send alt, position or isMain.' })
  .meta({ example: { alt: 'Raw cashew nuts in a jute bag at the Cotonou warehouse', position: 0, isMain: true } });
export type ImagePatchInput = z.infer<typeof ImagePatchBody>;

/** GET /staff/products filters. */
export const StaffProductsQuery = PageQuery.extend({
  q: z.string().trim().max(120).optional(),
  published: z
    .enum(['true', 'false'], { error: 'published is true or false.' })
    .transform((value) => value === 'true')
    .optional(),
  category: z.enum(FOCUS_CATEGORIES, { error: 'Choose a category.' }).optional(),
});
export type StaffProductsQuery = z.infer<typeof StaffProductsQuery>;
