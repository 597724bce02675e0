// How products read on the marketplace screens: prices, lead time, the card's spec summary.
import { countryName } from '../../lib/format/country-names.ts';
import { formatNumber } from '../../lib/format/numbers.ts';
import type { Locale } from '../../shared/i18n/locales.ts';
import { cardPriceText, moneyText, type Product } from '../../shared/products/products.ts';

export { SPEC_SUMMARY_LENGTH, specSummary } from '../../shared/products/products.ts';

/** "$1,150" or "EUR 1,150.50": prices per MT read best without trailing zeros. */
export const money = (currency: string, value: number, locale: Locale = 'en') =>
  moneyText(currency, formatNumber(value, locale), locale);

/** "$1,150 - $1,400", "USD 1 150 - USD 1 400" */
export const priceRange = (
  product: Pick<Product, 'currency' | 'minPricePerUnit' | 'maxPricePerUnit'>,
  locale: Locale = 'en',
) => cardPriceText(product, locale, formatNumber);

/** The origins, named in the reader's language. */
export const originNames = (product: Pick<Product, 'CountryTraded'>, locale: Locale = 'en') =>
  product.CountryTraded.map((origin) => countryName(origin.countryCode, origin.countryName, locale)).join(', ');
