import { type SubmitEvent, useEffect, useId, useRef, useState } from 'react';
import { notifySuccess } from '../../../lib/api/report.ts';
import { staffGet, staffPost, staffUpload } from '../../../lib/api/staff.ts';
import { ATTACHMENT_ACCEPT, attachmentProblem } from '../../../shared/attachments/attachments.ts';
import { FileField } from '../../shared/FileField.tsx';
import type { Attachment } from '../../../shared/attachments/attachments.contract.ts';
import AttachmentLink from '../../shared/AttachmentLink.tsx';
import { formatDateTime } from '../../../lib/format/numbers.ts';
import {
  DISPUTE_REPLY_MAX,
  DISPUTE_STATUS_STAFF_LABELS,
  type DisputeStatus,
  disputeUpdateRefusal,
  nextDisputeStatuses,
} from '../../../shared/disputes/disputes.ts';
import type { DisputeUpdate, StaffDispute } from '../../../shared/disputes/disputes.contract.ts';
import { errorText } from '../../../shared/i18n/errors.ts';
import { staffSocket } from '../../../stores/realtime/staff-socket.ts';
import { SelectField, SubmitButton, TextAreaField } from '../../shared/FormFields.tsx';
import { SubmitAlerts, useSubmit } from '../../shared/useSubmit.tsx';
import NotFound from '../shared/NotFound.tsx';
import { useStaffData } from '../shared/useStaffData.ts';
import '../../shared/status.css';

export function DisputeStatusBadge({ status }: { status: DisputeStatus }) {
  return <span className={`status status-${status.toLowerCase()}`}>{DISPUTE_STATUS_STAFF_LABELS[status]}</span>;
}

/** When it was raised, and whether it is past the dispute-answer target unanswered. */
export function RaisedAt({ dispute }: { dispute: StaffDispute }) {
  return (
    <>
      <time dateTime={dispute.createdAt}>{formatDateTime(dispute.createdAt)}</time>
      {dispute.overdue && (
        <>
          <br />
          <strong className="dispute-overdue">Past target</strong>
        </>
      )}
    </>
  );
}

const freshLink = (attachmentId: string) =>
  staffGet<{ link: string }>(`attachments/${encodeURIComponent(attachmentId)}/link`);

/** The files sent with the dispute or a reply. */
function Files({ attachments }: { attachments: readonly Attachment[] }) {
  if (attachments.length === 0) return null;
  return (
    <ul className="attachment-list" aria-label="Attached files">
      {attachments.map((attachment) => (
        <li key={attachment.id}>
          <AttachmentLink attachment={attachment} freshLink={freshLink} kindLabel={(kind) => `${kind} file`} />
        </li>
      ))}
    </ul>
  );
}

/** One step of the thread: who wrote or moved it, when, and what. */
function Step({ step }: { step: DisputeUpdate }) {
  return (
    <li className={`dispute-step from-${step.author.type}`}>
      <p className="dispute-step-head">
        <strong>{step.author.type === 'staff' ? `${step.author.name} (agent)` : `${step.author.name} (buyer)`}</strong>{' '}
        <time className="muted" dateTime={step.createdAt}>
          {formatDateTime(step.createdAt)}
        </time>
      </p>
      {step.status && <p className="muted">Moved to {DISPUTE_STATUS_STAFF_LABELS[step.status].toLowerCase()}</p>}
      {step.message && <p className="dispute-step-text">{step.message}</p>}
      <Files attachments={step.attachments} />
    </li>
  );
}

