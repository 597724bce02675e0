import { useStore } from '@nanostores/react';
import { COUNTRIES_EN } from '../../shared/common/countries.ts';
import { PAYMENT_TERMS, SHIPPING_TERMS } from '../../shared/common/enums.ts';
import type { Locale } from '../../shared/i18n/locales.ts';
import { countryName } from '../../lib/format/country-names.ts';
import { $locale } from '../../stores/locale.ts';
import { useLabels } from './labels.ts';

/** The select options of the trade forms (inquiry, order, profile); countries are built once. */
export const COUNTRY_OPTIONS = COUNTRIES_EN.map(({ value, label }) => ({ value, label }));

const countryOptionsIn = new Map<Locale, { value: string; label: string }[]>([['en', COUNTRY_OPTIONS]]);

/** The countries named and sorted in `locale` ("Allemagne", "Côte d’Ivoire"), built once per language. */
export function countryOptions(locale: Locale): { value: string; label: string }[] {
  let options = countryOptionsIn.get(locale);
  if (!options) {
    // One collator for the whole sort: localeCompare(…, locale) looks the language up on each call.
    const { compare } = new Intl.Collator(locale);
    options = COUNTRY_OPTIONS.map(({ value, label }) => ({ value, label: countryName(value, label, locale) })).sort(
      (a, b) => compare(a.label, b.label),
    );
    countryOptionsIn.set(locale, options);
  }
  return options;
}

/** The country options in the reader's language (English while hydrating, as built). */
export function useCountryOptions() {
  return countryOptions(useStore($locale, { ssr: () => 'en' as const }));
}

/** The shipping and payment options with their names in the reader's language. */
export function useTermOptions() {
  const label = useLabels();
  return {
    shipping: SHIPPING_TERMS.map((value) => ({ value, label: label('shipping', value) })),
    payment: PAYMENT_TERMS.map((value) => ({ value, label: label('payment', value) })),
  };
}
