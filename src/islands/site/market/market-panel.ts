// Fills one commodity's price panel on the Market Intelligence page: loaded only once the
// panel scrolls near the viewport (see MarketPrices.astro), it fetches the commodity's series,
// then draws the chart, the latest price per origin with its 30-day change, and the table
// that carries the same figures for screen readers.
import { escapeHtml } from '../../../lib/format/html.ts';
import { apiGet } from '../../../lib/api/http.ts';
import { countryName } from '../../../lib/format/country-names.ts';
import { formatNumber } from '../../../lib/format/numbers.ts';
import { isLocale, type Locale } from '../../../shared/i18n/locales.ts';
import { MARKET_CHANGE_DAYS } from '../../../shared/market/market.ts';
import { latestPrice } from '../../../shared/market/latest-price.ts';
import type { MarketPrices, MarketSeries } from '../../../shared/market/market.contract.ts';
import { marker, monthsIn, priceChartSvg, seriesStyle } from './price-chart.ts';

/** The panel's words in the page's language (the page is /fr/... or not). */
const WORDS = {
  en: {
    usd: (value: string) => `US$${value}`,
    perMT: 'MT',
    noEarlier: 'no earlier price',
    noChange: 'no change',
    up: (percent: string) => `▲ up ${percent}%`,
    down: (percent: string) => `▼ down ${percent}%`,
    deals: 'deals',
    weekOf: 'Week of',
    loading: (name: string) => `Loading ${name} prices…`,
    none: (name: string) => `No ${name} prices are published yet.`,
    failed: 'Prices could not be loaded.',
    retry: 'Try again',
    caption: (name: string, from: string) =>
      `${name}: price per metric tonne in US dollars by origin, week by week from ${from}`,
    latest: (week: string, days: number) => `Latest: week of ${week}, with the change over ${days} days.`,
  },
  fr: {
    usd: (value: string) => `${value} $US`,
    perMT: 'TM',
    noEarlier: 'pas de prix antérieur',
    noChange: 'stable',
    up: (percent: string) => `▲ en hausse de ${percent} %`,
    down: (percent: string) => `▼ en baisse de ${percent} %`,
    deals: 'transactions',
    weekOf: 'Semaine du',
    loading: (name: string) => `Chargement des prix : ${name}…`,
    none: (name: string) => `Aucun prix publié pour l’instant : ${name}.`,
    failed: 'Les prix n’ont pas pu être chargés.',
    retry: 'Réessayer',
    caption: (name: string, from: string) =>
      `${name} : prix par tonne métrique en dollars US par origine, semaine par semaine depuis le ${from}`,
    latest: (week: string, days: number) => `Dernier prix : semaine du ${week}, variation sur ${days} jours.`,
  },
} satisfies Record<Locale, unknown>;

const pageLocale = (): Locale => {
  const lang = document.documentElement.lang;
  return isLocale(lang) ? lang : 'en';
};

/** "5 Jan 2026" ("5 janv. 2026") for a YYYY-MM-DD date. */
function dayMonthYear(date: string, locale: Locale): string {
  const [year, month, day] = date.split('-').map(Number);
  return `${day} ${monthsIn(locale)[(month ?? 1) - 1]} ${year}`;
}

/** An origin in the reader's language (the API names it in English). */
const originName = (series: MarketSeries, locale: Locale) => countryName(series.countryCode, series.origin, locale);

/** The change in words and signs, so it reads without colour: "▲ 2.4%", "▼ 0.8%", "no change". */
function changeText(change: number | null, locale: Locale): { text: string; trend: 'up' | 'down' | 'flat' | 'none' } {
  const words = WORDS[locale];
  if (change === null) return { text: words.noEarlier, trend: 'none' };
  const percent = Math.round(change * 1000) / 10;
  if (percent === 0) return { text: words.noChange, trend: 'flat' };
  return percent > 0
    ? { text: words.up(formatNumber(percent, locale)), trend: 'up' }
    : { text: words.down(formatNumber(-percent, locale)), trend: 'down' };
}

