import type { InquiryStatus, OrderStatus, QuoteState } from '../../shared/common/enums.ts';
import { useLabels } from './labels.ts';
import './hub.css';
import './status.css';

type Props =
  | { kind: 'order'; status: OrderStatus }
  | { kind: 'inquiry'; status: InquiryStatus }
  | { kind: 'quote'; status: QuoteState };

/** A status pill; colour repeats the word, never replaces it. */
export default function StatusBadge({ kind, status }: Props) {
  const label = useLabels();
  return <span className={`status status-${status.toLowerCase()}`}>{label(kind, status)}</span>;
}
