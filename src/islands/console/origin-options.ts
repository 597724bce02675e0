import { formatUsd } from '../../lib/format/numbers.ts';
import { COUNTRIES_EN } from '../../shared/countries.ts';
import type { Product } from '../../shared/product.ts';
import type { SelectOption } from '../shared/FormFields.tsx';

/** Every country, by its English name. */
export const countryOptions: SelectOption[] = COUNTRIES_EN.map((country) => ({
  value: country.value,
  label: country.label,
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
  return [...own, ...countryOptions.filter((country) => !ownCodes.has(country.value))];
}
