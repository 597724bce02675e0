import type { SubmitEvent } from 'react';
import { apiPost } from '../../lib/api/http.ts';
import { DISPUTE_NOTE, DISPUTE_SUBMITTED_TOAST, DISPUTE_TYPES } from '../../shared/disputes/disputes.ts';
import type { Dispute } from '../../shared/disputes/disputes.contract.ts';
import { messages, params, useFormat, useMessages } from '../../stores/locale.ts';
import type { OrderListItem } from '../../shared/orders/orders.contract.ts';
import { storeDispute } from '../../stores/my-disputes.ts';
import { SelectField, SubmitButton, TextAreaField } from '../shared/FormFields.tsx';
import { useApiData } from '../shared/useApiData.ts';
import { DraftNotice, useDraft } from '../shared/useDraft.tsx';
import { useFields } from '../shared/useFields.ts';
import { SubmitAlerts, useSubmit } from '../shared/useSubmit.tsx';
import { FIELD_LIMITS } from '../../shared/common/field-limits.ts';
import { useDisputeLabels } from './dispute-labels.ts';

const text = messages('messages/dispute-form', {
  submitted: DISPUTE_SUBMITTED_TOAST,
  type: 'Dispute Type',
  selectType: 'Select the type of dispute',
  order: 'Order (optional)',
  orderOption: params('{number}: {product} ({date})'),
  loadingOrders: 'Loading your orders...',
  noOrder: 'Not about one order',
  noOrders: 'You have no orders yet.',
  details: 'Dispute Details',
  note: DISPUTE_NOTE,
  submit: 'Submit Dispute',
});

/**
 * Raise a Dispute: Dispute Type, the order it is about (optional, one of the buyer's) and
 * Dispute Details, checked by the server (docs/product/validation.md has no client-side checks here); its
 * field errors show under the fields.
 */
export default function DisputeForm({ onSubmitted }: { onSubmitted: () => void }) {
  const t = useMessages(text);
  const format = useFormat();
  const labels = useDisputeLabels();
  const submission = useSubmit({ success: t.submitted });
  const { values, setValues, field } = useFields({ subject: '', orderId: '', complaint: '' }, submission);
  const orders = useApiData<OrderListItem[]>('buyer-hub/all-orders');
  const draft = useDraft('dispute', values, (saved) => setValues((current) => ({ ...current, ...saved })));

  const typeOptions = DISPUTE_TYPES.map((type) => ({ value: type, label: labels.type(type) }));
  const orderOption = (order: OrderListItem) => ({
    value: order.id,
    label: t.orderOption({ number: order.orderNumber, product: order.productName, date: format.date(order.createdAt) }),
  });

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
      <SelectField {...field('subject')} id="subject" label={t.type} options={typeOptions} placeholder={t.selectType} />
      <SelectField
        {...field('orderId')}
        id="orderId"
        label={t.order}
        options={orders.state === 'loaded' ? orders.data.map(orderOption) : []}
        placeholder={orders.state === 'loading' ? t.loadingOrders : t.noOrder}
        hint={orders.state === 'loaded' && orders.data.length === 0 ? t.noOrders : undefined}
      />
      <TextAreaField
        {...field('complaint')}
        id="complaint"
        label={t.details}
        rows={5}
        maxLength={FIELD_LIMITS.disputeDetails}
      />
      <p className="dispute-note">{t.note}</p>
      <SubmitAlerts submission={submission} />
      <div className="form-actions">
        <SubmitButton pending={submission.pending}>{t.submit}</SubmitButton>
      </div>
    </form>
  );
}
