import { useEffect, useState } from 'react';
import { allEnquiries, type EnquirySummary } from '../../shared/hub/buyer-hub.ts';
import { type Inquiry, inquirySearchText } from '../../shared/inquiries/inquiries.ts';
import { messages, params, useFormat, useMessages } from '../../stores/locale.ts';
import DataTable, { type Column } from '../shared/DataTable.tsx';
import EmptyState from '../shared/EmptyState.tsx';
import StatusBadge from '../shared/StatusBadge.tsx';
import { useApiData } from '../shared/useApiData.ts';
import HubExportButton from './HubExportButton.tsx';
import InquiryDetailsModal from './InquiryDetailsModal.tsx';
import SignedIn, { Loaded } from './SignedIn.tsx';
import { LoadedSummary } from './SummaryCards.tsx';
import './buyer-hub.css';

const text = messages('hub/inquiries', {
  productInfo: 'Product Info',
  quantity: 'Quantity /MT',
  shipping: 'Shipping Terms',
  payment: 'Payment Terms',
  status: 'Status',
  action: 'Action',
  view: 'View',
  viewInquiry: params(' inquiry for {product}'),
  summary: 'Inquiry summary',
  all: 'All Inquiries',
  pending: 'Pending Inquiries',
  quotes: 'Received Quotes',
  summaryFailed: 'The inquiry summary could not be loaded.',
  title: 'My Inquiries',
  caption: 'My inquiries',
  noun: 'Inquiry',
  none: 'There are no inquiries',
  noneText: 'Ask for a quote from any product page.',
  browse: 'Browse Products',
  loading: 'Loading your inquiries...',
  failed: 'Your inquiries could not be loaded.',
  exportList: 'your inquiries',
});
type Text = ReturnType<typeof text.get>;

function columns(t: Text, format: ReturnType<typeof useFormat>, onView: (id: string) => void): Column<Inquiry>[] {
  return [
    {
      header: t.productInfo,
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
    { header: t.quantity, numeric: true, cell: (inquiry) => format.number(Number(inquiry.quantityRequired)) },
    { header: t.shipping, minor: true, cell: (inquiry) => inquiry.termsOfTrade ?? '-' },
    { header: t.payment, minor: true, cell: (inquiry) => inquiry.paymentTerms ?? '-' },
    { header: t.status, cell: (inquiry) => <StatusBadge kind="inquiry" status={inquiry.status} /> },
    {
      header: t.action,
      cell: (inquiry) => (
        <button type="button" className="link-button" onClick={() => onView(inquiry.id)}>
          {t.view}
          <span className="visually-hidden">{t.viewInquiry({ product: inquiry.productName })}</span>
        </button>
      ),
    },
  ];
}

function Inquiries() {
  const t = useMessages(text);
  const format = useFormat();
  const summary = useApiData<EnquirySummary>('buyer-hub/enquiry-summary');
  const inquiries = useApiData<Inquiry[]>('buyer-hub/all-enquiries');
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
      <LoadedSummary summary={summary} label={t.summary} failed={t.summaryFailed}>
        {(data) => [
          { label: t.all, value: format.number(allEnquiries(data)) },
          { label: t.pending, value: format.number(data.total_pending_enquiries), tone: 'blue' },
          { label: t.quotes, value: format.number(data.total_received_quote), tone: 'green' },
        ]}
      </LoadedSummary>
      <section className="card" aria-labelledby="inquiries-title">
        <div className="card-head">
          <h2 id="inquiries-title">{t.title}</h2>
          <HubExportButton kind="buyerInquiries" list={t.exportList} />
        </div>
        <Loaded data={inquiries} loading={t.loading} failed={t.failed}>
          {(rows) => (
            <DataTable
              caption={t.caption}
              columns={columns(t, format, setViewing)}
              rows={rows}
              rowKey={(inquiry) => inquiry.id}
              searchText={inquirySearchText}
              noun={t.noun}
              empty={<EmptyState title={t.none} text={t.noneText} href="/buy-commodities" action={t.browse} />}
            />
          )}
        </Loaded>
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
