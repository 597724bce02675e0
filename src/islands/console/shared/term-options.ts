// The choices of the console's trade forms (quote, draft order), named in English as the
// console is; the buyers' forms name them in the reader's language (shared/trade-options.ts).
import { formatUsd } from '../../../lib/format/numbers.ts';
import { PAYMENT_TERM_LABELS, PAYMENT_TERMS, SHIPPING_TERM_LABELS, SHIPPING_TERMS } from '../../../shared/common/enums.ts';
import type { Product } from '../../../shared/products/products.ts';
import type { SelectOption } from '../../shared/FormFields.tsx';
import { COUNTRY_OPTIONS } from '../../shared/trade-options.ts';

export const SHIPPING_OPTIONS: SelectOption[] = SHIPPING_TERMS.map((value) => ({
  value,
  label: SHIPPING_TERM_LABELS[value],
}));

export const PAYMENT_OPTIONS: SelectOption[] = PAYMENT_TERMS.map((value) => ({
  value,
  label: PAYMENT_TERM_LABELS[value],
}));

/**
 * Countries of origin an agent can offer: the product's own origins first, with their list
 * prices, then every country (an agent may source elsewhere).
 */
export function originOptions(product: Product | undefined): SelectOption[] {
  const own = (product?.CountryTraded ?? []).map((origin) => ({
    value: origin.countryCode,
    label: `${origin.countryName} (list price ${formatUsd(origin.price)}/MT)`,
  }));
  const ownCodes = new Set(own.map((origin) => origin.value));
  return [...own, ...COUNTRY_OPTIONS.filter((country) => !ownCodes.has(country.value))];
}