/** A small line-and-marker sample of an origin's style, as in the chart. */
function swatch(index: number): string {
  const style = seriesStyle(index);
  return `<svg class="swatch" viewBox="0 0 28 12" width="28" height="12" aria-hidden="true" focusable="false"><line x1="1" x2="27" y1="6" y2="6" stroke="${style.colour}" stroke-width="2.25"${style.dash ? ` stroke-dasharray="${style.dash}"` : ''}/>${marker(style.marker, 14, 6, style.colour)}</svg>`;
}

function latestList(series: MarketSeries[], locale: Locale): string {
  const words = WORDS[locale];
  const items = series.map((s, index) => {
    const latest = latestPrice(s);
    if (!latest) return '';
    const change = changeText(latest.change, locale);
    return `<li>${swatch(index)}<span class="origin">${escapeHtml(originName(s, locale))}</span> <strong>${words.usd(formatNumber(latest.pricePerMT, locale))}</strong> / ${words.perMT} <span class="change change-${change.trend}">${change.text}</span></li>`;
  });
  return `<ul class="latest-prices">${items.join('')}</ul>`;
}

function table(series: MarketSeries[], caption: string, locale: Locale): string {
  const words = WORDS[locale];
  const dates = [...new Set(series.flatMap((s) => s.points.map((p) => p.date)))].sort();
  const byOrigin = series.map((s) => new Map(s.points.map((p) => [p.date, p])));
  const head = series.map((s) => `<th scope="col">${escapeHtml(originName(s, locale))}</th>`).join('');
  const rows = dates
    .map((date) => {
      const cells = byOrigin
        .map((points) => {
          const point = points.get(date);
          return `<td>${point ? `${formatNumber(point.pricePerMT, locale)}${point.basis === 'trades' ? ` (${words.deals})` : ''}` : '–'}</td>`;
        })
        .join('');
      return `<tr><th scope="row">${dayMonthYear(date, locale)}</th>${cells}</tr>`;
    })
    .join('');
  return `<table><caption>${escapeHtml(caption)}</caption><thead><tr><th scope="col">${words.weekOf}</th>${head}</tr></thead><tbody>${rows}</tbody></table>`;
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
  const locale = pageLocale();
  const words = WORDS[locale];
  panel.dataset['state'] = 'loading';
  status.textContent = words.loading(name.toLowerCase());
  try {
    render(panel, name, await apiGet<MarketPrices>(`market/prices?commodity=${encodeURIComponent(commodity)}`), locale);
  } catch (error) {
    console.error(`Could not show the ${name} prices`, error);
    panel.dataset['state'] = 'failed';
    status.innerHTML = `${words.failed} <button type="button" class="retry">${words.retry}</button>`;
    status.querySelector('button')?.addEventListener('click', () => void showMarketPrices(panel), { once: true });
  }
}

function render(panel: HTMLElement, name: string, prices: MarketPrices, locale: Locale) {
  const words = WORDS[locale];
  const status = slot(panel, 'status');
  const { series } = prices;
  if (series.length === 0) {
    panel.dataset['state'] = 'empty';
    status.textContent = words.none(name.toLowerCase());
    return;
  }
  const named = series.map((s) => ({ ...s, origin: originName(s, locale) }));
  const chart = slot(panel, 'chart');
  chart.innerHTML = priceChartSvg(named, chart.clientWidth, locale);
  slot(panel, 'latest').innerHTML = latestList(series, locale);
  slot(panel, 'table').innerHTML = table(series, words.caption(name, dayMonthYear(prices.from, locale)), locale);
  const newest =
    series
      .flatMap((s) => s.points.map((p) => p.date))
      .sort()
      .at(-1) ?? prices.to;
  status.textContent = words.latest(dayMonthYear(newest, locale), MARKET_CHANGE_DAYS);
  panel.dataset['state'] = 'loaded';
}
