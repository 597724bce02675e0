// Helpers over the product as the API answers it (docs/product/data.md; its schema is in products.contract.ts).

import type { Product, ProductImage } from './products.contract.ts';
import type { Locale } from '../i18n/locales.ts';
import { productNameIn, specificationLabelIn } from '../i18n/trade-names.ts';
import { resizedImage, responsiveSrcSet } from '../common/responsive-image.ts';
import { truncateName } from '../common/truncate-name.ts';

export type { CountryTraded, Product, ProductImage } from './products.contract.ts';

type Texts = Pick<Product, 'productName' | 'productDescription' | 'productNameFr' | 'productDescriptionFr'>;

/** A product's name in the reader's language: the French one when admins gave it, else the English. */
export const productName = productNameIn;

/** A product's description in the reader's language, as its name. */
export const productDescription = (product: Texts, locale: Locale): string =>
  (locale === 'fr' && product.productDescriptionFr) || product.productDescription;

/** A product's page: /details/{id}, and /fr/details/{id} in French. */
export const productPath = (id: string, locale: Locale = 'en') =>
  `${locale === 'fr' ? '/fr' : ''}/details/${encodeURIComponent(id)}`;

/** The first specification entry, shown on product cards and the details page. */
export function firstSpecification(product: Pick<Product, 'productSpecification'>, locale: Locale = 'en'): string {
  const [entry] = Object.entries(product.productSpecification);
  return entry ? `${specificationLabelIn(entry[0], locale)}: ${entry[1]}` : '';
}

/** docs/product/limits.md: the card's specification summary is cut at 16 characters. */
export const SPEC_SUMMARY_LENGTH = 16;

export const specSummary = (product: Pick<Product, 'productSpecification'>, locale: Locale = 'en') =>
  truncateName(firstSpecification(product, locale), SPEC_SUMMARY_LENGTH);

/**
 * A price per MT as cards and the details page write it, from the amount already formatted
 * in the reader's language: "$1,150" in English for US dollars, else "USD 1 150".
 */
export const moneyText = (currency: string, amount: string, locale: Locale) =>
  currency === 'USD' && locale === 'en' ? `$${amount}` : `${currency} ${amount}`;

/** A card's price range per MT: "$1,150 - $1,400", or one price when both ends agree. */
export function cardPriceText(
  product: Pick<Product, 'currency' | 'minPricePerUnit' | 'maxPricePerUnit'>,
  locale: Locale,
  formatAmount: (value: number, locale: Locale) => string,
): string {
  const money = (value: number) => moneyText(product.currency, formatAmount(value, locale), locale);
  const { minPricePerUnit: min, maxPricePerUnit: max } = product;
  return min === max ? money(min) : `${money(min)} - ${money(max)}`;
}

/** The main image of a product, falling back to its first. */
export function mainImage(product: Pick<Product, 'productImages'>): ProductImage | undefined {
  return product.productImages.find((image) => image.isMain) ?? product.productImages[0];
}

/**
 * Product images ship at 800x600 and, beside each, a 680x510 copy named "-680" (the details
 * page's picture on a phone, where the 800 px one costs a slow connection a third more) and
 * a 400x300 copy named "-400" for cards and thumbnails: /images/products/cocoa-1.webp,
 * cocoa-1-680.webp and cocoa-1-400.webp.
 */
export const smallImage = (src: string) => resizedImage(src, 400);

export const imageSrcSet = (src: string) => responsiveSrcSet(src, 800, [400, 680]);

/**
 * Each WebP picture and copy has an AVIF twin of the same name: about half the bytes for the
 * same look, which brings the main picture of the product page and of Buy Commodities within
 * the first round trips of a 3G connection (docs/product/site.md, Pictures). Offered in a <picture>
 * source, so a browser without AVIF takes the WebP. Undefined for a picture that is not WebP.
 */
export const avifSrcSet = (src: string): string | undefined =>
  src.endsWith('.webp') ? imageSrcSet(src.replace(/\.webp$/, '.avif')) : undefined;
