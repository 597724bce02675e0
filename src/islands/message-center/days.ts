import { formatDate } from '../../lib/format/numbers.ts';

/** A calendar day in the reader's time zone, for grouping messages. */
export const dayKey = (iso: string) => {
  const date = new Date(iso);
  return `${date.getFullYear()}-${date.getMonth()}-${date.getDate()}`;
};

/** Day separator text: Today, Yesterday, or the date (SPEC §5 format). */
export function dayLabel(iso: string, now = new Date()): string {
  const key = dayKey(iso);
  if (key === dayKey(now.toISOString())) return 'Today';
  const yesterday = new Date(now);
  yesterday.setDate(now.getDate() - 1);
  if (key === dayKey(yesterday.toISOString())) return 'Yesterday';
  return formatDate(iso);
}
