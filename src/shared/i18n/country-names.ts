// The one rule for naming a country in the page's language, on the server (the product page,
// its cards and previews) and in the islands alike: the catalogue stores English names.
import { FRENCH_COUNTRY_NAMES } from './country-names-fr.ts';
import type { Locale } from './locales.ts';

/** The name of a country (ISO 3166-1 alpha-2) in `locale`; `english` when English or unknown. */
export function countryIn(code: string, english: string, locale: Locale): string {
  if (locale === 'en' || !code) return english;
  return FRENCH_COUNTRY_NAMES[code.toUpperCase()] ?? english;
}
