import {
  INQUIRY_STATUS_LABELS,
  type InquiryStatus,
  ORDER_STATUS_LABELS,
  type OrderStatus,
  QUOTE_STATE_LABELS,
  type QuoteState,
} from '../../shared/enums.ts';
import './hub.css';

type Props =
  | { kind: 'order'; status: OrderStatus }
  | { kind: 'inquiry'; status: InquiryStatus }
  | { kind: 'quote'; status: QuoteState };

const LABELS = { order: ORDER_STATUS_LABELS, inquiry: INQUIRY_STATUS_LABELS, quote: QUOTE_STATE_LABELS };

/** A status pill; colour repeats the word, never replaces it. */
export default function StatusBadge({ kind, status }: Props) {
  const label = (LABELS[kind] as Record<string, string>)[status];
  return <span className={`status status-${status.toLowerCase()}`}>{label}</span>;
}
