import { formatNumber, formatTime } from '../../lib/format/numbers.ts';
import type { OrderCard } from '../../shared/chat.ts';

interface Props {
  order: OrderCard;
  createdAt: string;
  onViewOrder: (orderId: string) => void;
}

/** SPEC §2.5 'New Order' card: order number, cost in USD per MT, View Order, time stamp. */
export default function OrderCardView({ order, createdAt, onViewOrder }: Props) {
  const { orderId } = order;
  return (
    <div className="order-card">
      <p className="order-card-title">New Order</p>
      <dl>
        <div>
          <dt>Order number</dt>
          <dd>{order.orderNumber}</dd>
        </div>
        <div>
          <dt>Cost</dt>
          <dd>USD {formatNumber(order.costPerMT)} per MT</dd>
        </div>
      </dl>
      <div className="order-card-foot">
        {orderId && (
          <button type="button" className="btn btn-primary btn-small" onClick={() => onViewOrder(orderId)}>
            View Order
          </button>
        )}
        <time dateTime={createdAt}>{formatTime(createdAt)}</time>
      </div>
    </div>
  );
}
