import { agentNameIn } from '../../shared/chat/agent-name.ts';
import { useStore } from '@nanostores/react';
import { type SubmitEvent, useEffect, useId, useRef, useState } from 'react';
import { apiPost, apiUpload } from '../../lib/api/http.ts';
import type { Attachment } from '../../shared/attachments/attachments.contract.ts';
import { ATTACHMENT_ACCEPT, attachmentProblem } from '../../shared/attachments/attachments.ts';
import { freshAttachmentLink } from '../../stores/chat.ts';
import AttachmentLink from '../shared/AttachmentLink.tsx';
import { FileField } from '../shared/FileField.tsx';
import { reportFailure } from '../../lib/api/report.ts';
import { buyerReplyRefusal, DISPUTE_REPLY_MAX, type DisputeStatus } from '../../shared/disputes/disputes.ts';
import type { Dispute } from '../../shared/disputes/disputes.contract.ts';
import { messages, params, useFormat, useMessages, useReasonText } from '../../stores/locale.ts';
import { $myDisputes, loadMyDisputes, storeDispute } from '../../stores/my-disputes.ts';
import { SubmitButton, TextAreaField } from '../shared/FormFields.tsx';
import Modal from '../shared/Modal.tsx';
import { SubmitAlerts, useSubmit } from '../shared/useSubmit.tsx';
import { useDisputeLabels } from './dispute-labels.ts';
import '../shared/status.css';

const text = messages('messages/my-disputes', {
  replySent: 'Reply sent to the sourcing agents.',
  reply: 'Your reply',
  send: 'Send reply',
  raised: 'Raised',
  aboutOrder: params(' about order {number}'),
  thread: 'Dispute thread, oldest first',
  you: 'You',
  status: params('Status: {status}'),
  failed: 'Your disputes could not be loaded.',
  loading: 'Loading your disputes...',
  none: 'You have not raised any dispute.',
  title: 'Your disputes',
  file: 'Attach a file (optional)',
  fileHint: 'PDF, JPEG, PNG or WebP, up to 10 MB.',
  files: 'Attached files',
  kind: params('{kind} file'),
});

/** The files of a dispute or of one of its replies. */
function AttachmentList({ attachments }: { attachments: readonly Attachment[] }) {
  const t = useMessages(text);
  const format = useFormat();
  if (attachments.length === 0) return null;
  return (
    <ul className="attachment-list" aria-label={t.files}>
      {attachments.map((attachment) => (
        <li key={attachment.id}>
          <AttachmentLink
            attachment={attachment}
            freshLink={freshAttachmentLink}
            kindLabel={(kind) => t.kind({ kind })}
            locale={format.locale}
          />
        </li>
      ))}
    </ul>
  );
}

export function DisputeStatus({ status }: { status: DisputeStatus }) {
  const labels = useDisputeLabels();
  return <span className={`status status-${status.toLowerCase()}`}>{labels.status(status)}</span>;
}

function ReplyForm({ dispute }: { dispute: Dispute }) {
  const t = useMessages(text);
  const submission = useSubmit({ success: t.replySent });
  const [reply, setReply] = useState('');
  const id = useId();
  const reasonText = useReasonText();
  const fileInput = useRef<HTMLInputElement>(null);

  async function submit(event: SubmitEvent) {
    event.preventDefault();
    const file = fileInput.current?.files?.[0];
    const problem = file && attachmentProblem(file);
    if (problem) return submission.reject([{ field: 'file', message: reasonText(problem) }]);
    await submission.send(
      async () => {
        const attachmentIds: string[] = [];
        if (file) {
          const form = new FormData();
          form.append('file', file);
          attachmentIds.push((await apiUpload<Attachment>('dispute/attachments', form)).id);
        }
        return apiPost<Dispute>(`dispute/${dispute.id}/replies`, { message: reply, attachmentIds });
      },
      (updated) => {
        storeDispute(updated);
        setReply('');
        if (fileInput.current) fileInput.current.value = '';
      },
    );
  }

  return (
    <form ref={submission.ref} className="dispute-reply" onSubmit={submit} noValidate>
      <TextAreaField
        id={id}
        name="message"
        label={t.reply}
        value={reply}
        onChange={(e) => setReply(e.target.value)}
        rows={3}
        maxLength={DISPUTE_REPLY_MAX}
        error={submission.errors['message']}
      />
      <FileField
        id={`${id}-file`}
        label={t.file}
        hint={t.fileHint}
        accept={ATTACHMENT_ACCEPT}
        ref={fileInput}
        submission={submission}
      />
      <SubmitAlerts submission={submission} />
      <SubmitButton pending={submission.pending}>{t.send}</SubmitButton>
    </form>
  );
}

/** One dispute: what the buyer wrote, each answer and change since, and a reply box while open. */
function DisputeCard({ dispute }: { dispute: Dispute }) {
  const t = useMessages(text);
  const format = useFormat();
  const labels = useDisputeLabels();
  const reasonText = useReasonText();
  const titleId = useId();
  const closed = buyerReplyRefusal(dispute.status);
  return (
    <article className="my-dispute" aria-labelledby={titleId}>
      <header className="my-dispute-head">
        <h3 id={titleId}>{labels.type(dispute.subject)}</h3>
        <DisputeStatus status={dispute.status} />
      </header>
      <p className="muted">
        {t.raised} <time dateTime={dispute.createdAt}>{format.dateTime(dispute.createdAt)}</time>
        {dispute.order && t.aboutOrder({ number: dispute.order.orderNumber })}
      </p>
      <ol className="my-dispute-thread" aria-label={t.thread}>
        <li className="from-buyer">
          <strong>{t.you}</strong>
          <p>{dispute.complaint}</p>
          <AttachmentList attachments={dispute.attachments} />
        </li>
        {dispute.updates.map((step) => (
          <li key={step.id} className={`from-${step.author.type}`}>
            <strong>{step.author.type === 'buyer' ? t.you : agentNameIn(step.author.name, format.locale)}</strong>{' '}
            <time className="muted" dateTime={step.createdAt}>
              {format.dateTime(step.createdAt)}
            </time>
            {step.status && <p className="muted">{t.status({ status: labels.status(step.status) })}</p>}
            {step.message && <p>{step.message}</p>}
            <AttachmentList attachments={step.attachments} />
          </li>
        ))}
      </ol>
      {closed ? <p className="muted">{reasonText(closed)}</p> : <ReplyForm dispute={dispute} />}
    </article>
  );
}

/** The buyer's disputes with their state, newest first; agents' answers arrive live. */
export function MyDisputesList() {
  const t = useMessages(text);
  const disputes = useStore($myDisputes);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    loadMyDisputes().catch((error: unknown) => {
      reportFailure(error);
      setFailed(true);
    });
  }, []);

  if (!disputes) return <p role="status">{failed ? t.failed : t.loading}</p>;
  if (disputes.length === 0) return <p role="status">{t.none}</p>;
  return (
    <div className="my-disputes">
      {disputes.map((dispute) => (
        <DisputeCard key={dispute.id} dispute={dispute} />
      ))}
    </div>
  );
}

export default function MyDisputesModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useMessages(text);
  return (
    <Modal open={open} onClose={onClose} title={t.title} size="lg">
      <MyDisputesList />
    </Modal>
  );
}
