import { type SubmitEvent, useState } from 'react';
import { formatDateTime } from '../../../lib/format/numbers.ts';
import { reportFailure } from '../../../lib/api/report.ts';
import { staffPost } from '../../../lib/api/staff.ts';
import type { Paged } from '../../../shared/common/envelope.ts';
import { countryLabel } from '../../../shared/common/countries.ts';
import type { Lead } from '../../../shared/contact/contact.contract.ts';
import { CONTACT_INTEREST_LABELS, LEAD_STATUS_LABELS, type LeadStatus } from '../../../shared/contact/contact.ts';
import { INBOX_PATH } from '../shared/console-links.ts';
import { useScreenAccess } from '../shared/useScreenAccess.tsx';
import { useStaffData } from '../shared/useStaffData.ts';
import '../../shared/hub.css';
import '../shared/console.css';
import '../chat/inbox.css';

const PAGE_SIZE = 25;
const TABS: { value: LeadStatus | ''; label: string }[] = [
  { value: 'NEW', label: 'New' },
  { value: 'ANSWERED', label: 'Answered' },
  { value: '', label: 'All' },
];

/**
 * Website leads (docs/product/console.md): the messages people sent with the contact form,
 * newest first, beside the buyers' conversations of the inbox. A lead may have no account, so
 * the agent answers by e-mail (sent through the mail outbox, in the language the message was
 * written from); the lead is then Answered, with every reply kept under it.
 */
export default function LeadsScreen() {
  const access = useScreenAccess();
  const [status, setStatus] = useState<LeadStatus | ''>('NEW');
  const [refresh, setRefresh] = useState(0);
  const page = useStaffData<Paged<Lead>>('staff/leads', {
    query: { status: status || undefined, pageSize: PAGE_SIZE },
    enabled: access.allowed,
    refresh,
  }).data;
  if (!access.ready) return access.gate;

  return (
    <div className="console-screen leads">
      <section className="card" aria-labelledby="leads-title">
        <div className="card-head">
          <h2 id="leads-title">Website leads</h2>
          {page && <span className="muted">{page.total}</span>}
          <a href={INBOX_PATH}>Buyer conversations</a>
        </div>
        <div className="inbox-tabs" role="group" aria-label="Which leads">
          {TABS.map((tab) => (
            <button
              key={tab.label}
              type="button"
              className={`btn btn-small ${status === tab.value ? 'btn-primary' : 'btn-outline'}`}
              aria-pressed={status === tab.value}
              onClick={() => setStatus(tab.value)}
            >
              {tab.label}
            </button>
          ))}
        </div>
        {!page && <p role="status">Loading the leads...</p>}
        {page && page.items.length === 0 && <p role="status">No leads here.</p>}
        <ol className="lead-list">
          {page?.items.map((lead) => (
            <LeadItem key={lead.id} lead={lead} onAnswered={() => setRefresh((n) => n + 1)} />
          ))}
        </ol>
      </section>
    </div>
  );
}

function LeadItem({ lead, onAnswered }: { lead: Lead; onAnswered(): void }) {
  const [body, setBody] = useState('');
  const [sending, setSending] = useState(false);
  const [error, setError] = useState('');
  const id = `lead-${lead.id}`;

  async function answer(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!body.trim()) {
      setError('Write the answer first.');
      return;
    }
    setSending(true);
    try {
      await staffPost<Lead>(`staff/leads/${lead.id}/replies`, { body: body.trim() });
      setBody('');
      onAnswered();
    } catch (failure) {
      reportFailure(failure);
    } finally {
      setSending(false);
    }
  }

  return (
    <li className="lead" aria-labelledby={`${id}-name`}>
      <h3 id={`${id}-name`}>
        {lead.name} · {lead.company} <span className="status-pill">{LEAD_STATUS_LABELS[lead.status]}</span>
      </h3>
      <p className="muted">
        {formatDateTime(lead.createdAt)} · {countryLabel(lead.country) ?? lead.country} ·{' '}
        {CONTACT_INTEREST_LABELS[lead.interest].en} · written in {lead.language === 'fr' ? 'French' : 'English'}
      </p>
      <p>
        <a href={`mailto:${lead.email}`}>{lead.email}</a> · <a href={`tel:${lead.phone}`}>{lead.phone}</a>
      </p>
      <blockquote className="lead-message">{lead.message}</blockquote>
      {lead.replies.map((reply) => (
        <div key={reply.id} className="lead-reply">
          <p className="muted">
            Answered by {reply.authorName ?? 'a former member'} on {formatDateTime(reply.createdAt)}
          </p>
          <p>{reply.body}</p>
        </div>
      ))}
      <form onSubmit={answer} noValidate>
        <div className="field">
          <label htmlFor={`${id}-answer`}>
            {lead.replies.length ? 'Write again' : 'Answer'} by e-mail (
            {lead.language === 'fr' ? 'in French' : 'in English'})
          </label>
          <textarea
            id={`${id}-answer`}
            rows={4}
            maxLength={8000}
            value={body}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-answer-error` : undefined}
            onChange={(e) => {
              setBody(e.target.value);
              setError('');
            }}
          />
          {error && (
            <span id={`${id}-answer-error`} className="field-error">
              {error}
            </span>
          )}
        </div>
        <button type="submit" className="btn btn-primary" disabled={sending}>
          {sending ? 'Sending...' : 'Send the answer'}
        </button>
      </form>
    </li>
  );
}
