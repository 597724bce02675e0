// The first Intl.NumberFormat a page creates loads locale data: 30 to 90 ms of main thread on
// a phone, paid while the page starts (the home counters, Buy Commodities' cards). Plain numbers
// are therefore grouped by hand, with exactly Intl's en-US and fr-FR output; other formats
// (money, dates) wait for first use.
// French (issue 16) follows France's typography, which Benin, Togo, Cameroon and Mali share:
// "1 234,5", "1 234,50 $US", "lundi 23 novembre 2026", "14:05".
import type { Locale } from '../../shared/i18n/locales.ts';

/** The Intl language of each of ours. */
const INTL: Record<Locale, string> = { en: 'en-US', fr: 'fr-FR' };
const formats = new Map<string, Intl.NumberFormat>();

function numberFormat(locale: Locale, currency?: string): Intl.NumberFormat {
  const key = `${locale}:${currency ?? ''}`;
  let format = formats.get(key);
  if (!format) {
    const style = currency ? { style: 'currency' as const, currency } : {};
    format = new Intl.NumberFormat(INTL[locale], { ...style, maximumFractionDigits: 2 });
    formats.set(key, format);
  }
  return format;
}

/** How each language writes a plain number: Intl's en-US and fr-FR separators. */
const SEPARATORS: Record<Locale, { group: string; decimal: string }> = {
  en: { group: ',', decimal: '.' },
  fr: { group: '\u202f', decimal: ',' },
};

/** Thousands separators, at most 2 decimals (docs/product/validation.md): the same text as Intl's en-US or fr-FR. */
export function formatNumber(value: number, locale: Locale = 'en'): string {
  const { group, decimal: point } = SEPARATORS[locale];
  if (Number.isNaN(value)) return 'NaN';
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  const magnitude = Math.abs(value);
  if (magnitude === Infinity) return `${sign}∞`;
  // Intl rounds the shortest decimal form of the number (1.005 -> 1.01), half away from zero.
  const decimal = String(magnitude);
  if (decimal.includes('e')) {
    // 1e21 and above: beyond any figure we show; let Intl spell it.
    if (magnitude >= 1) return numberFormat(locale).format(value);
    return `${sign}0`; // below 1e-6: rounds to zero
  }
  const [whole = '0', fraction = ''] = decimal.split('.');
  const cents = BigInt(whole + fraction.slice(0, 2).padEnd(2, '0')) + ((fraction[2] ?? '0') >= '5' ? 1n : 0n);
  const decimals = String(cents % 100n)
    .padStart(2, '0')
    .replace(/0+$/, '');
  const grouped = String(cents / 100n).replace(/\B(?=(\d{3})+(?!\d))/g, group);
  return `${sign}${grouped}${decimals ? `${point}${decimals}` : ''}`;
}

/** An amount in any ISO 4217 currency: "€1,234.50", "1 234,50 €". */
export const formatMoney = (value: number, currency: string, locale: Locale = 'en') =>
  numberFormat(locale, currency).format(value);

/** US dollars: "$1,234.50", "1 234,50 $US". */
export const formatUsd = (value: number, locale: Locale = 'en') => numberFormat(locale, 'USD').format(value);

/** Dates like "Monday 23 November, 2026" (docs/product/validation.md: weekday day month, year); "lundi 23 novembre 2026". */
export function formatDate(value: string | Date, locale: Locale = 'en'): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (locale !== 'en') {
    return date.toLocaleDateString(INTL[locale], { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
  }
  const weekday = date.toLocaleDateString('en-GB', { weekday: 'long' });
  const day = date.getDate();
  const month = date.toLocaleDateString('en-GB', { month: 'long' });
  return `${weekday} ${day} ${month}, ${date.getFullYear()}`;
}

/** Chat time stamps: hh:mm am/pm; French readers count the hours to 24 ("14:05"). */
export function formatTime(value: string | Date, locale: Locale = 'en'): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (locale !== 'en') return date.toLocaleTimeString(INTL[locale], { hour: '2-digit', minute: '2-digit' });
  const hours = date.getHours();
  const minutes = String(date.getMinutes()).padStart(2, '0');
  const hh = String(hours % 12 === 0 ? 12 : hours % 12).padStart(2, '0');
  return `${hh}:${minutes} ${hours < 12 ? 'am' : 'pm'}`;
}

/** Console time stamps: "23 Nov 2026, 14:05" in the viewer's time zone; "23 nov. 2026, 14:05". */
export function formatDateTime(value: string | Date, locale: Locale = 'en'): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  return date.toLocaleString(locale === 'en' ? 'en-GB' : INTL[locale], {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    // Said outright: a 12-hour clock in the console (a browser whose English default is
    // 12-hour) reads "02:05" for an afternoon upload (issue 41).
    hourCycle: 'h23',
  });
}

/** The console's time of day, on a 24-hour clock whatever the browser's defaults: "14:05". */
export function formatClock(value: string | Date): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  return date.toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
}
