import { ORDER_DOCUMENT_LABELS } from '../../../shared/orders/order-documents.ts';
import type { OrderWaitingFor } from '../../../shared/orders/orders.staff.ts';

/** What an order waits for, as pills: proof to verify, the buyer's approval, missing documents. */
export default function WaitingFor({ waiting, compact = false }: { waiting: OrderWaitingFor; compact?: boolean }) {
  const missing = waiting.missingDocuments;
  if (!waiting.receiptVerification && !waiting.buyerApproval && missing.length === 0) {
    return <span className="muted">Nothing</span>;
  }
  return (
    <ul className="waiting-for">
      {waiting.receiptVerification && <li className="pill warn">Receipt to verify</li>}
      {waiting.buyerApproval && <li className="pill">Buyer approval</li>}
      {missing.length > 0 && (
        <li className="pill bad" title={missing.map((type) => ORDER_DOCUMENT_LABELS[type]).join(', ')}>
          {compact
            ? `${missing.length} document${missing.length === 1 ? '' : 's'} missing`
            : `Missing: ${missing.map((type) => ORDER_DOCUMENT_LABELS[type]).join(', ')}`}
        </li>
      )}
    </ul>
  );
}
