import { formatDateTime } from '../../lib/format/numbers.ts';
import { type OrderDetails, orderTimeline } from '../../shared/order.ts';
import './order-timeline.css';

type Props = {
  order: Pick<OrderDetails, 'status' | 'createdAt' | 'history' | 'paymentReceipt'>;
  /** The message center calls the payment step 'Payment Uploaded' (SPEC §4). */
  paymentLabel?: string;
};

/**
 * The order's history timeline (SPEC §4): done steps with their date and time, the next step
 * highlighted, later ones dimmed, and the rules before shipping and delivery greyed while the
 * order waits. A cancelled order shows only 'Order Cancelled', the reason given, and how to
 * reach us.
 */
export default function OrderTimeline({ order, paymentLabel = 'Payment' }: Props) {
  const timeline = orderTimeline(order);
  if (timeline.cancelled) {
    return (
      <ol className="timeline" aria-label="Order history">
        <li className="timeline-step cancelled">
          <span className="timeline-marker" aria-hidden="true">
            &times;
          </span>
          <div>
            <p className="timeline-label">Order Cancelled</p>
            {timeline.date && (
              <p className="timeline-date">
                <time dateTime={timeline.date}>{formatDateTime(timeline.date)}</time>
              </p>
            )}
            {timeline.reason && <p className="timeline-note">Reason: {timeline.reason}</p>}
            <p className="timeline-note">
              Questions about this order? <a href="/message-center">Contact us in the Message Center</a>.
            </p>
          </div>
        </li>
      </ol>
    );
  }
  return (
    <ol className="timeline" aria-label="Order history">
      {timeline.steps.map((step) => (
        <li
          key={step.key}
          className={`timeline-step ${step.state}${step.greyed ? ' greyed' : ''}`}
          aria-current={step.state === 'next' ? 'step' : undefined}
        >
          <span className="timeline-marker" aria-hidden="true">
            {step.state === 'done' ? '✓' : ''}
          </span>
          <div>
            <p className="timeline-label">
              {step.key === 'payment' ? paymentLabel : step.label}
              <span className="visually-hidden">
                {step.state === 'done' ? ' (done)' : step.state === 'next' ? ' (next step)' : ' (to come)'}
              </span>
              {step.state === 'next' && (
                <span className="timeline-tag" aria-hidden="true">
                  Next
                </span>
              )}
            </p>
            {step.date && (
              <p className="timeline-date">
                <time dateTime={step.date}>{formatDateTime(step.date)}</time>
              </p>
            )}
          </div>
        </li>
      ))}
    </ol>
  );
}
