import { formatDateTime } from '../../../lib/format/numbers.ts';
import type { BuyerContext, OpenActivity, TimelineEvent } from '../../../shared/buyers/buyers.staff.contract.ts';
import { countryLabel } from '../../../shared/common/countries.ts';
import type { Locale } from '../../../shared/i18n/locales.ts';
import { disputePath, draftOrderPath, quotePath } from '../shared/console-links.ts';
import { useStaffData } from '../shared/useStaffData.ts';

/** The buyer's language as an English-reading agent names it. */
const LANGUAGE_NAMES: Record<Locale, string> = { en: 'English', fr: 'French' };

const SECTIONS: { key: keyof OpenActivity; title: string; none: string }[] = [
  { key: 'orders', title: 'Open orders', none: 'No open orders.' },
  { key: 'inquiries', title: 'Open inquiries', none: 'No open inquiries.' },
  { key: 'disputes', title: 'Open disputes', none: 'No open disputes.' },
];

/** The console page that shows an item (a dispute opens in its queue, `?id=`). */
function itemHref(item: TimelineEvent): string | null {
  if (item.kind === 'order') return `/console/orders/${item.id}`;
  if (item.kind === 'inquiry') return `/console/inquiries/${item.id}`;
  if (item.kind === 'dispute') return disputePath(item.id);
  return null;
}

/**
 * Beside a conversation: who the buyer is and what is open for them, with the two answers an
 * agent gives most (a drafted order, a quote). Reloads when the conversation changes (`live`).
 */
export default function BuyerContextPanel({ buyerId, live }: { buyerId: string; live: number }) {
  const context = useStaffData<BuyerContext>(`staff/buyers/${buyerId}/context`, { refresh: live }).data;

  if (!context) return <aside className="card inbox-context" aria-label="About the buyer" aria-busy="true" />;
  const { profile, open } = context;

  return (
    <aside className="card inbox-context" aria-labelledby="context-title">
      <h2 id="context-title">
        <a href={`/console/buyers/${profile.id}`}>{profile.fullName}</a>
      </h2>
      <dl className="facts">
        <dt>Country</dt>
        <dd>{profile.country ? (countryLabel(profile.country) ?? profile.country) : '—'}</dd>
        {/* Which language to answer in (issue 41). */}
        <dt>Language</dt>
        <dd lang="en">{LANGUAGE_NAMES[profile.language]}</dd>
        <dt>E-mail</dt>
        <dd>
          <a href={`mailto:${profile.email}`}>{profile.email}</a>
        </dd>
        <dt>Phone</dt>
        <dd>{profile.phoneNumber ? <a href={`tel:${profile.phoneNumber}`}>{profile.phoneNumber}</a> : '—'}</dd>
        <dt>Buyer since</dt>
        <dd>{formatDateTime(profile.createdAt)}</dd>
      </dl>
      <p className="inbox-context-actions">
        <a className="btn btn-small btn-primary" href={draftOrderPath(profile.id)}>
          Draft order
        </a>
        <a className="btn btn-small btn-outline" href={quotePath(profile.id)}>
          Quote
        </a>
      </p>
      {SECTIONS.map(({ key, title, none }) => {
        const { items, total } = open[key];
        return (
          <section key={key} aria-labelledby={`context-${key}`}>
            <h3 id={`context-${key}`}>
              {title} <span className="muted">({total})</span>
            </h3>
            {items.length === 0 ? (
              <p className="muted">{none}</p>
            ) : (
              <ul className="inbox-context-items">
                {items.map((item) => {
                  const href = itemHref(item);
                  return (
                    <li key={item.id}>
                      {href ? <a href={href}>{item.title}</a> : <span>{item.title}</span>}
                      {item.status && <span className="pill">{item.status.replaceAll('_', ' ').toLowerCase()}</span>}
                    </li>
                  );
                })}
                {total > items.length && (
                  <li className="muted">
                    and {total - items.length} more on <a href={`/console/buyers/${profile.id}`}>the buyer’s page</a>
                  </li>
                )}
              </ul>
            )}
          </section>
        );
      })}
    </aside>
  );
}
