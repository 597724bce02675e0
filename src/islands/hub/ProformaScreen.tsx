import { useState } from 'react';
import { idFromPath } from '../../lib/path-id.ts';
import type { Proforma } from '../../shared/payment/payment-instructions.contract.ts';
import { useMessages } from '../../stores/locale.ts';
import EmptyState from '../shared/EmptyState.tsx';
import { ProformaDocument, text } from '../shared/ProformaDocument.tsx';
import { useApiData } from '../shared/useApiData.ts';
import SignedIn, { LoadingScreen } from './SignedIn.tsx';

function ProformaView({ id }: { id: string }) {
  const t = useMessages(text);
  const load = useApiData<Proforma>(`order/${id}/proforma`);
  if (load.state === 'loading') return <LoadingScreen label={t.loading} />;
  if (load.state === 'failed') {
    if (load.status === 404 || load.status === 409) {
      return (
        <EmptyState
          as="section"
          className="card empty-state"
          heading="h2"
          title={load.status === 404 ? t.notFound : t.title}
          text={load.status === 404 ? t.notFoundText : t.notReady}
          href={load.status === 404 ? '/orders' : `/order/details/${id}`}
          action={load.status === 404 ? t.myOrders : t.back}
        />
      );
    }
    return <p role="alert">{t.failed}</p>;
  }
  return (
    <div className="hub-screen proforma-screen">
      <div className="proforma-toolbar no-print">
        <a className="back-link" href={`/order/details/${id}`}>
          <span aria-hidden="true">&larr;</span> {t.back}
        </a>
        <button type="button" className="btn btn-primary" onClick={() => window.print()}>
          {t.print}
        </button>
      </div>
      <ProformaDocument proforma={load.data} />
    </div>
  );
}

/** /order/proforma/{orderId}: the printable pro-forma invoice of one of the buyer's approved orders. */
export default function ProformaScreen() {
  const [id] = useState(idFromPath);
  const t = useMessages(text);
  return (
    <SignedIn>
      {() =>
        id ? (
          <ProformaView id={id} />
        ) : (
          <EmptyState
            as="section"
            className="card empty-state"
            heading="h2"
            title={t.notFound}
            text={t.notFoundText}
            href="/orders"
            action={t.myOrders}
          />
        )
      }
    </SignedIn>
  );
}
