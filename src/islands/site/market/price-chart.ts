// A small line chart of prices per origin, drawn as plain SVG (no chart library: the page's
// whole budget is 30 KB). Readable without colour: every origin has its own dash pattern and
// marker shape, and its name and latest price written at the end of its line.
import { escapeHtml } from '../../../lib/format/html.ts';
import type { Locale } from '../../../shared/i18n/locales.ts';
import type { MarketSeries } from '../../../shared/market/market.contract.ts';

/** Drawn at the width it is shown at (between these), so its 12 px text stays 12 px on phones. */
export const CHART_WIDTH = { min: 300, max: 720 } as const;
export const CHART_HEIGHT = 260;
const MARGIN = { top: 14, right: 124, bottom: 30, left: 50 };
const PLOT_H = CHART_HEIGHT - MARGIN.top - MARGIN.bottom;
const LABEL_GAP = 15;
/** Short month names for axis labels and dates, in each of our languages. */
const MONTHS: Record<Locale, readonly string[]> = {
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  fr: ['janv.', 'févr.', 'mars', 'avr.', 'mai', 'juin', 'juil.', 'août', 'sept.', 'oct.', 'nov.', 'déc.'],
};
export const monthsIn = (locale: Locale): readonly string[] => MONTHS[locale];

/** Okabe-Ito colours (told apart with colour-vision deficiencies), each at 3:1 or more on white. */
const STYLES = [
  { colour: '#0072B2', dash: '', marker: 'circle' },
  { colour: '#D55E00', dash: '7 4', marker: 'square' },
  { colour: '#009E73', dash: '2 3', marker: 'triangle' },
  { colour: '#B4558E', dash: '10 3 2 3', marker: 'diamond' },
  { colour: '#8A6D00', dash: '4 4', marker: 'cross' },
  { colour: '#000000', dash: '1 2', marker: 'circle' },
] as const;

export type SeriesStyle = (typeof STYLES)[number];
export const seriesStyle = (index: number): SeriesStyle => STYLES[index % STYLES.length]!;

const round = (value: number) => Math.round(value * 10) / 10;
const time = (date: string) => Date.parse(`${date}T00:00:00Z`);

/** A marker shape centred on (x, y). */
export function marker(shape: SeriesStyle['marker'], x: number, y: number, colour: string): string {
  const r = 4.5;
  switch (shape) {
    case 'circle':
      return `<circle cx="${round(x)}" cy="${round(y)}" r="${r}" fill="${colour}"/>`;
    case 'square':
      return `<rect x="${round(x - r)}" y="${round(y - r)}" width="${2 * r}" height="${2 * r}" fill="${colour}"/>`;
    case 'triangle':
      return `<path d="M${round(x)} ${round(y - r - 1)}L${round(x + r + 1)} ${round(y + r)}H${round(x - r - 1)}Z" fill="${colour}"/>`;
    case 'diamond':
      return `<path d="M${round(x)} ${round(y - r - 1)}L${round(x + r + 1)} ${round(y)}L${round(x)} ${round(y + r + 1)}L${round(x - r - 1)} ${round(y)}Z" fill="${colour}"/>`;
    case 'cross':
      return `<path d="M${round(x - r)} ${round(y - r)}L${round(x + r)} ${round(y + r)}M${round(x + r)} ${round(y - r)}L${round(x - r)} ${round(y + r)}" stroke="${colour}" stroke-width="2.5"/>`;
  }
}

/** About five round price steps covering [min, max]. */
function priceTicks(min: number, max: number): number[] {
  const span = Math.max(max - min, 1);
  const raw = span / 4;
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 2.5, 5, 10].map((m) => m * magnitude).find((s) => s >= raw) ?? 10 * magnitude;
  const ticks: number[] = [];
  for (let tick = Math.floor(min / step) * step; tick <= max + step / 2; tick += step) ticks.push(tick);
  return ticks;
}

const shortPrice = (value: number) =>
  value >= 10_000 ? `${Math.round(value / 1000)}k` : value.toLocaleString('en-US', { maximumFractionDigits: 0 });

/** Spreads end labels apart vertically so none overlap, keeping their order. */
function spreadLabels(ys: number[]): number[] {
  const order = ys.map((y, index) => ({ y, index })).sort((a, b) => a.y - b.y);
  for (let i = 1; i < order.length; i += 1) order[i]!.y = Math.max(order[i]!.y, order[i - 1]!.y + LABEL_GAP);
  const overflow = (order.at(-1)?.y ?? 0) - (MARGIN.top + PLOT_H);
  if (overflow > 0) for (const item of order) item.y -= overflow;
  const spread = new Array<number>(ys.length);
  for (const item of order) spread[item.index] = item.y;
  return spread;
}

