// Fills one commodity's price panel on the Market Intelligence page: loaded only once the
// panel scrolls near the viewport (see MarketPrices.astro), it fetches the commodity's series,
// then draws the chart, the latest price per origin with its 30-day change, and the table
// that carries the same figures for screen readers.
import { escapeHtml } from '../../../lib/format/html.ts';
import { apiGet } from '../../../lib/api/http.ts';
import { formatNumber } from '../../../lib/format/numbers.ts';
import { MARKET_CHANGE_DAYS } from '../../../shared/market/market.ts';
import { latestPrice } from '../../../shared/market/latest-price.ts';
import type { MarketPrices, MarketSeries } from '../../../shared/market/market.contract.ts';
import { marker, MONTHS, priceChartSvg, seriesStyle } from './price-chart.ts';

/** "5 Jan 2026" for a YYYY-MM-DD date. */
function dayMonthYear(date: string): string {
  const [year, month, day] = date.split('-').map(Number);
  return `${day} ${MONTHS[(month ?? 1) - 1]} ${year}`;
}

const usd = (value: number) => `US$${formatNumber(value)}`;

/** The change in words and signs, so it reads without colour: "▲ 2.4%", "▼ 0.8%", "no change". */
function changeText(change: number | null): { text: string; trend: 'up' | 'down' | 'flat' | 'none' } {
  if (change === null) return { text: 'no earlier price', trend: 'none' };
  const percent = Math.round(change * 1000) / 10;
  if (percent === 0) return { text: 'no change', trend: 'flat' };
  return percent > 0 ? { text: `▲ up ${percent}%`, trend: 'up' } : { text: `▼ down ${-percent}%`, trend: 'down' };
}

/** A small line-and-marker sample of an origin's style, as in the chart. */
function swatch(index: number): string {
  const style = seriesStyle(index);
  return `<svg class="swatch" viewBox="0 0 28 12" width="28" height="12" aria-hidden="true" focusable="false"><line x1="1" x2="27" y1="6" y2="6" stroke="${style.colour}" stroke-width="2.25"${style.dash ? ` stroke-dasharray="${style.dash}"` : ''}/>${marker(style.marker, 14, 6, style.colour)}</svg>`;
}

function latestList(series: MarketSeries[]): string {
  const items = series.map((s, index) => {
    const latest = latestPrice(s);
    if (!latest) return '';
    const change = changeText(latest.change);
    return `<li>${swatch(index)}<span class="origin">${escapeHtml(s.origin)}</span> <strong>${usd(latest.pricePerMT)}</strong> / MT <span class="change change-${change.trend}">${change.text}</span></li>`;
  });
  return `<ul class="latest-prices">${items.join('')}</ul>`;
}

function table(series: MarketSeries[], caption: string): string {
  const dates = [...new Set(series.flatMap((s) => s.points.map((p) => p.date)))].sort();
  const byOrigin = series.map((s) => new Map(s.points.map((p) => [p.date, p])));
  const head = series.map((s) => `<th scope="col">${escapeHtml(s.origin)}</th>`).join('');
  const rows = dates
    .map((date) => {
      const cells = byOrigin
        .map((points) => {
          const point = points.get(date);
          return `<td>${point ? `${formatNumber(point.pricePerMT)}${point.basis === 'trades' ? ' (deals)' : ''}` : '–'}</td>`;
        })
        .join('');
      return `<tr><th scope="row">${dayMonthYear(date)}</th>${cells}</tr>`;
    })
    .join('');
  return `<table><caption>${escapeHtml(caption)}</caption><thead><tr><th scope="col">Week of</th>${head}</tr></thead><tbody>${rows}</tbody></table>`;
}

function slot(panel: HTMLElement, name: string): HTMLElement {
  const element = panel.querySelector<HTMLElement>(`[data-slot="${name}"]`);
  if (!element) throw new Error(`price panel without its ${name} slot`);
  return element;
}

/** Loads and shows one panel; on failure says so and offers to try again. */
export async function showMarketPrices(panel: HTMLElement): Promise<void> {
  const commodity = panel.dataset['marketCommodity'] ?? '';
  const name = panel.dataset['marketName'] ?? commodity;
  const status = slot(panel, 'status');
  panel.dataset['state'] = 'loading';
  status.textContent = `Loading ${name.toLowerCase()} prices…`;
  try {
    render(panel, name, await apiGet<MarketPrices>(`market/prices?commodity=${encodeURIComponent(commodity)}`));
  } catch (error) {
    console.error(`Could not show the ${name} prices`, error);
    panel.dataset['state'] = 'failed';
    status.innerHTML = `Prices could not be loaded. <button type="button" class="retry">Try again</button>`;
    status.querySelector('button')?.addEventListener('click', () => void showMarketPrices(panel), { once: true });
  }
}

function render(panel: HTMLElement, name: string, prices: MarketPrices) {
  const status = slot(panel, 'status');
  const { series } = prices;
  if (series.length === 0) {
    panel.dataset['state'] = 'empty';
    status.textContent = `No ${name.toLowerCase()} prices are published yet.`;
    return;
  }
  const chart = slot(panel, 'chart');
  chart.innerHTML = priceChartSvg(series, chart.clientWidth);
  slot(panel, 'latest').innerHTML = latestList(series);
  slot(panel, 'table').innerHTML = table(
    series,
    `${name}: price per metric tonne in US dollars by origin, week by week from ${dayMonthYear(prices.from)}`,
  );
  const newest =
    series
      .flatMap((s) => s.points.map((p) => p.date))
      .sort()
      .at(-1) ?? prices.to;
  status.textContent = `Latest: week of ${dayMonthYear(newest)}, with the change over ${MARKET_CHANGE_DAYS} days.`;
  panel.dataset['state'] = 'loaded';
}
