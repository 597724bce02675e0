// The live figures of the public pages (content/figures.yaml, docs/product/site.md Figures),
// run by a plain script on the pages that show one: the served page carries every figure's
// editorial value; a figure set to live gets its statistic instead once that reaches the
// figure's threshold. Marketplace statistics come from our API, trade-finance and sourcing
// ones from their services, whose base URLs the server tells us (configuration, not build time).
import ky, { isNetworkError, isTimeoutError } from 'ky';
import type { StatisticsSources } from '../../../shared/statistics/statistics.contract.ts';
import {
  type LiveSource,
  liveFigureParts,
  meaningfulLiveValue,
  statisticValue,
} from '../../../shared/statistics/live-figures.ts';
import { toFailure } from '../../../lib/api/failure.ts';
import { apiGet } from '../../../lib/api/http.ts';
import { formatNumber } from '../../../lib/format/numbers.ts';
import { goToNoConnection } from '../../../lib/navigation.ts';
import type { Locale } from '../../../shared/i18n/locales.ts';

/** One figure as shown: thousands separators, at most 2 decimals, in the page's language. */
export function displayStat(value: unknown, locale: Locale = 'en'): string {
  const number = statisticValue(value);
  return number === undefined ? '' : formatNumber(Math.round(number * 100) / 100, locale);
}

/** The cells of the page that may show a statistic of `source` (`data-live="sourcing.totalQuantity"`). */
const liveCells = (root: ParentNode, source: LiveSource) =>
  [...root.querySelectorAll<HTMLElement>('[data-live]')].filter(
    (cell) => liveFigureParts(cell.dataset['live'] ?? '')?.source === source,
  );

/**
 * Writes a service's statistics into its live cells: a statistic that reaches its figure's
 * threshold replaces the editorial value; any other (missing, zero, small, a failed call)
 * leaves the editorial value the page was served with.
 */
export function showStats(root: ParentNode, source: LiveSource, figures: unknown) {
  const values = typeof figures === 'object' && figures !== null ? (figures as Record<string, unknown>) : {};
  const locale = pageLocale();
  for (const cell of liveCells(root, source)) {
    const key = liveFigureParts(cell.dataset['live'] ?? '')!.key;
    const live = meaningfulLiveValue(
      { source: 'live', threshold: Number(cell.dataset['threshold'] ?? 1) },
      values[key],
    );
    if (live !== undefined) cell.textContent = displayStat(live, locale);
    // What the figure now shows, for anyone checking the page (tests): the statistic, or the written value.
    cell.dataset['liveState'] = live === undefined ? 'below-threshold' : 'shown';
  }
}

/** The language the page is written in (/fr pages say lang="fr"). */
const pageLocale = (): Locale => (document.documentElement.lang === 'fr' ? 'fr' : 'en');

// The two services are not our API: no bearer token goes to them, and no envelope is assumed.
const external = ky.create({ timeout: 15_000, retry: { limit: 1 } });

/** docs/product/errors.md: statistics failures are only logged (the editorial figures stay)... */
const logFailure = (source: LiveSource) => (error: unknown) => {
  console.error(`Could not load the ${source} statistics`, error);
};

/**
 * An external service that could not be reached (offline, DNS, refused, CORS, timeout): what
 * docs/product/errors.md calls 'Network Error'. A service that answered, even with 500, is not one.
 */
export const unreachable = (error: unknown) =>
  isNetworkError(error) || isTimeoutError(error) || error instanceof TypeError;

/** ...except a network error on the sourcing call, which sends the visitor to /no-connection. */
function sourcingFailed(error: unknown, network: boolean) {
  if (network) {
    goToNoConnection();
    return;
  }
  logFailure('sourcing')(error);
}

/** Loads the statistics the page's live figures need, and only those. */
export async function loadStatistics(root: ParentNode): Promise<void> {
  const needs = (source: LiveSource) => liveCells(root, source).length > 0;
  const marketplace = needs('marketplace')
    ? apiGet<unknown>('product/analytics/products')
        .then((figures) => showStats(root, 'marketplace', figures))
        .catch(logFailure('marketplace'))
    : Promise.resolve();
  if (!needs('tradeFinance') && !needs('sourcing')) return marketplace;

  let sources: StatisticsSources;
  try {
    sources = await apiGet<StatisticsSources>('statistics/sources');
  } catch (error) {
    // Without the address the sourcing figures cannot load either: same rule as their call.
    if (needs('sourcing')) sourcingFailed(error, toFailure(error).network);
    else logFailure('tradeFinance')(error);
    await marketplace;
    return;
  }

  const tradeFinance = needs('tradeFinance')
    ? external
        .get(`${sources.tradeFinance}/statistics`)
        .json<unknown>()
        .then((body) => showStats(root, 'tradeFinance', body))
        .catch(logFailure('tradeFinance'))
    : undefined;

  const sourcing = needs('sourcing')
    ? external
        .get(`${sources.sourcing}/api/v2/sourcepro-transaction/sourcepro-statistics`)
        .json<{ data?: unknown }>()
        .then((body) => showStats(root, 'sourcing', body?.data))
        .catch((error: unknown) => sourcingFailed(error, unreachable(error)))
    : undefined;

  await Promise.all([marketplace, tradeFinance, sourcing]);
}
