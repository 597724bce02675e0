// The site's languages (issue 16): English everywhere, French beside it under /fr for the
// public pages. Shared by the pages (links, hreflang), the sitemap and the server (which
// serves the French page to a visitor whose browser or last choice asks for French).

export const LOCALES = ['en', 'fr'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

export const isLocale = (value: unknown): value is Locale => LOCALES.includes(value as Locale);

/** The cookie that remembers a visitor's choice of language (set by the header's switch). */
export const LANGUAGE_COOKIE = 'lang';
const LANGUAGE_COOKIE_VALUE = new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=([a-z]{2})(?:;|$)`);
/** The language remembered in a Cookie header (server) or document.cookie (browser), if any. */
export function cookieLocale(cookies: string | undefined): Locale | undefined {
  if (!cookies) return undefined;
  const match = LANGUAGE_COOKIE_VALUE.exec(cookies);
  return isLocale(match?.[1]) ? match[1] : undefined;
}

/** Query parameter of the switch's links: the server stores the choice and serves that language. */
export const LANGUAGE_PARAM = 'lang';

/** English paths of the pages that also exist in French, under /fr. */
export const BILINGUAL_PATHS = [
  '/',
  '/our-story',
  '/what-we-do',
  '/our-impact',
  '/market-intelligence',
  '/contact',
  '/academy',
  '/buy-commodities',
] as const;

const FRENCH_PREFIX = '/fr';

/** The staff console stays in English whatever the visitor's language: the team works in English. */
export const isEnglishOnly = (path: string) => path === '/console' || path.startsWith('/console/');

/** The language a path is written in: /fr and /fr/... are French. */
export const pathLocale = (path: string): Locale =>
  path === FRENCH_PREFIX || path.startsWith(`${FRENCH_PREFIX}/`) ? 'fr' : 'en';

/** The English path of a page in either language: /fr/our-story -> /our-story, /fr -> /. */
export function englishPath(path: string): string {
  if (pathLocale(path) === 'en') return path;
  return path.slice(FRENCH_PREFIX.length) || '/';
}

/** Product pages (/details/{id}) exist in both languages too, one shell each (issue 27). */
export const PRODUCT_PATH_PREFIX = '/details/';

/** Academy articles (/academy/{name}) exist in both languages too, one file each (content/academy). */
export const ACADEMY_PATH_PREFIX = '/academy/';

/** Whether a page (given in either language) exists in both. */
export const isBilingual = (path: string) => {
  const english = englishPath(path);
  return (
    (BILINGUAL_PATHS as readonly string[]).includes(english) ||
    english.startsWith(PRODUCT_PATH_PREFIX) ||
    english.startsWith(ACADEMY_PATH_PREFIX)
  );
};

/** The path of a page in `locale`: localizedPath('/our-story', 'fr') -> /fr/our-story. */
export function localizedPath(path: string, locale: Locale): string {
  const english = englishPath(path);
  if (locale === 'en') return english;
  return english === '/' ? FRENCH_PREFIX : `${FRENCH_PREFIX}${english}`;
}

/**
 * The preferred of our languages in an Accept-Language header ("fr-CM,fr;q=0.9,en;q=0.8"),
 * or undefined when it names neither.
 */
export function preferredLocale(acceptLanguage: string | undefined): Locale | undefined {
  if (!acceptLanguage) return undefined;
  let best: { locale: Locale; q: number } | undefined;
  for (const part of acceptLanguage.split(',')) {
    const [tag = '', ...params] = part.trim().split(';');
    const base = tag.trim().toLowerCase().split('-')[0];
    if (!isLocale(base)) continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    if (Number.isFinite(q) && q > 0 && (!best || q > best.q)) best = { locale: base, q };
  }
  return best?.locale;
}
