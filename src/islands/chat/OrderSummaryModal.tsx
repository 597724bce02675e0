import { useEffect, useState } from 'react';
import { apiGet } from '../../lib/api/http.ts';
import { reportFailure } from '../../lib/api/report.ts';
import { orderTimeline } from '../../shared/orders/order-answers.ts';
import type { OrderDetails } from '../../shared/orders/orders.contract.ts';
import { messages, params, useFormat, useMessages } from '../../stores/locale.ts';
import { FactList } from '../shared/FactList.tsx';
import { useLabels } from '../shared/labels.ts';
import Modal from '../shared/Modal.tsx';

const text = messages('messages/order-summary', {
  title: 'Order summary',
  loading: 'Loading the order...',
  failed: 'This order could not be loaded.',
  number: 'Order number',
  product: 'Product',
  status: 'Status',
  quantity: 'Quantity',
  mt: params('{quantity} MT'),
  pricePerMT: 'Price per MT',
  totalCost: 'Total cost',
  shipping: 'Shipping terms',
  payment: 'Payment terms',
  origin: 'Country of origin',
  destination: 'Destination',
  placedOn: 'Placed on',
  history: 'Order history',
  cancelled: 'Order Cancelled',
  cancelledOn: params(' on {date}'),
  contact: 'Please contact us if you have questions about this order.',
  paymentUploaded: 'Payment Uploaded',
  next: 'Next',
  pending: 'Pending',
});

type Load = { state: 'loading' } | { state: 'loaded'; order: OrderDetails } | { state: 'failed' };

/** The order a 'New Order' card points at, with its timeline (docs/product/screens.md, docs/product/states.md). */
export default function OrderSummaryModal({ orderId, onClose }: { orderId: string | null; onClose: () => void }) {
  const t = useMessages(text);
  const [load, setLoad] = useState<Load>({ state: 'loading' });

  useEffect(() => {
    if (!orderId) return;
    let current = true;
    setLoad({ state: 'loading' });
    apiGet<OrderDetails>(`order/${encodeURIComponent(orderId)}`).then(
      (order) => current && setLoad({ state: 'loaded', order }),
      (error: unknown) => {
        if (!current) return;
        reportFailure(error);
        setLoad({ state: 'failed' });
      },
    );
    return () => {
      current = false;
    };
  }, [orderId]);

  return (
    <Modal open={orderId !== null} onClose={onClose} title={t.title} size="lg">
      {load.state === 'loading' && <p role="status">{t.loading}</p>}
      {load.state === 'failed' && <p role="alert">{t.failed}</p>}
      {load.state === 'loaded' && <OrderSummary order={load.order} />}
    </Modal>
  );
}

function OrderSummary({ order }: { order: OrderDetails }) {
  const t = useMessages(text);
  const format = useFormat();
  const label = useLabels();
  const rows: [string, string][] = [
    [t.number, order.orderNumber],
    [t.product, order.productName],
    [t.status, label('order', order.status)],
    [t.quantity, t.mt({ quantity: format.number(order.quantityOrdered) })],
    [t.pricePerMT, format.usd(order.pricePerMT)],
    [t.totalCost, format.usd(order.cost)],
    [t.shipping, label('shipping', order.incoterm)],
    [t.payment, label('payment', order.paymentTerm)],
    [t.origin, order.countryOfOrigin],
    [t.destination, `${order.port}, ${order.country}`],
    [t.placedOn, format.date(order.createdAt)],
  ];
  const timeline = orderTimeline(order);
  return (
    <div className="order-summary">
      <FactList className="order-summary-grid" rows={rows} />
      <h3>{t.history}</h3>
      {timeline.cancelled ? (
        <p className="summary-cancelled">
          <strong>{t.cancelled}</strong>
          {timeline.date && t.cancelledOn({ date: format.date(timeline.date) })}. {t.contact}
        </p>
      ) : (
        <ol className="summary-steps">
          {timeline.steps.map((step) => (
            <li
              key={step.key}
              className={`summary-step step-${step.state}${step.greyed ? ' step-greyed' : ''}`}
              aria-current={step.state === 'next' ? 'step' : undefined}
            >
              {/* docs/product/states.md: the message-center order view calls the payment step 'Payment Uploaded'. */}
              <span className="summary-step-label">
                {step.key === 'payment' ? t.paymentUploaded : label('step', step.key)}
              </span>
              <span className="summary-step-date">
                {step.date ? format.date(step.date) : step.state === 'next' ? t.next : t.pending}
              </span>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
