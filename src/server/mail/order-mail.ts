import { ORDER_STATUS_LABELS, type OrderStatus } from '../../shared/enums.ts';
import { ORDER_DOCUMENT_LABELS, type OrderDocumentType } from '../../shared/order-documents.ts';
import type { ReceiptDecision } from '../../shared/payment-proof.ts';
import type { Company } from './company.ts';

/** What changed on an order, as the buyer is told by mail. */
export type OrderNews =
  | { kind: 'status'; status: OrderStatus; note: string | null }
  | { kind: 'receipt'; decision: ReceiptDecision; note: string | null }
  | { kind: 'document'; type: OrderDocumentType }
  | { kind: 'drafted'; costPerMT: number };

export interface OrderMailInput {
  company: Company;
  fullName: string;
  orderNumber: string;
  /** APP_URL/order/details/{id} */
  link: string;
  news: OrderNews;
}

function headline(news: OrderNews, orderNumber: string): { subject: string; lines: string[] } {
  switch (news.kind) {
    case 'status': {
      const label = ORDER_STATUS_LABELS[news.status];
      if (news.status === 'CANCELLED') {
        return {
          subject: `Order ${orderNumber} was cancelled`,
          lines: [`Your order ${orderNumber} was cancelled.`, ...(news.note ? [`Reason: ${news.note}`] : [])],
        };
      }
      return {
        subject: `Order ${orderNumber} is now ${label.toLowerCase()}`,
        lines: [
          `Your order ${orderNumber} is now ${label.toLowerCase()}.`,
          ...(news.note ? [`Note: ${news.note}`] : []),
        ],
      };
    }
    case 'receipt':
      return news.decision === 'VERIFIED'
        ? {
            subject: `Payment verified for order ${orderNumber}`,
            lines: [`We verified your payment proof for order ${orderNumber}. Thank you.`],
          }
        : {
            subject: `Payment proof rejected for order ${orderNumber}`,
            lines: [
              `We could not accept your payment proof for order ${orderNumber}.`,
              ...(news.note ? [`Reason: ${news.note}`] : []),
              'Please upload a new proof of payment on the order page.',
            ],
          };
    case 'document':
      return {
        subject: `New document for order ${orderNumber}: ${ORDER_DOCUMENT_LABELS[news.type]}`,
        lines: [`A ${ORDER_DOCUMENT_LABELS[news.type].toLowerCase()} was added to your order ${orderNumber}.`],
      };
    case 'drafted':
      return {
        subject: `New order ${orderNumber} waits for your approval`,
        lines: [
          `Your sourcing agent drafted order ${orderNumber} for you at USD ${news.costPerMT.toLocaleString('en-US', { maximumFractionDigits: 2 })} per MT.`,
          'Please review it and approve it on the order page.',
        ],
      };
  }
}

/** A short, plain message with one link to the order. */
export function orderMail({ company, fullName, orderNumber, link, news }: OrderMailInput) {
  const { subject, lines } = headline(news, orderNumber);
  const text = [
    `Hello ${fullName},`,
    '',
    ...lines,
    '',
    `View your order: ${link}`,
    '',
    `${company.name} · ${company.email}`,
  ].join('\n');
  return { subject, text };
}
