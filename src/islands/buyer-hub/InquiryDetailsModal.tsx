import type { ReactNode } from 'react';
import { formatDate } from '../../lib/format/numbers.ts';
import { PAYMENT_TERM_LABELS, SHIPPING_TERM_LABELS } from '../../shared/enums.ts';
import type { InquiryWithQuotes } from '../../shared/quote.ts';
import Modal from '../shared/Modal.tsx';
import StatusBadge from '../shared/StatusBadge.tsx';
import { useApiData } from '../shared/useApiData.ts';
import QuoteList from './QuoteList.tsx';
import './quotes.css';

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
  const inquiry = useApiData<InquiryWithQuotes>(`rfq/${encodeURIComponent(id)}`);
  if (inquiry.state === 'loading') return <p role="status">Loading the inquiry...</p>;
  if (inquiry.state === 'failed') return <p role="alert">This inquiry could not be loaded.</p>;
  const { data } = inquiry;
  const rows: [string, ReactNode][] = [
    ['Product', data.productName],
    ['Status', <StatusBadge key="status" kind="inquiry" status={data.status} />],
    ['Quantity (MT)', data.quantityRequired],
    ['Shipping terms', data.termsOfTrade ? SHIPPING_TERM_LABELS[data.termsOfTrade] : 'Not specified'],
    ['Payment terms', data.paymentTerms ? PAYMENT_TERM_LABELS[data.paymentTerms] : 'Not specified'],
    ['Destination', data.destinationPort ?? 'Not specified'],
    ['Sent on', formatDate(data.createdAt)],
  ];
  return (
    <>
      <dl className="definition-list">
        {rows.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <h3 className="section-title" style={{ marginTop: '1.25rem' }}>
        Requirements
      </h3>
      <p style={{ whiteSpace: 'pre-wrap' }}>{data.productDescription}</p>
      {data.productId && (
        <a className="btn btn-outline" href={`/details/${data.productId}`}>
          View product
        </a>
      )}
      <h3 className="section-title" style={{ marginTop: '1.5rem' }}>
        Quotes
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
  return (
    <Modal open={id !== null} onClose={onClose} title="Inquiry Details" size="lg">
      {id && <InquiryDetails id={id} quoteId={quoteId} onChanged={onChanged} />}
    </Modal>
  );
}
