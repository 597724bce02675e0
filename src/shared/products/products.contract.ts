// The product as the API answers it (docs/product/data.md). Islands import these types with `import type`
// only, so zod stays out of their bundles; the helpers live in ./products.ts.
import { z } from 'zod';

export const ProductImage = z
  .object({
    image: z.string().meta({ description: 'Path of the 800 px WebP; the 400 px copy ends in "-400".' }),
    alt: z.string(),
    isMain: z.boolean(),
    width: z.int().optional().meta({ description: 'Pixel width of `image`.' }),
    height: z.int().optional().meta({ description: 'Pixel height of `image`.' }),
  })
  .meta({ id: 'ProductImage' });
export type ProductImage = z.infer<typeof ProductImage>;

export const CountryTraded = z
  .object({
    countryName: z.string(),
    countryCode: z.string().meta({ description: 'ISO 3166-1 alpha-2.' }),
    price: z.number().meta({ description: 'USD per metric tonne from this origin.' }),
  })
  .meta({ id: 'CountryTraded' });
export type CountryTraded = z.infer<typeof CountryTraded>;

export const Product = z
  .object({
    id: z.uuid(),
    productName: z.string(),
    productDescription: z.string(),
    productNameFr: z
      .string()
      .nullable()
      .optional()
      .meta({ description: 'The name French readers see; null (or absent): the English one.' }),
    productDescriptionFr: z
      .string()
      .nullable()
      .optional()
      .meta({ description: 'The description French readers see; null (or absent): the English one.' }),
    category: z.string(),
    subCategory: z.string(),
    currency: z.string(),
    minPricePerUnit: z.number(),
    maxPricePerUnit: z.number(),
    minOrdersAllowed: z.number().meta({ description: 'Metric tonnes.' }),
    supplyCapacity: z.number().meta({ description: 'Metric tonnes per month.' }),
    minDuration: z.number().meta({ description: 'Lead time in days.' }),
    maxDuration: z.number(),
    productSpecification: z.record(z.string(), z.string()),
    CountryTraded: z.array(CountryTraded),
    productImages: z.array(ProductImage),
  })
  .meta({
    id: 'Product',
    example: {
      id: '3f1c2b9e-8d7a-4c5b-9e1f-0a2b3c4d5e6f',
      productName: 'Cocoa beans',
      productDescription: 'Fermented, sun-dried Grade I cocoa beans.',
      productNameFr: 'Fèves de cacao',
      productDescriptionFr: 'Fèves de cacao fermentées et séchées au soleil, grade I.',
      category: 'Agriculture',
      subCategory: 'Cocoa',
      currency: 'USD',
      minPricePerUnit: 2400,
      maxPricePerUnit: 2900,
      minOrdersAllowed: 25,
      supplyCapacity: 1200,
      minDuration: 14,
      maxDuration: 30,
      productSpecification: { Moisture: '7.5% max' },
      CountryTraded: [{ countryName: "Côte d'Ivoire", countryCode: 'CI', price: 2650 }],
      productImages: [{ image: '/images/products/cocoa-1.webp', alt: 'Cocoa beans in a sack', isMain: true }],
    },
  });
export type Product = z.infer<typeof Product>;

export const ProductParams = z.object({ productId: z.uuid({ message: 'Product id is not valid.' }) });
