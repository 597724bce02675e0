import { formatDate } from '../../lib/format/numbers.ts';
import type { Locale } from '../../shared/i18n/locales.ts';

/** The words for the two nearest days, in the reader's language. */
export interface DayWords {
  today: string;
  yesterday: string;
}
const ENGLISH_DAYS: DayWords = { today: 'Today', yesterday: 'Yesterday' };

/** A calendar day in the reader's time zone, for grouping messages. */
export const dayKey = (iso: string) => {
  const date = new Date(iso);
  return `${date.getFullYear()}-${date.getMonth()}-${date.getDate()}`;
};

/** Day separator text: Today, Yesterday, or the date (docs/product/validation.md format). */
export function dayLabel(iso: string, now = new Date(), words = ENGLISH_DAYS, locale: Locale = 'en'): string {
  const key = dayKey(iso);
  if (key === dayKey(now.toISOString())) return words.today;
  const yesterday = new Date(now);
  yesterday.setDate(now.getDate() - 1);
  if (key === dayKey(yesterday.toISOString())) return words.yesterday;
  return formatDate(iso, locale);
}
