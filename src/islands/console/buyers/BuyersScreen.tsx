import { formatDateTime } from '../../../lib/format/numbers.ts';
import type { BuyerListItem } from '../../../shared/buyers/buyers.staff.contract.ts';
import { countryLabel } from '../../../shared/common/countries.ts';
import { ListSearch, ResultsCard } from '../shared/ListParts.tsx';
import { type ListFilter, urlPage, urlParam, useFilteredList } from '../shared/useFilteredList.ts';
import { useScreenAccess } from '../shared/useScreenAccess.tsx';
import { staffDownload } from '../../../lib/api/staff.ts';
import ExportButton from '../../shared/ExportButton.tsx';
import '../../shared/hub.css';
import '../shared/console.css';

interface Filter extends ListFilter {
  q?: string | undefined;
}

/** The search lives in the address bar, so it can be linked to and survives a reload. */
const filterFromUrl = (): Filter => ({ q: urlParam('q'), page: urlPage() });

/** Buyers: search by name, e-mail, phone or company country; each row opens the buyer's page. */
export default function BuyersScreen() {
  const access = useScreenAccess();
  const { allowed } = access;
  const list = useFilteredList<BuyerListItem, Filter>('staff/buyers', filterFromUrl, {
    enabled: allowed,
  });
  const { q } = list.filter;

  if (!access.ready) return access.gate;

  return (
    <div className="console-screen">
      <section className="card" aria-labelledby="buyer-search-title">
        <h2 id="buyer-search-title">Find a buyer</h2>
        <ListSearch value={q} label="Name, e-mail, phone or country" onSearch={(typed) => list.narrow({ q: typed })} />
      </section>
      <ResultsCard
        title={q ? `Buyers matching “${q}”` : 'All buyers'}
        noun="buyers"
        one="buyer"
        caption="Buyers, newest accounts first"
        list={list}
        empty="No buyer matches this search."
        pagerLabel="Buyer pages"
        columns={['Name', 'E-mail', 'Phone', 'Country', 'Account', 'Joined']}
        action={<ExportButton kind="staffBuyers" filters={list.filter} list="buyers" download={staffDownload} />}
      >
        {list.page?.items.map((buyer) => (
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
      </ResultsCard>
    </div>
  );
}

export function AccountState({ buyer }: { buyer: Pick<BuyerListItem, 'suspended' | 'verified'> }) {
  if (buyer.suspended) return <span className="pill bad">Suspended</span>;
  if (!buyer.verified) return <span className="pill warn">Not verified</span>;
  return <span className="pill good">Active</span>;
}
