// The catalogue as admins see it in the console (GET/POST/PATCH /staff/products...): the
// buyer's product plus what buyers never see (published state, market family, supplier,
// image ids and positions, price history).
import { z } from 'zod';
import { paged } from '../envelope.ts';
import { COMMODITY_FAMILIES } from '../market.ts';
import { Product, ProductImage } from './product.ts';

export const StaffProductImage = ProductImage.extend({
  id: z.uuid(),
  position: z.int().min(0),
  width: z.int(),
  height: z.int(),
  /** The 400 px copy shown in lists and thumbnails. */
  thumbnail: z.string(),
}).meta({ id: 'StaffProductImage' });
export type StaffProductImage = z.infer<typeof StaffProductImage>;

export const PricePoint = z
  .object({
    countryCode: z.string(),
    countryName: z.string(),
    pricePerMT: z.number(),
    recordedAt: z.string().meta({ description: 'ISO 8601.' }),
    actorName: z.string().nullable().meta({ description: 'Who set it; null for the demo history.' }),
  })
  .meta({ id: 'PricePoint' });
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
  .meta({ id: 'StaffProduct' });
export type StaffProduct = z.infer<typeof StaffProduct>;

/** One product with its recent price changes, newest first (the console's edit screen). */
export const StaffProductDetails = StaffProduct.extend({ priceHistory: z.array(PricePoint) }).meta({
  id: 'StaffProductDetails',
});
export type StaffProductDetails = z.infer<typeof StaffProductDetails>;

export const StaffProductPage = paged(StaffProduct).meta({ id: 'StaffProductPage' });
export type StaffProductPage = z.infer<typeof StaffProductPage>;

export const StaffProductParams = z.object({ id: z.uuid({ message: 'Product id is not valid.' }) });
export const StaffProductImageParams = StaffProductParams.extend({
  imageId: z.uuid({ message: 'Image id is not valid.' }),
});
