// The islands' language (issue 16) and their messages, through @nanostores/i18n. English is
// the base: every island keeps its English text in its own code, exactly as docs/product/ writes
// it, and French lives beside it in src/lib/i18n/fr, one file per island area, downloaded
// only by French readers.
import { type ComponentsJSON, createI18n, localeFrom, type Translations } from '@nanostores/i18n';
import { useStore } from '@nanostores/react';
import { atom, computed, type ReadableAtom } from 'nanostores';
import {
  DEFAULT_LOCALE,
  isBilingual,
  isEnglishOnly,
  isLocale,
  type Locale,
  preferredLocale,
} from '../shared/i18n/locales.ts';
import { errorText, type Reason } from '../shared/i18n/errors.ts';
import { formatDate, formatDateTime, formatNumber, formatTime, formatMoney, formatUsd } from '../lib/format/numbers.ts';
import { followLocale } from '../lib/i18n/browser-locale.ts';
import { $currentUser } from './current-user.ts';
import { $chosenLocale } from './language-choice.ts';

const inBrowser = typeof document !== 'undefined';

/**
 * A public page's own language wins (its HTML is written in it, /fr or not); the console
 * stays English; other screens (auth, hub, messages, product details) have one URL and
 * follow the reader.
 */
function pageLocale(): Locale | undefined {
  if (!inBrowser) return DEFAULT_LOCALE;
  const path = window.location.pathname;
  if (isEnglishOnly(path)) return 'en';
  if (isBilingual(path)) return isLocale(document.documentElement.lang) ? document.documentElement.lang : 'en';
  return undefined;
}

/** The signed-in buyer's language, once the account carries one. */
const $accountLocale = computed($currentUser, (user): Locale | undefined => {
  const language = (user as { language?: unknown } | null)?.language;
  return isLocale(language) ? language : undefined;
});

/** Else the browser's language, as the server does. */
const $browserLocale = atom<Locale>((inBrowser && preferredLocale(navigator.languages.join(','))) || DEFAULT_LOCALE);

/**
 * One choice everywhere (src/stores/language-choice.ts): the language chosen on this device
 * (the header's switch, the hub's, Settings), then the signed-in buyer's profile, then the
 * browser's language.
 */
export const $locale: ReadableAtom<Locale> = localeFrom(
  atom(pageLocale()),
  $chosenLocale,
  $accountLocale,
  $browserLocale,
);

// The server's errors the islands show follow the same language (src/lib/api/failure.ts).
followLocale(() => $locale.get());

/** French messages by island area: the part of a component name before the slash. */
const FRENCH: Record<string, () => Promise<{ default: ComponentsJSON }>> = {
  auth: () => import('../lib/i18n/fr/auth.ts'),
  hub: () => import('../lib/i18n/fr/hub.ts'),
  messages: () => import('../lib/i18n/fr/messages.ts'),
  product: () => import('../lib/i18n/fr/product.ts'),
  shared: () => import('../lib/i18n/fr/shared.ts'),
  site: () => import('../lib/i18n/fr/site.ts'),
};

export const i18n = createI18n($locale, {
  baseLocale: DEFAULT_LOCALE,
  async get(code, components) {
    if (code !== 'fr') return {};
    const areas = [...new Set(components.map((name) => name.split('/')[0] ?? ''))];
    const files = await Promise.all(areas.map((area) => FRENCH[area]?.()));
    return files.map((file) => file?.default ?? {});
  },
});

// French readers start downloading their messages with the page, not when an island asks.
if (inBrowser && $locale.get() === 'fr') for (const load of Object.values(FRENCH)) void load();

/**
 * Resolves once the reader's messages are in the i18n cache. An island whose modules are
 * imported after it defines its messages in the reader's language and draws once; otherwise
 * it draws in English, then again in French as its messages arrive (issue 27: a second render
 * of the whole island while a slow phone starts the page).
 */
export async function messagesReady(): Promise<void> {
  const locale = $locale.get();
  if (locale !== 'fr') return;
  const files = await Promise.all(Object.values(FRENCH).map((load) => load()));
  i18n.cache[locale] = Object.assign({}, ...files.map((file) => file.default), i18n.cache[locale]);
}

/** Numbers, money and dates in one language (src/lib/format). */
const formatsFor = (locale: Locale) => ({
  locale,
  number: (value: number) => formatNumber(value, locale),
  usd: (value: number) => formatUsd(value, locale),
  money: (value: number, currency: string) => formatMoney(value, currency, locale),
  date: (value: string | Date) => formatDate(value, locale),
  time: (value: string | Date) => formatTime(value, locale),
  dateTime: (value: string | Date) => formatDateTime(value, locale),
});
const ENGLISH_FORMAT = formatsFor(DEFAULT_LOCALE);

/** Numbers, money and dates in the reader's language. */
export const $format = computed($locale, formatsFor);

/** The same messages held in English: what islands built into the HTML were rendered with. */
const englishI18n = createI18n(atom<Locale>(DEFAULT_LOCALE), { baseLocale: DEFAULT_LOCALE, get: async () => ({}) });
const english = new WeakMap<object, ReadableAtom<Translations>>();

/**
 * An island's messages: `messages('auth/login', { title: 'Welcome back' })`, defined at module
 * level; the name's first part ('auth') names the French file.
 */
export function messages<Body extends Translations>(component: string, base: Body) {
  const store = i18n(component, base);
  english.set(store, englishI18n(component, base));
  return store;
}

/**
 * The messages in the reader's language. Islands rendered at build time hydrate with the
 * English they were built with, then switch, so React never meets a mismatch.
 */
export function useMessages<Body extends Translations>(store: ReadableAtom<Body>): Body {
  const base = english.get(store) as ReadableAtom<Body> | undefined;
  return useStore(store, base ? { ssr: () => base.get() } : {});
}

/**
 * Whether `words` (from useMessages) are still the English an island was built with while its
 * page is in another language, i.e. before the page's messages have loaded. An island in view
 * before it hydrates hides its words meanwhile, rather than show English on a French page.
 */
export function stillBuiltEnglish<Body extends Translations>(
  store: ReadableAtom<Body>,
  words: Body,
  pageLocale: Locale,
): boolean {
  const built = english.get(store)?.get() as Record<string, unknown> | undefined;
  if (pageLocale === DEFAULT_LOCALE || !built) return false;
  const current = words as Record<string, unknown>;
  return Object.entries(built).every(([key, value]) => typeof value !== 'string' || current[key] === value);
}

/** The formatters of the reader's language, with the same care for hydration. */
export function useFormat() {
  return useStore($format, { ssr: () => ENGLISH_FORMAT });
}

/**
 * Puts the shared rules' reasons (src/shared/i18n/errors.ts) in the reader's language, with the
 * same care for hydration.
 */
export function useReasonText() {
  const locale = useStore($locale, { ssr: () => DEFAULT_LOCALE });
  return (reason: Reason) => errorText(reason, locale);
}

export { count, params } from '@nanostores/i18n';
