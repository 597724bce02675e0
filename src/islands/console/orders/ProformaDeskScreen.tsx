import type { Proforma } from '../../../shared/payment/payment-instructions.contract.ts';
import { ProformaDocument } from '../../shared/ProformaDocument.tsx';
import { idFromPath } from '../../../lib/path-id.ts';
import { useScreenAccess } from '../shared/useScreenAccess.tsx';
import NotFound, { BackToList } from '../shared/NotFound.tsx';
import { useStaffData } from '../shared/useStaffData.ts';
import '../../shared/hub.css';
import '../shared/console.css';

/**
 * /console/orders/proforma/{orderId}: the buyer's pro-forma invoice as the desk prints or sends
 * it (the same paper the buyer opens from their order page).
 */
export default function ProformaDeskScreen() {
  const id = idFromPath();
  const access = useScreenAccess();
  const { data: record, missing } = useStaffData<Proforma>(id && `staff/orders/${id}/proforma`, {
    enabled: access.allowed,
  });

  if (!access.ready) return access.gate;
  const back = id ? `/console/orders/${id}` : '/console/orders';
  if (!id || missing) {
    return <NotFound name="Pro-forma invoice" back={<BackToList href="/console/orders" label="All orders" />} />;
  }
  return (
    <div className="console-screen">
      <div className="row-actions no-print">
        <a className="back-link" href={back}>
          <span aria-hidden="true">&larr;</span> Back to the order
        </a>
        <button type="button" className="btn btn-primary" onClick={() => window.print()}>
          Print or save as PDF
        </button>
      </div>
      {record ? <ProformaDocument proforma={record} /> : <p role="status">Loading the pro-forma invoice...</p>}
    </div>
  );
}
