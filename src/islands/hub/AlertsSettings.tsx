import { useEffect, useState } from 'react';
import { apiDelete } from '../../lib/api/http.ts';
import { notifySuccess, reportFailure } from '../../lib/api/report.ts';
import { countryName } from '../../lib/format/country-names.ts';
import { countryLabel } from '../../shared/common/countries.ts';
import { localizedPath } from '../../shared/i18n/locales.ts';
import { countryNameIn } from '../../shared/i18n/country-by-name.ts';
import { productNameIn } from '../../shared/i18n/trade-names.ts';
import type { PriceAlert, SavedSearch } from '../../shared/notifications/alerts.contract.ts';
import { catalogueSearchQuery } from '../../shared/products/catalogue-search.ts';
import { messages, params, useFormat, useMessages } from '../../stores/locale.ts';
import { useApiData } from '../shared/useApiData.ts';
import { Loaded } from './SignedIn.tsx';

const text = messages('hub/alerts', {
  alertsTitle: 'Price alerts',
  alertsLead: 'We tell you once when a product’s price per MT from an origin comes down to your price.',
  alertsNone: 'No price alerts yet. Set one from a product’s page: “Price alert”.',
  alertsLoading: 'Loading your price alerts...',
  alertsFailed: 'Your price alerts could not be loaded.',
  alertOf: params('{product} from {origin}'),
  atOrBelow: params('At or below {price} per MT'),
  listedNow: params('Listed now: {price} per MT'),
  notListed: 'This origin is no longer listed.',
  told: params('Reached on {date}: you were told.'),
  removeAlert: params('Remove the price alert for {name}'),
  searchesTitle: 'Saved searches',
  searchesLead: 'We tell you when a newly listed product matches one of them.',
  searchesNone: 'No saved searches yet. Filter Buy Commodities, then “Save this search”.',
  searchesLoading: 'Loading your saved searches...',
  searchesFailed: 'Your saved searches could not be loaded.',
  words: params('“{q}”'),
  from: params('from {origin}'),
  min: params('from {price}/MT'),
  max: params('up to {price}/MT'),
  everything: 'Every product',
  open: 'Open',
  openSearch: params(' the search {name}'),
  removeSearch: params('Remove the saved search {name}'),
  remove: 'Remove',
  removed: 'Removed.',
  browse: 'Browse products',
});
type Text = ReturnType<typeof text.get>;

/** Removes one row through the API and reloads its list; a failure is reported the usual way. */
function useRemove(reload: () => void) {
  const t = useMessages(text);
  const [removing, setRemoving] = useState<string | null>(null);
  async function remove(path: string, id: string) {
    setRemoving(id);
    try {
      await apiDelete(`${path}/${id}`);
      notifySuccess(t.removed);
      reload();
    } catch (error) {
      reportFailure(error);
    } finally {
      setRemoving(null);
    }
  }
  return { removing, remove };
}

function AlertList({ alerts, reload }: { alerts: PriceAlert[]; reload: () => void }) {
  const t = useMessages(text);
  const format = useFormat();
  const { removing, remove } = useRemove(reload);
  if (alerts.length === 0) return <p className="muted">{t.alertsNone}</p>;
  return (
    <ul className="alert-list">
      {alerts.map((alert) => {
        const name = t.alertOf({
          product: productNameIn(alert, format.locale),
          origin: countryNameIn(alert.countryOfOrigin, format.locale),
        });
        return (
          <li key={alert.id}>
            <div>
              <a href={localizedPath(`/details/${alert.productId}`, format.locale)}>
                <strong>{name}</strong>
              </a>
              <br />
              {t.atOrBelow({ price: format.usd(alert.maxPricePerMT) })}
              <br />
              <span className="muted">
                {alert.currentPricePerMT === null
                  ? t.notListed
                  : t.listedNow({ price: format.usd(alert.currentPricePerMT) })}
                {alert.triggeredAt && <> · {t.told({ date: format.date(alert.triggeredAt) })}</>}
              </span>
            </div>
            <button
              type="button"
              className="btn btn-outline"
              disabled={removing === alert.id}
              aria-label={t.removeAlert({ name })}
              onClick={() => void remove('alerts', alert.id)}
            >
              {t.remove}
            </button>
          </li>
        );
      })}
    </ul>
  );
}

