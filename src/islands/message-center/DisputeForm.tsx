import type { SubmitEvent } from 'react';
import { apiPost } from '../../lib/api/http.ts';
import { formatDate } from '../../lib/format/numbers.ts';
import { DISPUTE_NOTE, DISPUTE_SUBMITTED_TOAST, DISPUTE_TYPES, type Dispute } from '../../shared/dispute.ts';
import type { OrderListItem } from '../../shared/order.ts';
import { storeDispute } from '../../stores/my-disputes.ts';
import { SelectField, SubmitButton, TextAreaField } from '../shared/FormFields.tsx';
import { useApiData } from '../shared/useApiData.ts';
import { DraftNotice, useDraft } from '../shared/useDraft.tsx';
import { useFields } from '../shared/useFields.ts';
import { SubmitAlerts, useSubmit } from '../shared/useSubmit.tsx';
import { FIELD_LIMITS } from '../../shared/field-limits.ts';

const OPTIONS = DISPUTE_TYPES.map((type) => ({ value: type, label: type }));

const orderOption = (order: OrderListItem) => ({
  value: order.id,
  label: `${order.orderNumber}: ${order.productName} (${formatDate(order.createdAt)})`,
});

/**
 * Raise a Dispute: Dispute Type, the order it is about (optional, one of the buyer's) and
 * Dispute Details, checked by the server (SPEC §5 has no client-side checks here); its
 * field errors show under the fields.
 */
export default function DisputeForm({ onSubmitted }: { onSubmitted: () => void }) {
  const submission = useSubmit({ success: DISPUTE_SUBMITTED_TOAST });
  const { values, setValues, field } = useFields({ subject: '', orderId: '', complaint: '' }, submission);
  const orders = useApiData<OrderListItem[]>('buyer-hub/all-orders');
  const draft = useDraft('dispute', values, (saved) => setValues((current) => ({ ...current, ...saved })));

  const onSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    await submission.send(
      () => apiPost<Dispute>('dispute', { ...values, orderId: values.orderId || undefined }),
      (raised) => {
        draft.clear();
        storeDispute(raised);
        onSubmitted();
      },
    );
  };

  return (
    <form ref={submission.ref} onSubmit={onSubmit} noValidate>
      <DraftNotice draft={draft} />
      <SelectField
        {...field('subject')}
        id="subject"
        label="Dispute Type"
        options={OPTIONS}
        placeholder="Select the type of dispute"
      />
      <SelectField
        {...field('orderId')}
        id="orderId"
        label="Order (optional)"
        options={orders.state === 'loaded' ? orders.data.map(orderOption) : []}
        placeholder={orders.state === 'loading' ? 'Loading your orders...' : 'Not about one order'}
        hint={orders.state === 'loaded' && orders.data.length === 0 ? 'You have no orders yet.' : undefined}
      />
      <TextAreaField
        {...field('complaint')}
        id="complaint"
        label="Dispute Details"
        rows={5}
        maxLength={FIELD_LIMITS.disputeDetails}
      />
      <p className="dispute-note">{DISPUTE_NOTE}</p>
      <SubmitAlerts submission={submission} />
      <div className="form-actions">
        <SubmitButton pending={submission.pending}>Submit Dispute</SubmitButton>
      </div>
    </form>
  );
}
