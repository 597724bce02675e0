import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { apiGet } from '../../lib/api/http.ts';
import { notifySuccess, reportFailure } from '../../lib/api/report.ts';
import { ORDER_APPROVED_TOAST } from '../../shared/chat/marketplace-messages.ts';
import { awaitsApproval } from '../../shared/orders/order-rules.ts';
import { receiptUploadRefusal } from '../../shared/orders/payment-proof.ts';
import type { OrderDetails, PaymentReceipt } from '../../shared/orders/orders.contract.ts';
import { teamNotes } from '../../shared/orders/order-answers.ts';
import { messages, params, useFormat, useMessages, useReasonText } from '../../stores/locale.ts';
import { countryNameIn } from '../../shared/i18n/country-by-name.ts';
import { productNameIn } from '../../shared/i18n/trade-names.ts';
import { $orderUpdates } from '../../stores/order-updates.ts';
import EmptyState from '../shared/EmptyState.tsx';
import { FactList } from '../shared/FactList.tsx';
import { useLabels } from '../shared/labels.ts';
import { mainImage, smallImage } from '../../shared/products/products.ts';
import OrderTimeline from '../shared/OrderTimeline.tsx';
import StatusBadge from '../shared/StatusBadge.tsx';
import { useApiData } from '../shared/useApiData.ts';
import HowToPay from './HowToPay.tsx';
import ReceiptUpload from './ReceiptUpload.tsx';
import ShipmentTimeline from './ShipmentTimeline.tsx';
import SignedIn, { LoadingScreen } from './SignedIn.tsx';
import './buyer-hub.css';
import { idFromPath } from '../../lib/path-id.ts';

const text = messages('hub/order-details', {
  notFound: 'Order not found',
  notFoundText: 'This order does not exist, or it belongs to another account.',
  backToOrders: 'Back to My Orders',
  number: 'Order number',
  placedOn: 'Placed on',
  quantity: 'Quantity',
  mt: params('{quantity} MT'),
  pricePerMT: 'Price per MT',
  totalCost: 'Total cost (USD)',
  shippingTerms: 'Shipping terms',
  shippingType: 'Shipping type',
  foreign: 'Foreign',
  paymentTerms: 'Payment terms',
  origin: 'Country of origin',
  destinationCountry: 'Destination country',
  destinationPort: 'Destination port',
  approvedByYou: 'Approved by you',
  yes: 'Yes',
  notYet: 'Not yet',
  details: 'Order details',
  viewProduct: 'View product',
  requirements: 'Requirements',
  approved: ORDER_APPROVED_TOAST,
  paymentAndApproval: 'Payment and approval',
  approve: 'Approve Order',
  approving: 'Approving...',
  youApproved: 'You approved this order.',
  approvedAtPlacing: 'Placing this order was your approval: there is nothing more to confirm.',
  draftedForYou: 'Our sourcing agent drafted this order for you. Check its terms, then approve it so we can start.',
  updates: 'Updates from our team',
  proof: 'Payment proof:',
  reason: params('Reason: {reason}. Please upload a new proof of payment.'),
  viewReceipt: 'View receipt',
  newTab: ' (opens in a new tab)',
  documents: 'Documents',
  required: 'Required documents',
  received: ' (received)',
  toCome: ' (to come)',
  noDocuments: 'No documents yet. We add them here as your order progresses.',
  documentsReceived: 'Documents received',
  failed: 'This order could not be loaded.',
  loading: 'Loading the order...',
  myOrders: 'My Orders',
  order: params('Order {number}'),
  history: 'Order history',
});

function NotFound() {
  const t = useMessages(text);
  return (
    <EmptyState
      as="section"
      className="card empty-state"
      heading="h2"
      title={t.notFound}
      text={t.notFoundText}
      href="/orders"
      action={t.backToOrders}
    />
  );
}

