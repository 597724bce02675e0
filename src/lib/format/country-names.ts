// Country names in the reader's language, from the browser's (or Node's) own data: the API
// names origins and destinations in English, and French readers read "Côte d'Ivoire",
// "Allemagne". Intl.DisplayNames is created on first use only: public pages do not pay for it.
import type { Locale } from '../../shared/i18n/locales.ts';

const displayNames = new Map<Locale, Intl.DisplayNames | null>();

function namesIn(locale: Locale): Intl.DisplayNames | null {
  if (!displayNames.has(locale)) {
    let names: Intl.DisplayNames | null = null;
    try {
      names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' });
    } catch {
      // An engine without DisplayNames: the English names stay.
    }
    displayNames.set(locale, names);
  }
  return displayNames.get(locale) ?? null;
}

/** The name of a country (ISO 3166-1 alpha-2) in `locale`; `english` when English or unknown. */
export function countryName(code: string, english: string, locale: Locale): string {
  if (locale === 'en' || !code) return english;
  return namesIn(locale)?.of(code.toUpperCase()) ?? english;
}
