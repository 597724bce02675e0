// The catalogue as admins see it in the console (GET/POST/PATCH /staff/products...): the
// buyer's product plus what buyers never see (published state, market family, supplier,
// image ids and positions, price history).
import { z } from 'zod';
import { paged } from '../common/envelope.ts';
import { COMMODITY_FAMILIES } from '../market/market.ts';
import { PRODUCT_EXAMPLE_FIELDS } from './product-write.ts';
import { Product, ProductImage } from './products.contract.ts';

const IMAGE_EXAMPLE = {
  id: 'b7c6d5e4-f3a2-4b1c-9d0e-8f7a6b5c4d3e',
  image: '/images/products/raw-cashew-nuts-b7c6d5e4.webp',
  thumbnail: '/images/products/raw-cashew-nuts-b7c6d5e4-400.webp',
  alt: 'Raw cashew nuts in a jute bag',
  isMain: true,
  position: 0,
  width: 800,
  height: 600,
} as const;

const PRICE_POINT_EXAMPLE = {
  countryCode: 'BJ',
  countryName: 'Benin',
  pricePerMT: 1450,
  recordedAt: '2026-11-20T10:00:00.000Z',
  actorName: 'Ngozi Okafor',
} as const;

const STAFF_PRODUCT_EXAMPLE = {
  id: '4c3b2a1d-0e9f-4a8b-8c7d-6e5f4a3b2c1d',
  ...PRODUCT_EXAMPLE_FIELDS,
  productSpecification: { KOR: '48 lbs min', Moisture: '8% max' },
  CountryTraded: [{ countryName: 'Benin', countryCode: 'BJ', price: 1450 }],
  published: true,
  createdAt: '2026-09-01T08:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  productImages: [IMAGE_EXAMPLE],
} as const;

export const StaffProductImage = ProductImage.extend({
  id: z.uuid(),
  position: z.int().min(0),
  width: z.int(),
  height: z.int(),
  /** The 400 px copy shown in lists and thumbnails. */
  thumbnail: z.string(),
}).meta({ id: 'StaffProductImage', example: IMAGE_EXAMPLE });
export type StaffProductImage = z.infer<typeof StaffProductImage>;

export const PricePoint = z
  .object({
    countryCode: z.string(),
    countryName: z.string(),
    pricePerMT: z.number(),
    recordedAt: z.string().meta({ description: 'ISO 8601.' }),
    actorName: z.string().nullable().meta({ description: 'Who set it; null for the demo history.' }),
  })
  .meta({ id: 'PricePoint', example: PRICE_POINT_EXAMPLE });
export type PricePoint = z.infer<typeof PricePoint>;

export const StaffProduct = Product.omit({ productImages: true })
  .extend({
    published: z.boolean(),
    commodity: z.enum(COMMODITY_FAMILIES).nullable(),
    supplier: z.string(),
    createdAt: z.string(),
    updatedAt: z.string(),
    productImages: z.array(StaffProductImage),
  })
  .meta({ id: 'StaffProduct', example: STAFF_PRODUCT_EXAMPLE });
export type StaffProduct = z.infer<typeof StaffProduct>;

/** One product with its recent price changes, newest first (the console's edit screen). */
export const StaffProductDetails = StaffProduct.extend({ priceHistory: z.array(PricePoint) }).meta({
  id: 'StaffProductDetails',
  example: { ...STAFF_PRODUCT_EXAMPLE, priceHistory: [PRICE_POINT_EXAMPLE] },
});
export type StaffProductDetails = z.infer<typeof StaffProductDetails>;

export const StaffProductPage = paged(StaffProduct).meta({ id: 'StaffProductPage' });
export type StaffProductPage = z.infer<typeof StaffProductPage>;

export const StaffProductParams = z.object({ id: z.uuid({ message: 'Product id is not valid.' }) });
export const StaffProductImageParams = StaffProductParams.extend({
  imageId: z.uuid({ message: 'Image id is not valid.' }),
});
