import { orderTimeline } from '../../shared/orders/order-answers.ts';
import type { OrderDetails } from '../../shared/orders/orders.contract.ts';
import { messages, params, useFormat, useMessages } from '../../stores/locale.ts';
import { useLabels } from './labels.ts';
import './order-timeline.css';

const text = messages('shared/timeline', {
  history: 'Order history',
  cancelled: 'Order Cancelled',
  reason: params('Reason: {reason}'),
  questions: 'Questions about this order?',
  contact: 'Contact us in the Message Center',
  done: ' (done)',
  nextStep: ' (next step)',
  toCome: ' (to come)',
  next: 'Next',
});

type Props = {
  order: Pick<OrderDetails, 'status' | 'createdAt' | 'history' | 'paymentReceipt'>;
  /** The message center calls the payment step 'Payment Uploaded' (docs/product/states.md). */
  paymentLabel?: string;
};

/**
 * The order's history timeline (docs/product/states.md): done steps with their date and time, the next step
 * highlighted, later ones dimmed, and the rules before shipping and delivery greyed while the
 * order waits. A cancelled order shows only 'Order Cancelled', the reason given, and how to
 * reach us.
 */
export default function OrderTimeline({ order, paymentLabel }: Props) {
  const t = useMessages(text);
  const format = useFormat();
  const label = useLabels();
  const timeline = orderTimeline(order);
  if (timeline.cancelled) {
    return (
      <ol className="timeline" aria-label={t.history}>
        <li className="timeline-step cancelled">
          <span className="timeline-marker" aria-hidden="true">
            &times;
          </span>
          <div>
            <p className="timeline-label">{t.cancelled}</p>
            {timeline.date && (
              <p className="timeline-date">
                <time dateTime={timeline.date}>{format.dateTime(timeline.date)}</time>
              </p>
            )}
            {timeline.reason && <p className="timeline-note">{t.reason({ reason: timeline.reason })}</p>}
            <p className="timeline-note">
              {t.questions} <a href="/message-center">{t.contact}</a>.
            </p>
          </div>
        </li>
      </ol>
    );
  }
  return (
    <ol className="timeline" aria-label={t.history}>
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
              {step.key === 'payment' && paymentLabel ? paymentLabel : label('step', step.key)}
              <span className="visually-hidden">
                {step.state === 'done' ? t.done : step.state === 'next' ? t.nextStep : t.toCome}
              </span>
              {step.state === 'next' && (
                <span className="timeline-tag" aria-hidden="true">
                  {t.next}
                </span>
              )}
            </p>
            {step.date && (
              <p className="timeline-date">
                <time dateTime={step.date}>{format.dateTime(step.date)}</time>
              </p>
            )}
          </div>
        </li>
      ))}
    </ol>
  );
}