/**
 * The chart as SVG markup: weekly prices of each origin over the window, price grid on the
 * left, months below, each line ending in its marker and "Origin 1,234". Hidden from screen
 * readers (aria-hidden): the same figures are in the table beside it.
 */
export function priceChartSvg(series: MarketSeries[], width: number, locale: Locale = 'en'): string {
  const chartWidth = Math.round(Math.min(CHART_WIDTH.max, Math.max(CHART_WIDTH.min, width)));
  const plotWidth = chartWidth - MARGIN.left - MARGIN.right;
  // Narrow charts label every third month, wide ones every other.
  const monthStep = plotWidth < 300 ? 3 : 2;
  const points = series.flatMap((s) => s.points);
  if (points.length === 0) return '';
  const times = points.map((p) => time(p.date));
  const prices = points.map((p) => p.pricePerMT);
  const [t0, t1] = [Math.min(...times), Math.max(...times)];
  const ticks = priceTicks(Math.min(...prices), Math.max(...prices));
  const [p0, p1] = [ticks[0]!, ticks.at(-1)!];
  const x = (t: number) => MARGIN.left + (t1 === t0 ? plotWidth : ((t - t0) / (t1 - t0)) * plotWidth);
  const y = (p: number) => MARGIN.top + PLOT_H - (p1 === p0 ? PLOT_H / 2 : ((p - p0) / (p1 - p0)) * PLOT_H);

  const parts: string[] = [];
  for (const tick of ticks) {
    const ty = round(y(tick));
    parts.push(
      `<line x1="${MARGIN.left}" x2="${MARGIN.left + plotWidth}" y1="${ty}" y2="${ty}" stroke="#e4e4e4"/>`,
      `<text x="${MARGIN.left - 8}" y="${ty + 4}" text-anchor="end">${shortPrice(tick)}</text>`,
    );
  }
  // A label on the first Monday of every second (or third) month.
  let lastMonth = -1;
  for (const t of [...new Set(times)].sort((a, b) => a - b)) {
    const date = new Date(t);
    const month = date.getUTCFullYear() * 12 + date.getUTCMonth();
    if (month === lastMonth || month % monthStep !== 0) continue;
    lastMonth = month;
    const tx = round(x(t));
    parts.push(
      `<line x1="${tx}" x2="${tx}" y1="${MARGIN.top + PLOT_H}" y2="${MARGIN.top + PLOT_H + 4}" stroke="#5c5c5c"/>`,
      `<text x="${tx}" y="${CHART_HEIGHT - 8}" text-anchor="middle">${MONTHS[locale][date.getUTCMonth()]}</text>`,
    );
  }
  parts.push(
    `<line x1="${MARGIN.left}" x2="${MARGIN.left + plotWidth}" y1="${MARGIN.top + PLOT_H}" y2="${MARGIN.top + PLOT_H}" stroke="#5c5c5c"/>`,
  );

  const ends: { y: number; text: string; style: SeriesStyle }[] = [];
  series.forEach((s, index) => {
    const style = seriesStyle(index);
    const last = s.points.at(-1);
    if (!last) return;
    const path = s.points
      .map((p, i) => `${i === 0 ? 'M' : 'L'}${round(x(time(p.date)))} ${round(y(p.pricePerMT))}`)
      .join('');
    parts.push(
      `<path d="${path}" fill="none" stroke="${style.colour}" stroke-width="2.25" stroke-linejoin="round"${style.dash ? ` stroke-dasharray="${style.dash}"` : ''}/>`,
      marker(style.marker, x(time(last.date)), y(last.pricePerMT), style.colour),
    );
    ends.push({ y: y(last.pricePerMT), text: `${s.origin} ${shortPrice(last.pricePerMT)}`, style });
  });
  const labelYs = spreadLabels(ends.map((end) => end.y));
  ends.forEach((end, index) => {
    parts.push(
      `<text x="${MARGIN.left + plotWidth + 10}" y="${round(labelYs[index]! + 4)}" fill="${end.style.colour === '#000000' ? '#000' : '#282828'}">${escapeHtml(end.text)}</text>`,
    );
  });

  return `<svg viewBox="0 0 ${chartWidth} ${CHART_HEIGHT}" width="${chartWidth}" height="${CHART_HEIGHT}" aria-hidden="true" focusable="false">${parts.join('')}</svg>`;
}
