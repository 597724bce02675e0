import { type SubmitEvent, useState } from 'react';
import { notifySuccess } from '../../../lib/api/report.ts';
import { staffDelete, staffPatch, staffPost } from '../../../lib/api/staff.ts';
import { formatDateTime } from '../../../lib/format/numbers.ts';
import { CHAT_MESSAGE_MAX } from '../../../shared/chat/chat.ts';
import { FIELD_LIMITS } from '../../../shared/common/field-limits.ts';
import { CANNED_REPLIES_MAX, type CannedReply } from '../../../shared/chat/canned-replies.ts';
import { SubmitButton, TextAreaField, TextField } from '../../shared/FormFields.tsx';
import { useFields } from '../../shared/useFields.ts';
import { SubmitAlerts, useSubmit } from '../../shared/useSubmit.tsx';
import { useAction } from '../shared/useAction.ts';
import { useScreenAccess } from '../shared/useScreenAccess.tsx';
import { useStaffData } from '../shared/useStaffData.ts';
import '../../shared/hub.css';
import '../shared/console.css';
import './canned-replies.css';

type Draft = { shortcut: string; title: string; body: string };
const EMPTY: Draft = { shortcut: '', title: '', body: '' };
/** The form's fields in the order shown (the first in error takes focus). */
const FIELDS = ['shortcut', 'title', 'body'] as const;

/** Whether a reply matches the filter typed above the library. */
const matches = (reply: CannedReply, filter: string) =>
  [reply.shortcut, reply.title, reply.body].some((text) => text.toLowerCase().includes(filter));

/**
 * /console/canned-replies (admins): the library agents insert from by typing `/shortcut` in
 * the inbox's composer. Add, change and delete replies; every change is in the audit trail.
 */
export default function CannedRepliesScreen() {
  const access = useScreenAccess();
  const { allowed } = access;
  const { data: replies, reload } = useStaffData<CannedReply[]>('staff/canned-replies', { enabled: allowed });
  const [filter, setFilter] = useState('');
  const [editing, setEditing] = useState<string | null>(null);

  if (!access.ready) return access.gate;

  const wanted = filter.trim().toLowerCase();
  const shown = replies?.filter((reply) => !wanted || matches(reply, wanted)) ?? [];

  return (
    <div className="console-screen canned">
      <section className="card" aria-labelledby="canned-new-title">
        <h2 id="canned-new-title">Add a canned reply</h2>
        <p className="muted">
          Agents insert a reply by typing its shortcut after a slash in the inbox’s reply box (for example{' '}
          <kbd>/cif</kbd>) and pressing Enter.
        </p>
        <CannedReplyForm
          submitLabel="Add reply"
          onSaved={async (reply) => {
            notifySuccess(`Canned reply /${reply.shortcut} added.`);
            await reload();
          }}
        />
      </section>
      <section className="card" aria-labelledby="canned-list-title" aria-busy={!replies}>
        <div className="card-head">
          <h2 id="canned-list-title">Canned replies</h2>
          {replies && (
            <span className="muted">
              {replies.length} of at most {CANNED_REPLIES_MAX}
            </span>
          )}
        </div>
        {replies && replies.length > 0 && (
          <div className="field canned-filter">
            <label htmlFor="canned-filter">Find a reply</label>
            <input
              id="canned-filter"
              type="search"
              value={filter}
              placeholder="Shortcut, title or text"
              onChange={(event) => setFilter(event.target.value)}
            />
          </div>
        )}
        {replies?.length === 0 && <p role="status">No canned replies yet. Add the first one above.</p>}
        {replies && replies.length > 0 && shown.length === 0 && <p role="status">No reply matches “{filter}”.</p>}
        <ul className="canned-list">
          {shown.map((reply) =>
            editing === reply.id ? (
              <li key={reply.id} className="canned-item is-editing">
                <CannedReplyForm
                  reply={reply}
                  submitLabel="Save changes"
                  onCancel={() => setEditing(null)}
                  onSaved={async (saved) => {
                    notifySuccess(`Canned reply /${saved.shortcut} saved.`);
                    setEditing(null);
                    await reload();
                  }}
                />
              </li>
            ) : (
              <CannedReplyItem key={reply.id} reply={reply} onEdit={() => setEditing(reply.id)} onDeleted={reload} />
            ),
          )}
        </ul>
      </section>
    </div>
  );
}

