import type { OrderCard } from '../../shared/chat/chat.ts';
import { messages, params, useFormat, useMessages } from '../../stores/locale.ts';
import { FactList } from '../shared/FactList.tsx';
import CardFoot from './CardFoot.tsx';

const text = messages('messages/order-card', {
  newOrder: 'New Order',
  number: 'Order number',
  cost: 'Cost',
  perMT: params('USD {amount} per MT'),
  view: 'View Order',
});

interface Props {
  order: OrderCard;
  createdAt: string;
  onViewOrder: (orderId: string) => void;
}

/** docs/product/screens.md 'New Order' card: order number, cost in USD per MT, View Order, time stamp. */
export default function OrderCardView({ order, createdAt, onViewOrder }: Props) {
  const t = useMessages(text);
  const format = useFormat();
  const { orderId } = order;
  return (
    <div className="order-card">
      <p className="order-card-title">{t.newOrder}</p>
      <FactList
        rows={[
          [t.number, order.orderNumber],
          [t.cost, t.perMT({ amount: format.number(order.costPerMT) })],
        ]}
      />
      <CardFoot view={t.view} onView={orderId ? () => onViewOrder(orderId) : undefined} createdAt={createdAt} />
    </div>
  );
}