/** Move the dispute and/or write to the buyer, in one step; the rules are the server's (src/shared). */
function Answer({ dispute, onChange }: { dispute: StaffDispute; onChange: (dispute: StaffDispute) => void }) {
  const moves = nextDisputeStatuses(dispute.status);
  const submission = useSubmit();
  const [status, setStatus] = useState<DisputeStatus | ''>('');
  const [reply, setReply] = useState('');
  const replyId = useId();
  const statusId = useId();
  const fileInput = useRef<HTMLInputElement>(null);

  async function submit(event: SubmitEvent) {
    event.preventDefault();
    const update = { status: status || undefined, reply: reply.trim() || undefined };
    if (!update.status && !update.reply) {
      submission.reject([{ field: 'reply', message: 'Write a reply, choose a new status, or both.' }]);
      return;
    }
    const refusal = disputeUpdateRefusal(dispute.status, update);
    if (refusal) {
      submission.reject([{ field: refusal.field, message: errorText(refusal.reason) }]);
      return;
    }
    const file = fileInput.current?.files?.[0];
    const problem = file && attachmentProblem(file);
    if (problem) return submission.reject([{ field: 'file', message: errorText(problem) }]);
    await submission.send(
      async () => {
        // The file goes first; the step then names it.
        const attachmentIds: string[] = [];
        if (file) {
          const form = new FormData();
          form.append('file', file);
          attachmentIds.push((await staffUpload<Attachment>(`staff/disputes/${dispute.id}/attachments`, form)).id);
        }
        return staffPost<StaffDispute>(`staff/disputes/${dispute.id}`, { ...update, attachmentIds });
      },
      (updated) => {
        onChange(updated);
        notifySuccess(
          updated.status === dispute.status
            ? 'Reply sent; the buyer was e-mailed.'
            : `Dispute is now ${DISPUTE_STATUS_STAFF_LABELS[updated.status].toLowerCase()}; the buyer was e-mailed.`,
        );
        setStatus('');
        setReply('');
        if (fileInput.current) fileInput.current.value = '';
      },
    );
  }

  if (moves.length === 0) {
    return <p>This dispute is {DISPUTE_STATUS_STAFF_LABELS[dispute.status].toLowerCase()} and closed.</p>;
  }
  const settling = status === 'RESOLVED' || status === 'REJECTED';
  return (
    <form ref={submission.ref} className="dispute-answer" onSubmit={submit} noValidate aria-label="Answer the dispute">
      <SelectField
        id={statusId}
        name="status"
        label="Move to"
        value={status}
        onChange={(e) => {
          setStatus(e.target.value as DisputeStatus | '');
          submission.reset();
        }}
        placeholder={`Keep: ${DISPUTE_STATUS_STAFF_LABELS[dispute.status].toLowerCase()}`}
        options={moves.map((value) => ({ value, label: DISPUTE_STATUS_STAFF_LABELS[value] }))}
        error={submission.errors['status']}
      />
      <TextAreaField
        id={replyId}
        name="reply"
        label={settling ? 'Note to the buyer (required: say why)' : 'Reply to the buyer (optional with a move)'}
        value={reply}
        onChange={(e) => {
          setReply(e.target.value);
          submission.clearError('reply');
        }}
        required={settling}
        error={submission.errors['reply']}
        rows={4}
        maxLength={DISPUTE_REPLY_MAX}
        hint="The buyer sees it in their Message Center and gets it by e-mail."
      />
      <FileField
        id={`${replyId}-file`}
        label="Attach a file (optional)"
        hint="PDF, JPEG, PNG or WebP, up to 10 MB; sent with the reply."
        accept={ATTACHMENT_ACCEPT}
        ref={fileInput}
        submission={submission}
      />
      <SubmitAlerts submission={submission} />
      <div className="row-actions">
        <SubmitButton pending={submission.pending}>{status ? 'Save and tell the buyer' : 'Send reply'}</SubmitButton>
      </div>
    </form>
  );
}

/** One dispute: the buyer, the order, the thread, and the agent's answer. Follows live changes. */
export default function DisputeView({ id, onClose }: { id: string; onClose: () => void }) {
  const { data: dispute, setData: setDispute, missing } = useStaffData<StaffDispute>(`staff/disputes/${id}`);
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(
    () =>
      staffSocket.subscribe('dispute-updated', (next: { id: string }) => {
        if (next.id === id && 'buyer' in next) setDispute(next as StaffDispute);
      }),
    [id, setDispute],
  );

  // Opening a dispute takes keyboard users to it.
  const loaded = dispute !== undefined;
  useEffect(() => {
    if (loaded) heading.current?.focus();
  }, [loaded]);

  if (missing) {
    return (
      <NotFound
        name="Dispute"
        back={
          <button type="button" className="btn btn-outline" onClick={onClose}>
            Back to the queue
          </button>
        }
      />
    );
  }
  if (!dispute) return <p role="status">Loading the dispute...</p>;
  return (
    <section className="card dispute-view" aria-labelledby="dispute-view-title">
      <div className="card-head">
        <h2 id="dispute-view-title" ref={heading} tabIndex={-1}>
          {dispute.subject}
        </h2>
        <DisputeStatusBadge status={dispute.status} />
        <button type="button" className="btn btn-outline" onClick={onClose}>
          Close
        </button>
      </div>
      <dl className="dispute-facts">
        <dt>Buyer</dt>
        <dd>
          <a href={`/console/buyers/${dispute.buyer.id}`}>{dispute.buyer.fullName}</a>{' '}
          <span className="muted">{dispute.buyer.email}</span>
        </dd>
        <dt>Order</dt>
        <dd>
          {dispute.order ? (
            <a href={`/console/orders/${dispute.order.id}`}>{dispute.order.orderNumber}</a>
          ) : (
            <span className="muted">No order chosen</span>
          )}
        </dd>
        <dt>Raised</dt>
        <dd>
          <RaisedAt dispute={dispute} />
        </dd>
        <dt>First answered</dt>
        <dd>
          {dispute.firstAnsweredAt ? (
            <time dateTime={dispute.firstAnsweredAt}>{formatDateTime(dispute.firstAnsweredAt)}</time>
          ) : (
            'Not yet'
          )}
        </dd>
      </dl>
      <h3>Thread</h3>
      <ol className="dispute-thread" aria-label="Dispute thread, oldest first">
        <li className="dispute-step from-buyer">
          <p className="dispute-step-head">
            <strong>{dispute.buyer.fullName} (buyer)</strong>{' '}
            <time className="muted" dateTime={dispute.createdAt}>
              {formatDateTime(dispute.createdAt)}
            </time>
          </p>
          <p className="dispute-step-text">{dispute.complaint}</p>
          <Files attachments={dispute.attachments} />
        </li>
        {dispute.updates.map((step) => (
          <Step key={step.id} step={step} />
        ))}
      </ol>
      <Answer dispute={dispute} onChange={setDispute} />
    </section>
  );
}