function Details({ order }: { order: OrderDetails }) {
  const t = useMessages(text);
  const format = useFormat();
  const label = useLabels();
  const rows: [string, string][] = [
    [t.number, order.orderNumber],
    [t.placedOn, format.date(order.createdAt)],
    [t.quantity, t.mt({ quantity: format.number(order.quantityOrdered) })],
    [t.pricePerMT, format.usd(order.pricePerMT)],
    [t.totalCost, format.usd(order.cost)],
    [t.shippingTerms, label('shipping', order.incoterm)],
    [t.shippingType, order.shippingType === 'FOREIGN' ? t.foreign : order.shippingType],
    [t.paymentTerms, label('payment', order.paymentTerm)],
    [t.origin, countryNameIn(order.countryOfOrigin, format.locale)],
    [t.destinationCountry, countryNameIn(order.country, format.locale)],
    [t.destinationPort, order.port],
    [t.approvedByYou, order.buyerApproved ? t.yes : t.notYet],
  ];
  const image = order.product ? mainImage(order.product) : undefined;
  return (
    <section className="card" aria-labelledby="details-title">
      <h2 id="details-title" className="visually-hidden">
        {t.details}
      </h2>
      <div className="order-product">
        {image && <img src={smallImage(image.image)} alt={image.alt} width={400} height={300} />}
        <div>
          <h3>{productNameIn(order, format.locale)}</h3>
          {order.product && <a href={`/details/${order.product.id}`}>{t.viewProduct}</a>}
        </div>
      </div>
      <FactList className="definition-list" rows={rows} />
      {order.note && (
        <>
          <h3 className="section-title" style={{ marginTop: '1.25rem' }}>
            {t.requirements}
          </h3>
          <p style={{ whiteSpace: 'pre-wrap' }}>{order.note}</p>
        </>
      )}
    </section>
  );
}

/** The buyer's approval came with the order itself (placed by them, or a quote they accepted). */
const approvedAtPlacing = (order: OrderDetails) =>
  order.history.some((entry) => entry.event === 'approved' && entry.createdAt === order.createdAt);

/** What our agents wrote to the buyer with each move ("Vessel MSC Abidjan, ETA Tema 18 Dec."), newest first. */
function TeamUpdates({ order }: { order: OrderDetails }) {
  const t = useMessages(text);
  const format = useFormat();
  const label = useLabels();
  const notes = teamNotes(order.history);
  if (notes.length === 0) return null;
  return (
    <>
      <h3 className="section-title">{t.updates}</h3>
      <ul className="team-updates">
        {notes.map((entry) => (
          <li key={`${entry.createdAt}-${entry.event}`}>
            <p className="timeline-date">
              {entry.status && <strong>{label('order', entry.status)}</strong>}
              {entry.status && ' · '}
              <time dateTime={entry.createdAt}>{format.dateTime(entry.createdAt)}</time>
            </p>
            <p style={{ whiteSpace: 'pre-wrap' }}>{entry.note}</p>
          </li>
        ))}
      </ul>
    </>
  );
}

function Actions({ order, onChange }: { order: OrderDetails; onChange: (order: OrderDetails) => void }) {
  const t = useMessages(text);
  const reasonText = useReasonText();
  const [approving, setApproving] = useState(false);

  async function approve() {
    setApproving(true);
    try {
      onChange(await apiGet<OrderDetails>(`order/approve/${order.id}`));
      notifySuccess(text.get().approved);
    } catch (error) {
      reportFailure(error);
    } finally {
      setApproving(false);
    }
  }

  const receipt = order.paymentReceipt;
  const noUpload = receiptUploadRefusal({ ...order, receiptStatus: receipt?.status ?? null });
  const approvable = awaitsApproval(order);
  return (
    <section className="card order-actions" aria-labelledby="actions-title">
      <h2 id="actions-title">{t.paymentAndApproval}</h2>
      {approvable && <p>{t.draftedForYou}</p>}
      {approvable && (
        <button
          type="button"
          className="btn btn-primary"
          onClick={approve}
          disabled={approving}
          aria-busy={approving || undefined}
        >
          {approving ? <span className="spinner" aria-hidden="true" /> : t.approve}
          {approving && <span className="visually-hidden">{t.approving}</span>}
        </button>
      )}
      {order.buyerApproved && <p className="muted">{approvedAtPlacing(order) ? t.approvedAtPlacing : t.youApproved}</p>}
      <HowToPay order={order} />
      {receipt && <ReceiptState receipt={receipt} />}
      {/* With a proof on file its state says why no other is asked for; without one, the rule says it. */}
      {!noUpload ? <ReceiptUpload orderId={order.id} /> : !receipt && <p className="muted">{reasonText(noUpload)}</p>}
    </section>
  );
}

