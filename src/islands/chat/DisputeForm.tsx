import { type SubmitEvent, useRef } from 'react';
import { apiPost, apiUpload } from '../../lib/api/http.ts';
import type { Attachment } from '../../shared/attachments/attachments.contract.ts';
import { ATTACHMENT_ACCEPT, attachmentProblem } from '../../shared/attachments/attachments.ts';
import { FileField } from '../shared/FileField.tsx';
import { DISPUTE_NOTE, DISPUTE_SUBMITTED_TOAST, DISPUTE_TYPES } from '../../shared/disputes/disputes.ts';
import type { Dispute } from '../../shared/disputes/disputes.contract.ts';
import { messages, params, useFormat, useMessages, useReasonText } from '../../stores/locale.ts';
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
  file: 'Supporting file (optional)',
  fileHint: 'An inspection report, a photo: PDF, JPEG, PNG or WebP, up to 10 MB.',
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
  const reasonText = useReasonText();
  const fileInput = useRef<HTMLInputElement>(null);
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
    const file = fileInput.current?.files?.[0];
    const problem = file && attachmentProblem(file);
    if (problem) return submission.reject([{ field: 'file', message: reasonText(problem) }]);
    await submission.send(
      async () => {
        // The file goes first; the dispute then names it. A refused file stops before the dispute.
        const attachmentIds: string[] = [];
        if (file) {
          const form = new FormData();
          form.append('file', file);
          attachmentIds.push((await apiUpload<Attachment>('dispute/attachments', form)).id);
        }
        return apiPost<Dispute>('dispute', { ...values, orderId: values.orderId || undefined, attachmentIds });
      },
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
      <FileField
        id="dispute-file"
        label={t.file}
        hint={t.fileHint}
        accept={ATTACHMENT_ACCEPT}
        ref={fileInput}
        submission={submission}
      />
      <p className="dispute-note">{t.note}</p>
      <SubmitAlerts submission={submission} />
      <div className="form-actions">
        <SubmitButton pending={submission.pending}>{t.submit}</SubmitButton>
      </div>
    </form>
  );
}
