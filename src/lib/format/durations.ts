// Spans of time as people say them in a queue or on an offer: "2 days 5 h", "35 min";
// in French "2 jours 5 h", "35 min".
import type { Locale } from '../../shared/i18n/locales.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** A span in its two largest units, rounded down: "3 days 4 h", "5 h 20 min", "12 min", "under a minute". */
export function formatDuration(ms: number, locale: Locale = 'en'): string {
  const french = locale === 'fr';
  const span = Math.max(0, ms);
  if (span < MINUTE) return french ? 'moins d’une minute' : 'under a minute';
  const days = Math.floor(span / DAY);
  const hours = Math.floor((span % DAY) / HOUR);
  const minutes = Math.floor((span % HOUR) / MINUTE);
  const dayWord = french ? (days === 1 ? 'jour' : 'jours') : days === 1 ? 'day' : 'days';
  if (days > 0) return `${days} ${dayWord}${hours > 0 ? ` ${hours} h` : ''}`;
  if (hours > 0) return `${hours} h${minutes > 0 ? ` ${minutes} min` : ''}`;
  return `${minutes} min`;
}

/** How a deadline reads now: "due in 5 h" or "overdue by 2 days 3 h". */
export function formatDue(dueAt: string | Date, now: Date): { text: string; overdue: boolean } {
  const left = new Date(dueAt).getTime() - now.getTime();
  return left >= 0
    ? { text: `due in ${formatDuration(left)}`, overdue: false }
    : { text: `overdue by ${formatDuration(-left)}`, overdue: true };
}
