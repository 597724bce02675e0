import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { formatNumber } from '../../lib/format/numbers.ts';
import { allEnquiries, type EnquirySummary } from '../../shared/buyer-hub.ts';
import { type Inquiry, inquirySearchText } from '../../shared/inquiry.ts';
import { $hubSearch } from '../../stores/hub-search.ts';
import DataTable, { type Column } from '../shared/DataTable.tsx';
import StatusBadge from '../shared/StatusBadge.tsx';
import { useApiData } from '../shared/useApiData.ts';
import InquiryDetailsModal from './InquiryDetailsModal.tsx';
import SignedIn, { LoadingScreen } from './SignedIn.tsx';
import SummaryCards, { SummaryCardsLoading } from './SummaryCards.tsx';
import './buyer-hub.css';

function columns(onView: (id: string) => void): Column<Inquiry>[] {
  return [
    {
      header: 'Product Info',
      cell: (inquiry) => (
        <div className="product-info">
          <span>
            <strong>{inquiry.productName}</strong>
            <br />
            <span className="muted">{inquiry.productDescription.slice(0, 60)}</span>
          </span>
        </div>
      ),
    },
    { header: 'Quantity /MT', numeric: true, cell: (inquiry) => inquiry.quantityRequired },
    { header: 'Shipping Terms', cell: (inquiry) => inquiry.termsOfTrade ?? '-' },
    { header: 'Payment Terms', cell: (inquiry) => inquiry.paymentTerms ?? '-' },
    { header: 'Status', cell: (inquiry) => <StatusBadge kind="inquiry" status={inquiry.status} /> },
    {
      header: 'Action',
      cell: (inquiry) => (
        <button type="button" className="link-button" onClick={() => onView(inquiry.id)}>
          View<span className="visually-hidden"> inquiry for {inquiry.productName}</span>
        </button>
      ),
    },
  ];
}

function Inquiries() {
  const summary = useApiData<EnquirySummary>('buyer-hub/enquiry-summary');
  const inquiries = useApiData<Inquiry[]>('buyer-hub/all-enquiries');
  const search = useStore($hubSearch);
  const [viewing, setViewing] = useState<string | null>(null);

  // A quote e-mail links to /inquiries?inquiry={id}: open that inquiry's details.
  useEffect(() => {
    const linked = new URLSearchParams(window.location.search).get('inquiry');
    if (linked) setViewing(linked);
  }, []);

  const close = () => {
    setViewing(null);
    const url = new URL(window.location.href);
    if (url.searchParams.has('inquiry')) {
      url.searchParams.delete('inquiry');
      window.history.replaceState(null, '', url);
    }
  };

  return (
    <div className="hub-screen">
      {summary.state === 'loaded' ? (
        <SummaryCards
          label="Inquiry summary"
          items={[
            { label: 'All Inquiries', value: formatNumber(allEnquiries(summary.data)) },
            { label: 'Pending Inquiries', value: formatNumber(summary.data.total_pending_enquiries), tone: 'blue' },
            { label: 'Received Quotes', value: formatNumber(summary.data.total_received_quote), tone: 'green' },
          ]}
        />
      ) : summary.state === 'loading' ? (
        <SummaryCardsLoading count={3} />
      ) : (
        <p role="alert">The inquiry summary could not be loaded.</p>
      )}
      <section className="card" aria-labelledby="inquiries-title">
        <h2 id="inquiries-title">My Inquiries</h2>
        {inquiries.state === 'loaded' ? (
          <DataTable
            caption="My inquiries"
            columns={columns(setViewing)}
            rows={inquiries.data}
            rowKey={(inquiry) => inquiry.id}
            searchText={inquirySearchText}
            search={search}
            noun="Inquiry"
            empty={
              <div className="empty-state">
                <h3>There are no inquiries</h3>
                <p>Ask for a quote from any product page.</p>
                <a className="btn btn-primary" href="/buy-commodities">
                  Browse Products
                </a>
              </div>
            }
          />
        ) : inquiries.state === 'loading' ? (
          <LoadingScreen label="Loading your inquiries..." />
        ) : (
          <p role="alert">Your inquiries could not be loaded.</p>
        )}
      </section>
      <InquiryDetailsModal
        id={viewing}
        onClose={close}
        onChanged={() => {
          summary.reload();
          inquiries.reload();
        }}
      />
    </div>
  );
}

/** /inquiries: My Inquiries. */
export default function InquiriesScreen() {
  return <SignedIn>{() => <Inquiries />}</SignedIn>;
}
