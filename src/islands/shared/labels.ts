import {
  INQUIRY_STATUS_LABELS,
  ORDER_STATUS_LABELS,
  PAYMENT_TERM_LABELS,
  QUOTE_STATE_LABELS,
  SHIPPING_TERM_LABELS,
} from '../../shared/common/enums.ts';
import { STEP_LABELS } from '../../shared/orders/order-answers.ts';
import { ORDER_DOCUMENT_LABELS } from '../../shared/orders/order-documents.ts';
import { RECEIPT_STATUS_LABELS } from '../../shared/orders/payment-proof.ts';
import { messages, useMessages } from '../../stores/locale.ts';

// The names of states and terms (src/shared/common/enums.ts) in the reader's language. Keys are
// "kind.CODE"; the English labels stay the shared ones.
const LABELS = {
  order: ORDER_STATUS_LABELS,
  inquiry: INQUIRY_STATUS_LABELS,
  quote: QUOTE_STATE_LABELS,
  shipping: SHIPPING_TERM_LABELS,
  payment: PAYMENT_TERM_LABELS,
  document: ORDER_DOCUMENT_LABELS,
  receipt: RECEIPT_STATUS_LABELS,
  step: STEP_LABELS,
};
export type LabelKind = keyof typeof LABELS;

const text = messages(
  'shared/labels',
  Object.fromEntries(
    Object.entries(LABELS).flatMap(([kind, labels]) =>
      Object.entries(labels).map(([code, label]) => [`${kind}.${code}`, label]),
    ),
  ),
);

/** label('order', 'PENDING') -> "Pending" / "En attente". */
export function useLabels() {
  const t = useMessages(text);
  return (kind: LabelKind, code: string) => t[`${kind}.${code}`] ?? code;
}
