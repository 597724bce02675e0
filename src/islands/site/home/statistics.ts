// The live figures of "Our business at a glance" (docs/product/states.md, docs/product/api.md, docs/product/errors.md), run by a plain script on
// the home page: marketplace figures from our API, trade-finance and sourcing figures from
// their services, whose base URLs the server tells us (configuration, not build time).
import ky, { isNetworkError, isTimeoutError } from 'ky';
import type { StatisticsSources } from '../../../shared/statistics/statistics.contract.ts';
import { toFailure } from '../../../lib/api/failure.ts';
import { apiGet } from '../../../lib/api/http.ts';
import { formatNumber } from '../../../lib/format/numbers.ts';
import { goToNoConnection } from '../../../lib/navigation.ts';
import type { Locale } from '../../../shared/i18n/locales.ts';

export type StatSource = 'marketplace' | 'tradeFinance' | 'sourcing';

export const STAT_KEYS: Record<StatSource, readonly string[]> = {
  marketplace: ['products', 'sellers', 'buyers'],
  tradeFinance: ['totalNumberOfProducts', 'totalQuantitySupplied', 'totalNumberOfSuppliers'],
  sourcing: ['totalUniqueCompanies', 'totalQuantity', 'totalUniqueProducts'],
};

const asNumber = (value: unknown): number =>
  typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : Number.NaN;

/**
 * One figure as shown: thousands separators, at most 2 decimals, in the page's language. Zero
 * is a figure like any other ("0"); only a missing one is blank.
 */
export function displayStat(value: unknown, locale: Locale = 'en'): string {
  const number = asNumber(value);
  if (!Number.isFinite(number)) return '';
  return formatNumber(Math.round(number * 100) / 100, locale);
}

/** Whether a service has figures of its own yet: at least one above zero. */
export function hasFigures(source: StatSource, figures: unknown): boolean {
  if (typeof figures !== 'object' || figures === null) return false;
  const values = figures as Record<string, unknown>;
  return STAT_KEYS[source].some((key) => asNumber(values[key]) > 0);
}

/**
 * Writes one source's figures into its card. A service with no figures yet (a fresh install),
 * or one that failed, shows the figures the content gives for that case (`data-until-live`),
 * or its card is left out: never a row of blanks.
 */
export function showStats(root: ParentNode, source: StatSource, figures: unknown) {
  const card = root.querySelector<HTMLElement>(`[data-stat-source="${source}"]`);
  if (!card) return;
  const cells = [...card.querySelectorAll<HTMLElement>('[data-stat]')];
  if (hasFigures(source, figures)) {
    const values = figures as Record<string, unknown>;
    const locale = pageLocale();
    for (const cell of cells) cell.textContent = displayStat(values[cell.dataset['stat'] ?? ''], locale);
    card.hidden = false;
    return;
  }
  const untilLive = cells.every((cell) => cell.dataset['untilLive'] !== undefined);
  for (const cell of cells) cell.textContent = untilLive ? (cell.dataset['untilLive'] ?? '') : '';
  card.hidden = !untilLive;
}

/** The language the page is written in (/fr pages say lang="fr"). */
const pageLocale = (): Locale => (document.documentElement.lang === 'fr' ? 'fr' : 'en');

// The two services are not our API: no bearer token goes to them, and no envelope is assumed.
const external = ky.create({ timeout: 15_000, retry: { limit: 1 } });

/** docs/product/errors.md: statistics failures are only logged (the card falls back as when it has no figures)... */
const logFailure = (source: StatSource, root: ParentNode) => (error: unknown) => {
  console.error(`Could not load the ${source} statistics`, error);
  showStats(root, source, undefined);
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
  logFailure('sourcing', root)(error);
}

export async function loadStatistics(root: ParentNode): Promise<void> {
  const marketplace = apiGet<unknown>('product/analytics/products')
    .then((figures) => showStats(root, 'marketplace', figures))
    .catch(logFailure('marketplace', root));

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
    .catch(logFailure('tradeFinance', root));

  const sourcing = external
    .get(`${sources.sourcing}/api/v2/sourcepro-transaction/sourcepro-statistics`)
    .json<{ data?: unknown }>()
    .then((body) => showStats(root, 'sourcing', body?.data))
    .catch((error: unknown) => sourcingFailed(error, unreachable(error), root));

  await Promise.all([marketplace, tradeFinance, sourcing]);
}
