import {
  INQUIRY_STATUS_LABELS,
  type InquiryStatus,
  ORDER_STATUS_LABELS,
  type OrderStatus,
} from '../../shared/enums.ts';
import './hub.css';

type Props = { kind: 'order'; status: OrderStatus } | { kind: 'inquiry'; status: InquiryStatus };

/** A status pill; colour repeats the word, never replaces it. */
export default function StatusBadge(props: Props) {
  const label = props.kind === 'order' ? ORDER_STATUS_LABELS[props.status] : INQUIRY_STATUS_LABELS[props.status];
  return <span className={`status status-${props.status.toLowerCase()}`}>{label}</span>;
}
