import type { ReactNode } from 'react';
import { formatDate } from '../../lib/format/numbers.ts';
import { PAYMENT_TERM_LABELS, SHIPPING_TERM_LABELS } from '../../shared/enums.ts';
import type { Inquiry } from '../../shared/inquiry.ts';
import Modal from '../shared/Modal.tsx';
import StatusBadge from '../shared/StatusBadge.tsx';
import { useApiData } from '../shared/useApiData.ts';

/** Inquiry Details: read fresh from GET /rfq/{id} when opened. */
function InquiryDetails({ id }: { id: string }) {
  const inquiry = useApiData<Inquiry>(`rfq/${encodeURIComponent(id)}`);
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
    </>
  );
}

export default function InquiryDetailsModal({ id, onClose }: { id: string | null; onClose: () => void }) {
  return (
    <Modal open={id !== null} onClose={onClose} title="Inquiry Details" size="lg">
      {id && <InquiryDetails id={id} />}
    </Modal>
  );
}
