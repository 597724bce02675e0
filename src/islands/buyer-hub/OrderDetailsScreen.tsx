import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { apiGet } from '../../lib/api/http.ts';
import { notifySuccess, reportFailure } from '../../lib/api/report.ts';
import { formatDate, formatDateTime, formatNumber, formatUsd } from '../../lib/format/numbers.ts';
import { PAYMENT_TERM_LABELS, SHIPPING_TERM_LABELS } from '../../shared/enums.ts';
import { ORDER_APPROVED_TOAST } from '../../shared/marketplace-messages.ts';
import { acceptsReceipt, canApprove } from '../../shared/order-rules.ts';
import { ORDER_DOCUMENT_LABELS } from '../../shared/order-documents.ts';
import { canUploadReceipt, RECEIPT_STATUS_LABELS } from '../../shared/payment-proof.ts';
import type { OrderDetails, PaymentReceipt } from '../../shared/order.ts';
import { $orderUpdates } from '../../stores/order-updates.ts';
import { mainImage, smallImage } from '../../shared/product.ts';
import OrderTimeline from '../shared/OrderTimeline.tsx';
import StatusBadge from '../shared/StatusBadge.tsx';
import { useApiData } from '../shared/useApiData.ts';
import ReceiptUpload from './ReceiptUpload.tsx';
import SignedIn, { LoadingScreen } from './SignedIn.tsx';
import './buyer-hub.css';
import { idFromPath } from '../../lib/path-id.ts';

function NotFound() {
  return (
    <section className="card empty-state">
      <h2>Order not found</h2>
      <p>This order does not exist, or it belongs to another account.</p>
      <a className="btn btn-primary" href="/orders">
        Back to My Orders
      </a>
    </section>
  );
}