/** "“cashew” · Nuts · from Benin · up to $1,500/MT": what a saved search asks for, in words. */
function searchSummary(search: SavedSearch['query'], t: Text, format: ReturnType<typeof useFormat>): string {
  const parts = [
    search.q && t.words({ q: search.q }),
    search.category,
    search.sub,
    search.origin &&
      t.from({ origin: countryName(search.origin, countryLabel(search.origin) ?? search.origin, format.locale) }),
    search.min !== null && t.min({ price: format.usd(search.min) }),
    search.max !== null && t.max({ price: format.usd(search.max) }),
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(' · ') : t.everything;
}

function SearchList({ searches, reload }: { searches: SavedSearch[]; reload: () => void }) {
  const t = useMessages(text);
  const format = useFormat();
  const { removing, remove } = useRemove(reload);
  if (searches.length === 0) return <p className="muted">{t.searchesNone}</p>;
  return (
    <ul className="alert-list">
      {searches.map((search) => (
        <li key={search.id}>
          <div>
            <strong>{search.name}</strong>
            <br />
            <span className="muted">{searchSummary(search.query, t, format)}</span>
            <br />
            <a href={`${localizedPath('/buy-commodities', format.locale)}${catalogueSearchQuery(search.query)}`}>
              {t.open}
              <span className="visually-hidden">{t.openSearch({ name: search.name })}</span>
            </a>
          </div>
          <button
            type="button"
            className="btn btn-outline"
            disabled={removing === search.id}
            aria-label={t.removeSearch({ name: search.name })}
            onClick={() => void remove('saved-searches', search.id)}
          >
            {t.remove}
          </button>
        </li>
      ))}
    </ul>
  );
}

/**
 * Settings' price alerts and saved searches (GET/DELETE /alerts, /saved-searches): each listed
 * with what it watches and a Remove button. They are made where the buyer looks at prices:
 * the product page and Buy Commodities.
 */
export default function AlertsSettings() {
  const t = useMessages(text);
  // The product page and Buy Commodities link to /settings#alerts and #saved-searches; the
  // sections appear after sign-in is checked, past the browser's own jump to the anchor.
  useEffect(() => {
    const target = ['#alerts', '#saved-searches'].includes(window.location.hash)
      ? document.querySelector<HTMLElement>(window.location.hash)
      : null;
    target?.scrollIntoView({ block: 'start' });
    target?.focus({ preventScroll: true });
  }, []);
  const alerts = useApiData<PriceAlert[]>('alerts');
  const searches = useApiData<SavedSearch[]>('saved-searches');
  return (
    <>
      <section className="card" id="alerts" aria-labelledby="alerts-title" tabIndex={-1}>
        <h2 id="alerts-title">{t.alertsTitle}</h2>
        <p className="muted">{t.alertsLead}</p>
        <Loaded data={alerts} loading={t.alertsLoading} failed={t.alertsFailed}>
          {(list) => <AlertList alerts={list} reload={alerts.reload} />}
        </Loaded>
      </section>
      <section className="card" id="saved-searches" aria-labelledby="saved-searches-title" tabIndex={-1}>
        <h2 id="saved-searches-title">{t.searchesTitle}</h2>
        <p className="muted">{t.searchesLead}</p>
        <Loaded data={searches} loading={t.searchesLoading} failed={t.searchesFailed}>
          {(list) => <SearchList searches={list} reload={searches.reload} />}
        </Loaded>
      </section>
    </>
  );
}
