import type { InquiryWithQuotes } from '../../shared/quotes/quote-answers.ts';
import { messages, useFormat, useMessages } from '../../stores/locale.ts';
import { type Fact, FactList } from '../shared/FactList.tsx';
import { useLabels } from '../shared/labels.ts';
import Modal from '../shared/Modal.tsx';
import StatusBadge from '../shared/StatusBadge.tsx';
import { useApiData } from '../shared/useApiData.ts';
import QuoteList from './QuoteList.tsx';
import './quotes.css';

const text = messages('hub/inquiry-details', {
  loading: 'Loading the inquiry...',
  failed: 'This inquiry could not be loaded.',
  product: 'Product',
  status: 'Status',
  quantity: 'Quantity (MT)',
  shipping: 'Shipping terms',
  payment: 'Payment terms',
  notSpecified: 'Not specified',
  destination: 'Destination',
  sentOn: 'Sent on',
  requirements: 'Requirements',
  viewProduct: 'View product',
  quotes: 'Quotes',
  title: 'Inquiry Details',
});

interface Props {
  /** The inquiry to show; null keeps the modal closed. */
  id: string | null;
  /** A quote to scroll to, e.g. the one a chat card's 'View quote' named. */
  quoteId?: string | undefined;
  onClose: () => void;
  /** The buyer declined a quote: lists and counts elsewhere may have changed. */
  onChanged?: (() => void) | undefined;
}

/** Inquiry Details: the inquiry and its quotes, newest first, read fresh from GET /rfq/{id} when opened. */
function InquiryDetails({ id, quoteId, onChanged }: Omit<Props, 'onClose' | 'id'> & { id: string }) {
  const t = useMessages(text);
  const format = useFormat();
  const label = useLabels();
  const inquiry = useApiData<InquiryWithQuotes>(`rfq/${encodeURIComponent(id)}`);
  if (inquiry.state === 'loading') return <p role="status">{t.loading}</p>;
  if (inquiry.state === 'failed') return <p role="alert">{t.failed}</p>;
  const { data } = inquiry;
  const rows: Fact[] = [
    [t.product, data.productName],
    [t.status, <StatusBadge key="status" kind="inquiry" status={data.status} />],
    [t.quantity, data.quantityRequired],
    [t.shipping, data.termsOfTrade ? label('shipping', data.termsOfTrade) : t.notSpecified],
    [t.payment, data.paymentTerms ? label('payment', data.paymentTerms) : t.notSpecified],
    [t.destination, data.destinationPort ?? t.notSpecified],
    [t.sentOn, format.date(data.createdAt)],
  ];
  return (
    <>
      <FactList className="definition-list" rows={rows} />
      <h3 className="section-title" style={{ marginTop: '1.25rem' }}>
        {t.requirements}
      </h3>
      <p style={{ whiteSpace: 'pre-wrap' }}>{data.productDescription}</p>
      {data.productId && (
        <a className="btn btn-outline" href={`/details/${data.productId}`}>
          {t.viewProduct}
        </a>
      )}
      <h3 className="section-title" style={{ marginTop: '1.5rem' }}>
        {t.quotes}
      </h3>
      <QuoteList
        inquiry={data}
        focusQuoteId={quoteId}
        onChanged={() => {
          inquiry.reload();
          onChanged?.();
        }}
      />
    </>
  );
}

export default function InquiryDetailsModal({ id, quoteId, onClose, onChanged }: Props) {
  const t = useMessages(text);
  return (
    <Modal open={id !== null} onClose={onClose} title={t.title} size="lg">
      {id && <InquiryDetails id={id} quoteId={quoteId} onChanged={onChanged} />}
    </Modal>
  );
}
