import { cookieLocale, LANGUAGE_COOKIE, type Locale } from '../../shared/i18n/locales.ts';

/**
 * Where the islands' language comes from: the i18n store (src/stores/locale.ts) registers
 * itself here once loaded. A getter set from outside, rather than an import, keeps the API
 * client free of a cycle (the store follows the session, which calls the API).
 */
let islandsLocale: (() => Locale) | undefined;

export function followLocale(source: () => Locale): void {
  islandsLocale = source;
}

/**
 * The language the buyer reads this page in: the islands' (which follows the account), else
 * what the page says (`<html lang="fr">`), else the language last chosen (the header's switch
 * and the Settings screen keep it in a cookie); English otherwise, and outside a browser.
 */
export function browserLocale(): Locale {
  if (islandsLocale) return islandsLocale();
  if (typeof document === 'undefined') return 'en';
  const pageLang = document.documentElement.lang.toLowerCase().split('-')[0];
  if (pageLang === 'fr') return 'fr';
  return cookieLocale(document.cookie) ?? 'en';
}

const ONE_YEAR_S = 365 * 24 * 3600;

/** Remembers a language for the next pages, as the header's switch does (the server reads the cookie). */
export function rememberLocale(locale: Locale): void {
  if (typeof document === 'undefined') return;
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${LANGUAGE_COOKIE}=${locale}; Path=/; Max-Age=${ONE_YEAR_S}; SameSite=Lax${secure}`;
}