/** The latest payment proof: its link, and whether staff verified or rejected it (and why). */
function ReceiptState({ receipt }: { receipt: PaymentReceipt }) {
  const t = useMessages(text);
  const format = useFormat();
  const label = useLabels();
  return (
    <div className={`receipt-state receipt-${receipt.status.toLowerCase()}`} data-testid="receipt-state">
      <p>
        {t.proof} <strong>{label('receipt', receipt.status)}</strong>
        {receipt.decidedAt && <span className="muted"> ({format.dateTime(receipt.decidedAt)})</span>}
      </p>
      {receipt.status === 'REJECTED' && receipt.decisionNote && <p>{t.reason({ reason: receipt.decisionNote })}</p>}
      <a className="btn btn-outline" href={receipt.image} target="_blank" rel="noopener noreferrer">
        {t.viewReceipt}
        <span className="visually-hidden">{t.newTab}</span>
      </a>
    </div>
  );
}

/** The documents the order needs, ticked when present, and every document with its link. */
function Documents({ order }: { order: OrderDetails }) {
  const t = useMessages(text);
  const format = useFormat();
  const label = useLabels();
  return (
    <section className="card" aria-labelledby="documents-title">
      <h2 id="documents-title">{t.documents}</h2>
      {order.requiredDocuments.length > 0 && (
        <ul className="document-checklist" aria-label={t.required}>
          {order.requiredDocuments.map((item) => (
            <li key={item.type} className={item.present ? 'present' : 'missing'}>
              <span aria-hidden="true">{item.present ? '✓' : '○'}</span> {label('document', item.type)}
              <span className="visually-hidden">{item.present ? t.received : t.toCome}</span>
            </li>
          ))}
        </ul>
      )}
      {order.documents.length === 0 ? (
        <p className="muted">{t.noDocuments}</p>
      ) : (
        <ul className="document-list" aria-label={t.documentsReceived}>
          {order.documents.map((document) => (
            <li key={document.id}>
              <a href={document.link} target="_blank" rel="noopener noreferrer">
                {label('document', document.type)}
                <span className="visually-hidden">{t.newTab}</span>
              </a>{' '}
              <span className="muted">{format.date(document.uploadedAt)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function OrderScreen({ id }: { id: string }) {
  const t = useMessages(text);
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

  if (load.state === 'failed') return load.status === 404 ? <NotFound /> : <p role="alert">{t.failed}</p>;
  if (!order) return <LoadingScreen label={t.loading} />;
  return (
    <div className="hub-screen">
      <a className="back-link" href="/orders">
        <span aria-hidden="true">&larr;</span> {t.myOrders}
      </a>
      <div className="order-head">
        <h2>{t.order({ number: order.orderNumber })}</h2>
        <StatusBadge kind="order" status={order.status} />
      </div>
      <div className="order-grid">
        <Details order={order} />
        <div className="hub-screen">
          <ShipmentTimeline shipments={order.shipments} />
          <Actions order={order} onChange={setOrder} />
          <section className="card" aria-labelledby="history-title">
            <h2 id="history-title">{t.history}</h2>
            <OrderTimeline order={order} />
            <TeamUpdates order={order} />
          </section>
          <Documents order={order} />
        </div>
      </div>
    </div>
  );
}

/** /order/details/{orderId}: details, shipments, timeline, approval, payment proof and documents, kept live. */
export default function OrderDetailsScreen() {
  const [id] = useState(idFromPath);
  return <SignedIn>{() => (id ? <OrderScreen id={id} /> : <NotFound />)}</SignedIn>;
}
