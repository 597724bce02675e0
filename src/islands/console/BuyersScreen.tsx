import { type SubmitEvent, useCallback, useEffect, useState } from 'react';
import { reportFailure } from '../../lib/api/report.ts';
import { staffGet } from '../../lib/api/staff.ts';
import { formatDateTime } from '../../lib/format/numbers.ts';
import type { BuyerListItem } from '../../shared/contracts/buyers.ts';
import { countryLabel } from '../../shared/countries.ts';
import type { Paged } from '../../shared/envelope.ts';
import { can } from '../../shared/permissions.ts';
import { TextField } from '../shared/FormFields.tsx';
import Pager from '../shared/Pager.tsx';
import NotAllowed from './NotAllowed.tsx';
import { useStaffMember } from './useStaffMember.ts';
import '../shared/hub.css';
import './console.css';

const PAGE_SIZE = 20;

function fromUrl() {
  const params = new URLSearchParams(window.location.search);
  return { q: params.get('q') ?? '', page: Math.max(1, Number(params.get('page')) || 1) };
}

/** Buyers: search by name, e-mail, phone or company country; each row opens the buyer's page. */
export default function BuyersScreen() {
  const member = useStaffMember();
  const [query, setQuery] = useState(fromUrl);
  const [typed, setTyped] = useState(query.q);
  const [result, setResult] = useState<Paged<BuyerListItem>>();
  const [loading, setLoading] = useState(true);

  const load = useCallback(async (q: string, page: number) => {
    setLoading(true);
    try {
      setResult(await staffGet<Paged<BuyerListItem>>('staff/buyers', { q: q.trim(), page, pageSize: PAGE_SIZE }));
    } catch (error) {
      reportFailure(error);
    } finally {
      setLoading(false);
    }
  }, []);

  useEffect(() => {
    if (!member || !can(member.role, 'buyers.read')) return;
    const params = new URLSearchParams();
    if (query.q) params.set('q', query.q);
    if (query.page > 1) params.set('page', String(query.page));
    window.history.replaceState(null, '', `${window.location.pathname}${params.size ? `?${params}` : ''}`);
    void load(query.q, query.page);
  }, [member, query, load]);

  function search(event: SubmitEvent) {
    event.preventDefault();
    setQuery({ q: typed.trim(), page: 1 });
  }

  if (!member) return <p role="status">Loading...</p>;
  if (!can(member.role, 'buyers.read')) return <NotAllowed />;
  const pageCount = result ? Math.max(1, Math.ceil(result.total / result.pageSize)) : 1;

  return (
    <div className="console-screen">
      <section className="card" aria-labelledby="buyer-search-title">
        <h2 id="buyer-search-title">Find a buyer</h2>
        <form className="filters" role="search" onSubmit={search} noValidate>
          <TextField
            id="q"
            label="Name, e-mail, phone or country"
            type="search"
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
          />
          <button type="submit" className="btn btn-primary">
            Search
          </button>
        </form>
      </section>
      <section className="card" aria-labelledby="buyers-title" aria-busy={loading}>
        <div className="card-head">
          <h2 id="buyers-title">{query.q ? `Buyers matching “${query.q}”` : 'All buyers'}</h2>
          {result && <span className="muted">{result.total} buyers</span>}
        </div>
        {result && result.items.length === 0 ? (
          <p role="status">No buyer matches this search.</p>
        ) : (
          <div className="table-scroll">
            <table className="data-table">
              <caption className="visually-hidden">Buyers, newest accounts first</caption>
              <thead>
                <tr>
                  <th scope="col">Name</th>
                  <th scope="col">E-mail</th>
                  <th scope="col">Phone</th>
                  <th scope="col">Country</th>
                  <th scope="col">Account</th>
                  <th scope="col">Joined</th>
                </tr>
              </thead>
              <tbody>
                {result?.items.map((buyer) => (
                  <tr key={buyer.id}>
                    <td>
                      <a href={`/console/buyers/${buyer.id}`}>{buyer.fullName}</a>
                    </td>
                    <td>{buyer.email}</td>
                    <td>{buyer.phoneNumber ?? '—'}</td>
                    <td>{buyer.country ? (countryLabel(buyer.country) ?? buyer.country) : '—'}</td>
                    <td>
                      <AccountState buyer={buyer} />
                    </td>
                    <td>{formatDateTime(buyer.createdAt)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        <Pager
          page={query.page}
          pageCount={pageCount}
          onPage={(page) => setQuery((q) => ({ ...q, page }))}
          label="Buyer pages"
        />
      </section>
    </div>
  );
}

export function AccountState({ buyer }: { buyer: Pick<BuyerListItem, 'suspended' | 'verified'> }) {
  if (buyer.suspended) return <span className="pill bad">Suspended</span>;
  if (!buyer.verified) return <span className="pill warn">Not verified</span>;
  return <span className="pill good">Active</span>;
}