function Details({ order }: { order: OrderDetails }) {
  const rows: [string, string][] = [
    ['Order number', order.orderNumber],
    ['Placed on', formatDate(order.createdAt)],
    ['Quantity', `${formatNumber(order.quantityOrdered)} MT`],
    ['Price per MT', formatUsd(order.pricePerMT)],
    ['Total cost (USD)', formatUsd(order.cost)],
    ['Shipping terms', SHIPPING_TERM_LABELS[order.incoterm]],
    ['Shipping type', order.shippingType === 'FOREIGN' ? 'Foreign' : order.shippingType],
    ['Payment terms', PAYMENT_TERM_LABELS[order.paymentTerm]],
    ['Country of origin', order.countryOfOrigin],
    ['Destination country', order.country],
    ['Destination port', order.port],
    ['Approved by you', order.buyerApproved ? 'Yes' : 'Not yet'],
  ];
  const image = order.product ? mainImage(order.product) : undefined;
  return (
    <section className="card" aria-labelledby="details-title">
      <h2 id="details-title" className="visually-hidden">
        Order details
      </h2>
      <div className="order-product">
        {image && <img src={smallImage(image.image)} alt={image.alt} width={400} height={300} />}
        <div>
          <h3>{order.productName}</h3>
          {order.product && <a href={`/details/${order.product.id}`}>View product</a>}
        </div>
      </div>
      <dl className="definition-list">
        {rows.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {order.note && (
        <>
          <h3 className="section-title" style={{ marginTop: '1.25rem' }}>
            Requirements
          </h3>
          <p style={{ whiteSpace: 'pre-wrap' }}>{order.note}</p>
        </>
      )}
    </section>
  );
}

function Actions({ order, onChange }: { order: OrderDetails; onChange: (order: OrderDetails) => void }) {
  const [approving, setApproving] = useState(false);

  async function approve() {
    setApproving(true);
    try {
      onChange(await apiGet<OrderDetails>(`order/approve/${order.id}`));
      notifySuccess(ORDER_APPROVED_TOAST);
    } catch (error) {
      reportFailure(error);
    } finally {
      setApproving(false);
    }
  }

  const receipt = order.paymentReceipt;
  const uploadable = canUploadReceipt({ ...order, receiptStatus: receipt?.status ?? null });
  return (
    <section className="card order-actions" aria-labelledby="actions-title">
      <h2 id="actions-title">Payment and approval</h2>
      {canApprove(order) && (
        <button
          type="button"
          className="btn btn-primary"
          onClick={approve}
          disabled={approving}
          aria-busy={approving || undefined}
        >
          {approving ? <span className="spinner" aria-hidden="true" /> : 'Approve Order'}
          {approving && <span className="visually-hidden">Approving...</span>}
        </button>
      )}
      {order.buyerApproved && <p className="muted">You approved this order.</p>}
      {receipt && <ReceiptState receipt={receipt} />}
      {uploadable ? (
        <ReceiptUpload orderId={order.id} />
      ) : !acceptsReceipt(order.paymentTerm) ? (
        <p className="muted">No payment proof is needed for {order.paymentTerm} payment terms.</p>
      ) : null}
    </section>
  );
}

/** The latest payment proof: its link, and whether staff verified or rejected it (and why). */
function ReceiptState({ receipt }: { receipt: PaymentReceipt }) {
  return (
    <div className={`receipt-state receipt-${receipt.status.toLowerCase()}`} data-testid="receipt-state">
      <p>
        Payment proof: <strong>{RECEIPT_STATUS_LABELS[receipt.status]}</strong>
        {receipt.decidedAt && <span className="muted"> ({formatDateTime(receipt.decidedAt)})</span>}
      </p>
      {receipt.status === 'REJECTED' && receipt.decisionNote && (
        <p>Reason: {receipt.decisionNote}. Please upload a new proof of payment.</p>
      )}
      <a className="btn btn-outline" href={receipt.image} target="_blank" rel="noopener noreferrer">
        View receipt<span className="visually-hidden"> (opens in a new tab)</span>
      </a>
    </div>
  );
}

/** The documents the order needs, ticked when present, and every document with its link. */
function Documents({ order }: { order: OrderDetails }) {
  return (
    <section className="card" aria-labelledby="documents-title">
      <h2 id="documents-title">Documents</h2>
      {order.requiredDocuments.length > 0 && (
        <ul className="document-checklist" aria-label="Required documents">
          {order.requiredDocuments.map((item) => (
            <li key={item.type} className={item.present ? 'present' : 'missing'}>
              <span aria-hidden="true">{item.present ? '✓' : '○'}</span> {ORDER_DOCUMENT_LABELS[item.type]}
              <span className="visually-hidden">{item.present ? ' (received)' : ' (to come)'}</span>
            </li>
          ))}
        </ul>
      )}
      {order.documents.length === 0 ? (
        <p className="muted">No documents yet. We add them here as your order progresses.</p>
      ) : (
        <ul className="document-list" aria-label="Documents received">
          {order.documents.map((document) => (
            <li key={document.id}>
              <a href={document.link} target="_blank" rel="noopener noreferrer">
                {ORDER_DOCUMENT_LABELS[document.type]}
                <span className="visually-hidden"> (opens in a new tab)</span>
              </a>{' '}
              <span className="muted">{formatDate(document.uploadedAt)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function OrderScreen({ id }: { id: string }) {
  const load = useApiData<OrderDetails>(`order/${id}`);
  const [order, setOrder] = useState<OrderDetails | null>(null);
  // Take each loaded order; approval replaces it locally in between.
  const loaded = load.state === 'loaded' ? load.data : null;
  useEffect(() => {
    if (loaded) setOrder(loaded);
  }, [loaded]);
  // Staff changed this order (or the socket reconnected): load it again, without a page reload.
  const update = useStore($orderUpdates);
  const { reload } = load;
  useEffect(() => {
    if (update.serial > 0 && (update.orderId === null || update.orderId === id)) reload();
  }, [update, id, reload]);

  if (load.state === 'failed')
    return load.status === 404 ? <NotFound /> : <p role="alert">This order could not be loaded.</p>;
  if (!order) return <LoadingScreen label="Loading the order..." />;
  return (
    <div className="hub-screen">
      <a className="back-link" href="/orders">
        <span aria-hidden="true">&larr;</span> My Orders
      </a>
      <div className="order-head">
        <h2>Order {order.orderNumber}</h2>
        <StatusBadge kind="order" status={order.status} />
      </div>
      <div className="order-grid">
        <Details order={order} />
        <div className="hub-screen">
          <Actions order={order} onChange={setOrder} />
          <section className="card" aria-labelledby="history-title">
            <h2 id="history-title">Order history</h2>
            <OrderTimeline order={order} />
          </section>
          <Documents order={order} />
        </div>
      </div>
    </div>
  );
}

/** /order/details/{orderId}: details, timeline, approval, payment proof and documents, kept live. */
export default function OrderDetailsScreen() {
  const [id] = useState(idFromPath);
  return <SignedIn>{() => (id ? <OrderScreen id={id} /> : <NotFound />)}</SignedIn>;
}
