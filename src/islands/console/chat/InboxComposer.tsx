import { type SubmitEvent, useRef, useState } from 'react';
import { staffPost, staffUpload } from '../../../lib/api/staff.ts';
import { ApiFailure } from '../../../lib/api/failure.ts';
import { ATTACHMENT_ACCEPT, attachmentProblem } from '../../../shared/attachments/attachments.ts';
import { errorText } from '../../../shared/i18n/errors.ts';
import '../../shared/attachments.css';
import {
  type CannedReply,
  cannedSuggestions,
  composerSend,
  insertCannedReply,
} from '../../../shared/chat/canned-replies.ts';
import { TYPING_REPEAT_MS } from '../../../shared/chat/chat.staff.ts';
import { staffSocket } from '../../../stores/realtime/staff-socket.ts';
import { SubmitButton } from '../../shared/FormFields.tsx';
import { SubmitAlerts, useSubmit } from '../../shared/useSubmit.tsx';

const newId = () => crypto.randomUUID();

/**
 * The reply box under a conversation: a reply to the buyer or a private note, `/shortcut`
 * canned replies (Enter inserts the one named; a shortcut that names none is refused, never
 * sent), typing shown to the buyer, and a reply whose answer was lost kept for Retry.
 */
export default function InboxComposer(props: { buyerId: string; canned: CannedReply[]; onSent: () => void }) {
  const { buyerId, canned, onSent } = props;
  const [text, setText] = useState('');
  const [asNote, setAsNote] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const lastTyping = useRef(0);
  // The reply goes through the one submit path: a refusal is toasted as before (the composer
  // has no field to show it under), a lost answer keeps the text and offers Retry.
  const submission = useSubmit({ toastFieldErrors: true });
  const replyId = useRef<string | null>(null);
  const suggestions = cannedSuggestions(text, canned);
  const [fileState, setFileState] = useState<{ sending: boolean; error: string }>({ sending: false, error: '' });

  // A file goes at once, as its own message; the thread shows it when the server confirms.
  async function attach(input: HTMLInputElement) {
    const file = input.files?.[0];
    input.value = '';
    if (!file) return;
    const problem = attachmentProblem(file);
    if (problem) return setFileState({ sending: false, error: errorText(problem) });
    setFileState({ sending: true, error: '' });
    const form = new FormData();
    form.append('file', file);
    try {
      await staffUpload(`staff/conversations/${buyerId}/attachments`, form);
      setFileState({ sending: false, error: '' });
      onSent();
    } catch (error) {
      setFileState({ sending: false, error: error instanceof ApiFailure ? error.message : 'The file was not sent.' });
    }
  }

  const onText = (value: string) => {
    setText(value);
    setRefusal(null);
    // Other text is another reply.
    replyId.current = null;
    const t = Date.now();
    if (!asNote && value && t - lastTyping.current > TYPING_REPEAT_MS) {
      lastTyping.current = t;
      staffSocket.current()?.emit('typing', { to: buyerId });
    }
  };

  async function send(event?: SubmitEvent) {
    event?.preventDefault();
    const body = text.trim();
    if (!body) return;
    const next = composerSend(body, canned);
    if (next.action === 'insert') {
      setText(next.text);
      return;
    }
    if (next.action === 'refuse') {
      setRefusal(next.message);
      return;
    }
    // Retry sends the same reply under the same id, so the server stores it once.
    const id = (replyId.current ??= newId());
    await submission.send(
      () =>
        asNote
          ? staffPost(`staff/conversations/${buyerId}/notes`, { text: body })
          : staffPost('message/send-message', { id, to: buyerId, message: body, messageType: 'MESSAGE' }),
      () => {
        replyId.current = null;
        setText('');
        onSent();
      },
    );
  }

  const describedBy = refusal ? 'inbox-hint inbox-refusal' : 'inbox-hint';
  return (
    <form ref={submission.ref} className="inbox-composer" onSubmit={send}>
      {suggestions.length > 0 && (
        <ul className="inbox-suggestions" aria-label="Canned replies">
          {suggestions.map((reply) => (
            <li key={reply.id}>
              <button type="button" className="link-button" onClick={() => setText(insertCannedReply(text, reply))}>
                /{reply.shortcut} — {reply.title}
              </button>
            </li>
          ))}
        </ul>
      )}
      <label htmlFor="inbox-text" className="visually-hidden">
        {asNote ? 'Note' : 'Reply'}
      </label>
      <textarea
        id="inbox-text"
        className={asNote ? 'is-note' : undefined}
        rows={2}
        value={text}
        placeholder={asNote ? 'A note for your colleagues' : 'Reply, or type / for a canned reply'}
        onChange={(e) => onText(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
            e.preventDefault();
            void send();
          }
        }}
        aria-describedby={describedBy}
        aria-invalid={refusal ? true : undefined}
      />
      <span id="inbox-hint" className="visually-hidden">
        Enter sends; Shift and Enter starts a new line; a /shortcut and Enter inserts that canned reply.
      </span>
      {refusal && (
        <p id="inbox-refusal" className="field-error" role="alert">
          {refusal}
        </p>
      )}
      <SubmitAlerts submission={submission} />
      {fileState.error && (
        <p className="field-error" role="alert">
          {fileState.error}
        </p>
      )}
      <div className="inbox-composer-foot">
        <label className="btn btn-outline btn-small attach-button">
          {fileState.sending ? 'Sending the file…' : 'Attach file'}
          <span className="visually-hidden"> (PDF, JPEG, PNG or WebP, up to 10 MB)</span>
          <input
            type="file"
            accept={ATTACHMENT_ACCEPT}
            disabled={fileState.sending || asNote}
            onChange={(e) => void attach(e.currentTarget)}
          />
        </label>
        <label className="inbox-note-toggle">
          <input type="checkbox" checked={asNote} onChange={(e) => setAsNote(e.target.checked)} /> Private note (the
          buyer never sees it)
        </label>
        <SubmitButton pending={submission.pending} disabled={!text.trim()}>
          {asNote ? 'Add note' : 'Send'}
        </SubmitButton>
      </div>
    </form>
  );
}
