import { type SubmitEvent, useState } from 'react';
import { staffGet } from '../../../lib/api/staff.ts';
import { SubmitButton, TextField } from '../../shared/FormFields.tsx';
import { useFields } from '../../shared/useFields.ts';
import { SubmitAlerts, useSubmit } from '../../shared/useSubmit.tsx';
import DraftOrderForm from './DraftOrderForm.tsx';
import NotFound, { BackToList } from '../shared/NotFound.tsx';
import { useScreenAccess } from '../shared/useScreenAccess.tsx';
import { useStaffData } from '../shared/useStaffData.ts';
import '../../shared/hub.css';
import '../shared/console.css';
import '../shared/order-desk.css';
import { idFromQuery } from '../../../lib/path-id.ts';

interface BuyerSummary {
  id: string;
  fullName: string;
  email: string;
}

const buyerIdFromUrl = () => idFromQuery('buyerId');

/** Finds the buyer to draft for, by name or e-mail. */
function BuyerPicker({ onPick }: { onPick: (buyer: BuyerSummary) => void }) {
  const submission = useSubmit();
  const { values, field } = useFields({ q: '' }, submission);
  const [found, setFound] = useState<BuyerSummary[] | null>(null);

  function search(event: SubmitEvent) {
    event.preventDefault();
    void submission.send(
      () => staffGet<{ items: BuyerSummary[] }>('staff/buyers', { q: values.q.trim(), pageSize: 20 }),
      (answer) => setFound(answer.items),
    );
  }

  return (
    <section className="card" aria-labelledby="pick-buyer-title">
      <h2 id="pick-buyer-title">Which buyer?</h2>
      <form ref={submission.ref} className="filters" role="search" onSubmit={search}>
        <TextField {...field('q')} id="buyer-q" type="search" label="Name or e-mail" />
        <SubmitButton pending={submission.pending}>Find</SubmitButton>
      </form>
      <SubmitAlerts submission={submission} />
      {found && found.length === 0 && <p role="status">No buyer matches.</p>}
      {found && found.length > 0 && (
        <ul className="buyer-choices">
          {found.map((buyer) => (
            <li key={buyer.id}>
              <button type="button" className="link-button" onClick={() => onPick(buyer)}>
                {buyer.fullName}
              </button>{' '}
              <span className="muted">{buyer.email}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** /console/orders/new?buyerId=: draft an order on any terms for a buyer. */
export default function DraftOrderScreen() {
  const access = useScreenAccess();
  const [buyerId, setBuyerId] = useState(buyerIdFromUrl);
  // The buyer picked here, or else the one the address names (a link from the inbox or a buyer's page).
  const [picked, setPicked] = useState<BuyerSummary | null>(null);
  const named = useStaffData<{ profile: BuyerSummary }>(buyerId && `staff/buyers/${buyerId}`, {
    enabled: access.allowed && picked?.id !== buyerId,
  });
  const buyer = picked?.id === buyerId ? picked : named.data?.profile;

  if (!access.ready) return access.gate;
  if (named.missing) {
    return <NotFound name="Buyer" back={<BackToList href="/console/orders/new" label="Choose another buyer" />} />;
  }

  function pick(chosen: BuyerSummary) {
    setPicked(chosen);
    setBuyerId(chosen.id);
    window.history.replaceState(null, '', `${window.location.pathname}?buyerId=${chosen.id}`);
  }

  return (
    <div className="console-screen">
      {!buyerId ? (
        <BuyerPicker onPick={pick} />
      ) : (
        <section className="card" aria-labelledby="draft-title">
          <h2 id="draft-title">New order for {buyer ? `${buyer.fullName} (${buyer.email})` : 'the buyer'}</h2>
          <p className="muted">
            The order waits for the buyer's approval; they get a New Order card in their Message Center and an e-mail.
          </p>
          <DraftOrderForm buyerId={buyerId} />
        </section>
      )}
    </div>
  );
}
