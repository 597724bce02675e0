const grouped = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });
const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 2 });

/** Thousands separators, at most 2 decimals (SPEC §5). */
export const formatNumber = (value: number) => grouped.format(value);

export const formatUsd = (value: number) => usd.format(value);

/** Dates like "Monday 23 November, 2026" (SPEC §5: weekday day month, year). */
export function formatDate(value: string | Date): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  const weekday = date.toLocaleDateString('en-GB', { weekday: 'long' });
  const day = date.getDate();
  const month = date.toLocaleDateString('en-GB', { month: 'long' });
  return `${weekday} ${day} ${month}, ${date.getFullYear()}`;
}

/** Chat time stamps: hh:mm am/pm. */
export function formatTime(value: string | Date): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  const hours = date.getHours();
  const minutes = String(date.getMinutes()).padStart(2, '0');
  const hh = String(hours % 12 === 0 ? 12 : hours % 12).padStart(2, '0');
  return `${hh}:${minutes} ${hours < 12 ? 'am' : 'pm'}`;
}
