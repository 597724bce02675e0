// The live figures of "Our business at a glance" (docs/product/states.md, docs/product/api.md, docs/product/errors.md), run by a plain script on
// the home page: marketplace figures from our API, trade-finance and sourcing figures from
// their services, whose base URLs the server tells us (configuration, not build time).
import ky, { isNetworkError, isTimeoutError } from 'ky';
import type { StatisticsSources } from '../../../shared/statistics/statistics.contract.ts';
import { toFailure } from '../../../lib/api/failure.ts';
import { apiGet } from '../../../lib/api/http.ts';
import { formatNumber } from '../../../lib/format/numbers.ts';
import { goToNoConnection } from '../../../lib/navigation.ts';

export type StatSource = 'marketplace' | 'tradeFinance' | 'sourcing';

/** docs/product/states.md: a missing or zero figure shows blank, except sourcing figures, which show 0. */
const WHEN_MISSING: Record<StatSource, string> = { marketplace: '', tradeFinance: '', sourcing: '0' };

export const STAT_KEYS: Record<StatSource, readonly string[]> = {
  marketplace: ['products', 'sellers', 'buyers'],
  tradeFinance: ['totalNumberOfProducts', 'totalQuantitySupplied', 'totalNumberOfSuppliers'],
  sourcing: ['totalUniqueCompanies', 'totalQuantity', 'totalUniqueProducts'],
};

/** One figure as shown: thousands separators, at most 2 decimals; blank or 0 when missing. */
export function displayStat(source: StatSource, value: unknown): string {
  const number =
    typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : Number.NaN;
  if (!Number.isFinite(number) || number === 0) return WHEN_MISSING[source];
  return formatNumber(Math.round(number * 100) / 100);
}

/** Writes one source's figures into its card; anything but an object counts as missing. */
export function showStats(root: ParentNode, source: StatSource, figures: unknown) {
  const values = typeof figures === 'object' && figures !== null ? (figures as Record<string, unknown>) : {};
  for (const key of STAT_KEYS[source]) {
    const cell = root.querySelector(`[data-stat-source="${source}"] [data-stat="${key}"]`);
    if (cell) cell.textContent = displayStat(source, values[key]);
  }
}

// The two services are not our API: no bearer token goes to them, and no envelope is assumed.
const external = ky.create({ timeout: 15_000, retry: { limit: 1 } });

/** docs/product/errors.md: statistics failures are only logged... */
const logFailure = (source: StatSource) => (error: unknown) => {
  console.error(`Could not load the ${source} statistics`, error);
};

/**
 * An external service that could not be reached (offline, DNS, refused, CORS, timeout): what
 * docs/product/errors.md calls 'Network Error'. A service that answered, even with 500, is not one.
 */
export const unreachable = (error: unknown) =>
  isNetworkError(error) || isTimeoutError(error) || error instanceof TypeError;

/** ...except a network error on the sourcing call, which sends the visitor to /no-connection. */
function sourcingFailed(error: unknown, network: boolean, root: ParentNode) {
  if (network) {
    goToNoConnection();
    return;
  }
  logFailure('sourcing')(error);
  showStats(root, 'sourcing', undefined);
}

export async function loadStatistics(root: ParentNode): Promise<void> {
  const marketplace = apiGet<unknown>('product/analytics/products')
    .then((figures) => showStats(root, 'marketplace', figures))
    .catch(logFailure('marketplace'));

  let sources: StatisticsSources;
  try {
    sources = await apiGet<StatisticsSources>('statistics/sources');
  } catch (error) {
    // Without the address the sourcing figures cannot load either: same rule as their call.
    sourcingFailed(error, toFailure(error).network, root);
    await marketplace;
    return;
  }

  const tradeFinance = external
    .get(`${sources.tradeFinance}/statistics`)
    .json<unknown>()
    .then((body) => showStats(root, 'tradeFinance', body))
    .catch(logFailure('tradeFinance'));

  const sourcing = external
    .get(`${sources.sourcing}/api/v2/sourcepro-transaction/sourcepro-statistics`)
    .json<{ data?: unknown }>()
    .then((body) => showStats(root, 'sourcing', body?.data))
    .catch((error: unknown) => sourcingFailed(error, unreachable(error), root));

  await Promise.all([marketplace, tradeFinance, sourcing]);
}
