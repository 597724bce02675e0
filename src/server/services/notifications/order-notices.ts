import type { TradeName } from '../../../shared/i18n/trade-names.ts';
import type { OrderNews } from '../../mail/order-mail.ts';

/** The buyer's own order is confirmed by mail only; these are the changes the bell tells of. */
type DeskNews = Exclude<OrderNews, { kind: 'placed' }>;
import type { BuyerNotice } from './notify.ts';

/** The hub's page of one order, which every order notification opens. */
export const orderPagePath = (orderId: string) => `/order/details/${orderId}`;

/** Notifications about one order form one group: a burst of changes is one push or mail. */
export const orderGroupKey = (orderId: string) => `order:${orderId}`;

/** What the bell says about a change the order desk made to an order. */
export function orderNotice(
  order: { id: string; buyerId: string; orderNumber: string },
  product: TradeName,
  news: DeskNews,
): BuyerNotice {
  const base = { buyerId: order.buyerId, link: orderPagePath(order.id), groupKey: orderGroupKey(order.id) };
  const { orderNumber } = order;
  switch (news.kind) {
    case 'status':
      return {
        ...base,
        type: 'order-status',
        title: { key: 'order-status', values: { orderNumber, status: news.status } },
        data: { orderId: order.id, status: news.status },
      };
    case 'drafted':
      return {
        ...base,
        type: 'order-status',
        title: { key: 'order-drafted', values: { orderNumber, product } },
        data: { orderId: order.id, status: 'PENDING' },
      };
    case 'receipt':
      return {
        ...base,
        type: 'receipt',
        title: { key: news.decision === 'VERIFIED' ? 'receipt-verified' : 'receipt-rejected', values: { orderNumber } },
        data: { orderId: order.id, decision: news.decision },
      };
    case 'document':
      return {
        ...base,
        type: 'document',
        title: { key: 'document-added', values: { orderNumber, documentType: news.type } },
        data: { orderId: order.id, documentType: news.type },
      };
  }
}
