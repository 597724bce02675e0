import { useEffect, useState } from 'react';
import { apiGet } from '../../lib/api/http.ts';
import { reportFailure } from '../../lib/api/report.ts';
import { formatDate, formatNumber, formatUsd } from '../../lib/format/numbers.ts';
import { ORDER_STATUS_LABELS, PAYMENT_TERM_LABELS, SHIPPING_TERM_LABELS } from '../../shared/enums.ts';
import { type OrderDetails, orderTimeline } from '../../shared/order.ts';
import Modal from '../shared/Modal.tsx';

type Load = { state: 'loading' } | { state: 'loaded'; order: OrderDetails } | { state: 'failed' };

/** The order a 'New Order' card points at, with its timeline (SPEC §2.5, §4). */
export default function OrderSummaryModal({ orderId, onClose }: { orderId: string | null; onClose: () => void }) {
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
    <Modal open={orderId !== null} onClose={onClose} title="Order summary" size="lg">
      {load.state === 'loading' && <p role="status">Loading the order...</p>}
      {load.state === 'failed' && <p role="alert">This order could not be loaded.</p>}
      {load.state === 'loaded' && <OrderSummary order={load.order} />}
    </Modal>
  );
}

function OrderSummary({ order }: { order: OrderDetails }) {
  const rows: [string, string][] = [
    ['Order number', order.orderNumber],
    ['Product', order.productName],
    ['Status', ORDER_STATUS_LABELS[order.status]],
    ['Quantity', `${formatNumber(order.quantityOrdered)} MT`],
    ['Price per MT', formatUsd(order.pricePerMT)],
    ['Total cost', formatUsd(order.cost)],
    ['Shipping terms', SHIPPING_TERM_LABELS[order.incoterm]],
    ['Payment terms', PAYMENT_TERM_LABELS[order.paymentTerm]],
    ['Country of origin', order.countryOfOrigin],
    ['Destination', `${order.port}, ${order.country}`],
    ['Placed on', formatDate(order.createdAt)],
  ];
  const timeline = orderTimeline(order);
  return (
    <div className="order-summary">
      <dl className="order-summary-grid">
        {rows.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <h3>Order history</h3>
      {timeline.cancelled ? (
        <p className="timeline-cancelled">
          <strong>Order Cancelled</strong>
          {timeline.date && ` on ${formatDate(timeline.date)}`}. Please contact us if you have questions about this
          order.
        </p>
      ) : (
        <ol className="timeline">
          {timeline.steps.map((step) => (
            <li
              key={step.key}
              className={`timeline-step step-${step.state}${step.greyed ? ' step-greyed' : ''}`}
              aria-current={step.state === 'next' ? 'step' : undefined}
            >
              {/* SPEC §4: the message-center order view calls the payment step 'Payment Uploaded'. */}
              <span className="timeline-label">{step.key === 'payment' ? 'Payment Uploaded' : step.label}</span>
              <span className="timeline-date">
                {step.date ? formatDate(step.date) : step.state === 'next' ? 'Next' : 'Pending'}
              </span>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
