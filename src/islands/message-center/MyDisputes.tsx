import { useStore } from '@nanostores/react';
import { type SubmitEvent, useEffect, useId, useState } from 'react';
import { apiPost } from '../../lib/api/http.ts';
import { reportFailure } from '../../lib/api/report.ts';
import { formatDateTime } from '../../lib/format/numbers.ts';
import {
  DISPUTE_REPLY_MAX,
  DISPUTE_STATUS_LABELS,
  type Dispute,
  type DisputeStatus,
  isDisputeClosed,
} from '../../shared/dispute.ts';
import { $myDisputes, loadMyDisputes, storeDispute } from '../../stores/my-disputes.ts';
import { SubmitButton, TextAreaField } from '../shared/FormFields.tsx';
import Modal from '../shared/Modal.tsx';
import { SubmitAlerts, useSubmit } from '../shared/useSubmit.tsx';

export function DisputeStatus({ status }: { status: DisputeStatus }) {
  return (
    <span className={`dispute-status dispute-status-${status.toLowerCase()}`}>{DISPUTE_STATUS_LABELS[status]}</span>
  );
}

function ReplyForm({ dispute }: { dispute: Dispute }) {
  const submission = useSubmit({ success: 'Reply sent to the sourcing agents.' });
  const [text, setText] = useState('');
  const id = useId();

  async function submit(event: SubmitEvent) {
    event.preventDefault();
    await submission.send(
      () => apiPost<Dispute>(`dispute/${dispute.id}/replies`, { message: text }),
      (updated) => {
        storeDispute(updated);
        setText('');
      },
    );
  }

  return (
    <form ref={submission.ref} className="dispute-reply" onSubmit={submit} noValidate>
      <TextAreaField
        id={id}
        name="message"
        label="Your reply"
        value={text}
        onChange={(e) => setText(e.target.value)}
        rows={3}
        maxLength={DISPUTE_REPLY_MAX}
        error={submission.errors['message']}
      />
      <SubmitAlerts submission={submission} />
      <SubmitButton pending={submission.pending}>Send reply</SubmitButton>
    </form>
  );
}

/** One dispute: what the buyer wrote, each answer and change since, and a reply box while open. */
function DisputeCard({ dispute }: { dispute: Dispute }) {
  const titleId = useId();
  return (
    <article className="my-dispute" aria-labelledby={titleId}>
      <header className="my-dispute-head">
        <h3 id={titleId}>{dispute.subject}</h3>
        <DisputeStatus status={dispute.status} />
      </header>
      <p className="muted">
        Raised <time dateTime={dispute.createdAt}>{formatDateTime(dispute.createdAt)}</time>
        {dispute.order && <> about order {dispute.order.orderNumber}</>}
      </p>
      <ol className="my-dispute-thread" aria-label="Dispute thread, oldest first">
        <li className="from-buyer">
          <strong>You</strong>
          <p>{dispute.complaint}</p>
        </li>
        {dispute.updates.map((step) => (
          <li key={step.id} className={`from-${step.author.type}`}>
            <strong>{step.author.type === 'buyer' ? 'You' : step.author.name}</strong>{' '}
            <time className="muted" dateTime={step.createdAt}>
              {formatDateTime(step.createdAt)}
            </time>
            {step.status && <p className="muted">Status: {DISPUTE_STATUS_LABELS[step.status]}</p>}
            {step.message && <p>{step.message}</p>}
          </li>
        ))}
      </ol>
      {isDisputeClosed(dispute.status) ? (
        <p className="muted">This dispute is closed. Raise a new one or chat with an agent.</p>
      ) : (
        <ReplyForm dispute={dispute} />
      )}
    </article>
  );
}

/** The buyer's disputes with their state, newest first; agents' answers arrive live. */
export function MyDisputesList() {
  const disputes = useStore($myDisputes);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    loadMyDisputes().catch((error: unknown) => {
      reportFailure(error);
      setFailed(true);
    });
  }, []);

  if (!disputes)
    return <p role="status">{failed ? 'Your disputes could not be loaded.' : 'Loading your disputes...'}</p>;
  if (disputes.length === 0) return <p role="status">You have not raised any dispute.</p>;
  return (
    <div className="my-disputes">
      {disputes.map((dispute) => (
        <DisputeCard key={dispute.id} dispute={dispute} />
      ))}
    </div>
  );
}

export default function MyDisputesModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Modal open={open} onClose={onClose} title="Your disputes" size="lg">
      <MyDisputesList />
    </Modal>
  );
}
