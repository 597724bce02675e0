// The first Intl.NumberFormat a page creates loads locale data: 30 to 90 ms of main thread on
// a phone, paid while the page starts (the home counters). Plain numbers are therefore
// grouped by hand, with exactly Intl's en-US output; currency waits for first use.
let usd: Intl.NumberFormat | undefined;

/** Thousands separators, at most 2 decimals (SPEC §5); the same text as Intl's en-US. */
export function formatNumber(value: number): string {
  if (Number.isNaN(value)) return 'NaN';
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  const magnitude = Math.abs(value);
  if (magnitude === Infinity) return `${sign}∞`;
  // Intl rounds the shortest decimal form of the number (1.005 -> 1.01), half away from zero.
  const decimal = String(magnitude);
  if (decimal.includes('e')) {
    // 1e21 and above: beyond any figure we show; let Intl spell it.
    if (magnitude >= 1) return new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 }).format(value);
    return `${sign}0`; // below 1e-6: rounds to zero
  }
  const [whole = '0', fraction = ''] = decimal.split('.');
  const cents = BigInt(whole + fraction.slice(0, 2).padEnd(2, '0')) + ((fraction[2] ?? '0') >= '5' ? 1n : 0n);
  const decimals = String(cents % 100n)
    .padStart(2, '0')
    .replace(/0+$/, '');
  const grouped = String(cents / 100n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${sign}${grouped}${decimals ? `.${decimals}` : ''}`;
}

export const formatUsd = (value: number) =>
  (usd ??= new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 2 })).format(
    value,
  );

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

/** Console time stamps: "23 Nov 2026, 14:05" in the viewer's time zone. */
export function formatDateTime(value: string | Date): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  return date.toLocaleString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });
}
