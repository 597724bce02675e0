import { productMatchesSearch } from '../../../shared/product/catalogue-search.ts';
import type {
  PriceAlert,
  PriceAlertBody,
  SavedSearch,
  SavedSearchBody,
} from '../../../shared/notifications/alerts.contract.ts';
import type { Product } from '../../../shared/product/product.ts';
import type { Db } from '../../db/client.ts';
import {
  alertsOfBuyer,
  allSavedSearches,
  deletePriceAlert,
  deleteSavedSearch,
  insertPriceAlert,
  insertSavedSearch,
  lockAlertsOn,
  type SavedSearchRow,
  savedSearchesOfBuyer,
  setAlertTriggered,
  wasNotified,
} from '../../db/queries/alerts.queries.ts';
import { refused } from '../../http/api-error.ts';
import { actor, type ServiceContext } from '../context.ts';
import { getProduct } from '../products.service.ts';
import { notifyBuyer } from './notify.ts';

/** The product page a price alert or a saved search's match opens. */
const productPath = (productId: string) => `/details/${productId}`;

type AlertListRow = Awaited<ReturnType<typeof alertsOfBuyer>>[number];

const toPriceAlert = ({ alert, productName, currentPricePerMT }: AlertListRow): PriceAlert => ({
  id: alert.id,
  productId: alert.productId,
  productName,
  countryOfOrigin: alert.countryOfOrigin,
  maxPricePerMT: alert.maxPricePerMT,
  currentPricePerMT: currentPricePerMT ?? null,
  triggeredAt: alert.triggeredAt?.toISOString() ?? null,
  createdAt: alert.createdAt.toISOString(),
});

export async function listPriceAlerts(ctx: ServiceContext): Promise<PriceAlert[]> {
  return (await alertsOfBuyer(ctx.db, actor(ctx).id)).map(toPriceAlert);
}

/**
 * POST /alerts: on a published product and one of its origins (400 otherwise). An alert set
 * while the price is already at or below it counts as met: it fires on the next drop after
 * a rise, not at once (the buyer sees that price as they set it).
 */
export async function createPriceAlert(ctx: ServiceContext, body: PriceAlertBody): Promise<PriceAlert> {
  const buyerId = actor(ctx).id;
  const product = await getProduct(ctx.db, body.productId).catch(() => {
    throw refused('alert_product_unknown', 'productId');
  });
  const origin = product.CountryTraded.find(
    (candidate) =>
      candidate.countryName.toLowerCase() === body.countryOfOrigin.toLowerCase() ||
      candidate.countryCode === body.countryOfOrigin.toUpperCase(),
  );
  if (!origin)
    throw refused(
      { code: 'alert_origin_not_offered', params: { product: product.productName, origin: body.countryOfOrigin } },
      'countryOfOrigin',
    );
  const now = ctx.now();
  const row = await insertPriceAlert(ctx.db, {
    buyerId,
    productId: product.id,
    countryOfOrigin: origin.countryName,
    maxPricePerMT: body.maxPricePerMT,
    triggeredAt: origin.price <= body.maxPricePerMT ? now : null,
    createdAt: now,
  });
  const [created] = await alertsOfBuyer(ctx.db, buyerId, row.id);
  if (!created) throw refused('price_alert_not_found');
  return toPriceAlert(created);
}

export async function removePriceAlert(ctx: ServiceContext, id: string) {
  if (!(await deletePriceAlert(ctx.db, actor(ctx).id, id))) throw refused('price_alert_not_found');
  return { deleted: true as const };
}

export interface PriceChange {
  countryName: string;
  oldPricePerMT: number;
  newPricePerMT: number;
}

/**
 * In the transaction of a catalogue price change: every alert on a changed origin that the
 * new price reaches (at or below) and that was not met already tells its buyer once, with the
 * old and the new price; an alert whose price is passed upwards again is re-armed.
 */
export async function checkPriceAlerts(
  tx: Db,
  product: { id: string; productName: string },
  changes: readonly PriceChange[],
  now: Date,
): Promise<void> {
  for (const change of changes) {
    for (const alert of await lockAlertsOn(tx, product.id, change.countryName)) {
      const reached = change.newPricePerMT <= alert.maxPricePerMT;
      if (!reached) {
        if (alert.triggeredAt) await setAlertTriggered(tx, alert.id, null);
        continue;
      }
      if (alert.triggeredAt) continue;
      await setAlertTriggered(tx, alert.id, now);
      await notifyBuyer(tx, {
        buyerId: alert.buyerId,
        type: 'price-alert',
        title: {
          key: 'price-alert',
          values: {
            product: product.productName,
            origin: change.countryName,
            oldPricePerMT: change.oldPricePerMT,
            newPricePerMT: change.newPricePerMT,
          },
        },
        link: productPath(product.id),
        groupKey: `price-alert:${alert.id}`,
        data: {
          alertId: alert.id,
          productId: product.id,
          countryOfOrigin: change.countryName,
          oldPricePerMT: change.oldPricePerMT,
          newPricePerMT: change.newPricePerMT,
        },
      });
    }
  }
}

const toSavedSearch = (row: SavedSearchRow): SavedSearch => ({
  id: row.id,
  name: row.name,
  query: row.query,
  createdAt: row.createdAt.toISOString(),
});

export async function listSavedSearches(ctx: ServiceContext): Promise<SavedSearch[]> {
  return (await savedSearchesOfBuyer(ctx.db, actor(ctx).id)).map(toSavedSearch);
}

export async function createSavedSearch(ctx: ServiceContext, body: SavedSearchBody): Promise<SavedSearch> {
  return toSavedSearch(
    await insertSavedSearch(ctx.db, {
      buyerId: actor(ctx).id,
      name: body.name,
      query: body.query,
      createdAt: ctx.now(),
    }),
  );
}

export async function removeSavedSearch(ctx: ServiceContext, id: string) {
  if (!(await deleteSavedSearch(ctx.db, actor(ctx).id, id))) throw refused('saved_search_not_found');
  return { deleted: true as const };
}

/**
 * In the transaction that publishes a product: each saved search it matches tells its buyer,
 * once per search and product (publishing it again after a pause tells nobody twice).
 */
export async function notifySavedSearches(tx: Db, productId: string): Promise<void> {
  const product: Product = await getProduct(tx, productId);
  for (const search of await allSavedSearches(tx)) {
    if (!productMatchesSearch(product, search.query)) continue;
    const groupKey = `saved-search:${search.id}:${product.id}`;
    if (await wasNotified(tx, search.buyerId, groupKey)) continue;
    await notifyBuyer(tx, {
      buyerId: search.buyerId,
      type: 'saved-search',
      title: { key: 'saved-search', values: { searchName: search.name, product: product.productName } },
      link: productPath(product.id),
      groupKey,
      data: { savedSearchId: search.id, productId: product.id },
    });
  }
}