function CannedReplyItem(props: { reply: CannedReply; onEdit: () => void; onDeleted: () => Promise<void> }) {
  const { reply, onEdit, onDeleted } = props;
  const { pending, run } = useAction();
  const remove = () => {
    if (!window.confirm(`Delete the canned reply /${reply.shortcut}? Agents can no longer insert it.`)) return;
    void run(
      () => staffDelete(`staff/canned-replies/${reply.id}`),
      () => {
        notifySuccess(`Canned reply /${reply.shortcut} deleted.`);
        return onDeleted();
      },
    );
  };
  return (
    <li className="canned-item">
      <div className="canned-item-head">
        <h3>
          <code>/{reply.shortcut}</code> {reply.title}
        </h3>
        <div className="row-actions">
          <button type="button" className="btn btn-small btn-outline" onClick={onEdit} disabled={pending}>
            Edit<span className="visually-hidden"> /{reply.shortcut}</span>
          </button>
          <button type="button" className="btn btn-small btn-danger" onClick={remove} disabled={pending}>
            Delete<span className="visually-hidden"> /{reply.shortcut}</span>
          </button>
        </div>
      </div>
      <p className="canned-body">{reply.body}</p>
      <p className="muted canned-updated">
        Changed <time dateTime={reply.updatedAt}>{formatDateTime(reply.updatedAt)}</time>
      </p>
    </li>
  );
}

/** Adds a reply, or (given one) changes it: only the fields that changed are sent. */
function CannedReplyForm(props: {
  reply?: CannedReply;
  submitLabel: string;
  onSaved: (reply: CannedReply) => Promise<void>;
  onCancel?: () => void;
}) {
  const { reply, submitLabel, onSaved, onCancel } = props;
  const submission = useSubmit({ fields: FIELDS });
  const initial: Draft = reply ? { shortcut: reply.shortcut, title: reply.title, body: reply.body } : EMPTY;
  const { values, setValues, field } = useFields<Draft>(initial, submission);

  async function submit(event: SubmitEvent) {
    event.preventDefault();
    const changed = reply
      ? Object.fromEntries(FIELDS.filter((name) => values[name] !== initial[name]).map((name) => [name, values[name]]))
      : values;
    if (reply && Object.keys(changed).length === 0) {
      onCancel?.();
      return;
    }
    await submission.send(
      () =>
        reply
          ? staffPatch<CannedReply>(`staff/canned-replies/${reply.id}`, changed)
          : staffPost<CannedReply>('staff/canned-replies', values),
      async (saved) => {
        if (!reply) setValues(EMPTY);
        await onSaved(saved);
      },
    );
  }

  return (
    <form
      ref={submission.ref}
      className="canned-form"
      onSubmit={submit}
      noValidate
      aria-label={reply ? `Edit /${reply.shortcut}` : undefined}
    >
      <div className="canned-form-row">
        <TextField
          {...field('shortcut')}
          label="Shortcut"
          hint="Lowercase letters, digits, - or _; agents type it after a /."
          autoComplete="off"
          spellCheck={false}
          maxLength={32}
          required
        />
        <TextField
          {...field('title')}
          label="Title"
          autoComplete="off"
          maxLength={FIELD_LIMITS.cannedReplyTitle}
          required
        />
      </div>
      <TextAreaField {...field('body')} label="Reply" rows={4} maxLength={CHAT_MESSAGE_MAX} required />
      <SubmitAlerts submission={submission} />
      <div className="row-actions">
        <SubmitButton pending={submission.pending}>{submitLabel}</SubmitButton>
        {onCancel && (
          <button type="button" className="btn btn-outline" onClick={onCancel}>
            Cancel
          </button>
        )}
      </div>
    </form>
  );
}
