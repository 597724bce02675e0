import { Fragment, type SubmitEvent, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { reportFailure } from '../../../lib/api/report.ts';
import { staffGet, staffPost } from '../../../lib/api/staff.ts';
import { formatDateTime, formatTime } from '../../../lib/format/numbers.ts';
import { type CannedReply, insertCannedReply, shortcutBeingTyped } from '../../../shared/inbox/canned-replies.ts';
import { type ChatMessage, displayText } from '../../../shared/chat/chat.ts';
import { type AssigneeFilter, CONVERSATION_STATUS_LABELS, CONVERSATION_STATUSES, type ConversationStatus, isOrderRequest, nextConversationStatuses, TYPING_REPEAT_MS, TYPING_SHOWN_MS } from '../../../shared/inbox/conversation.ts';
import type { ConversationDetail, ConversationNote, ConversationRow } from '../../../shared/inbox/inbox.contract.ts';
import type { StaffRef } from '../../../shared/inbox/inbox.contract.ts';
import type { Paged } from '../../../shared/common/envelope.ts';
import { can } from '../../../shared/staff/permissions.ts';
import { formatMinutes } from '../../../shared/service-levels/service-levels.ts';
import { dayKey, dayLabel } from '../../chat/days.ts';
import { staffSocket } from '../../../stores/realtime/staff-socket.ts';
import { SubmitButton } from '../../shared/FormFields.tsx';
import { SubmitAlerts, useSubmit } from '../../shared/useSubmit.tsx';
import BuyerContextPanel from './BuyerContextPanel.tsx';
import { draftOrderPath } from '../shared/console-links.ts';
import NotAllowed from '../shared/NotAllowed.tsx';
import type { StaffMember } from '../../../shared/staff/staff.ts';
import { useStaffMember } from '../shared/useStaffMember.ts';
import '../../shared/hub.css';
import '../shared/console.css';
import './inbox.css';

const PAGE_SIZE = 25;
const ASSIGNEE_TABS: { value: AssigneeFilter; label: string }[] = [
  { value: 'me', label: 'Mine' },
  { value: 'none', label: 'Unassigned' },
  { value: 'any', label: 'All' },
];

const minutesSince = (iso: string, now: number) => Math.max(0, (now - new Date(iso).getTime()) / 60_000);
/** Past the first-response target now, also when it ran out while the screen was open. */
const isOverdue = (row: ConversationRow, now: number) => row.dueAt !== null && now > Date.parse(row.dueAt);
/** The buyer a live event is about. */
const buyerOf = (event: { buyerId: string } | { buyer: { id: string } }) =>
  'buyerId' in event ? event.buyerId : event.buyer.id;
const newId = () => crypto.randomUUID();

/**
 * The agents' inbox: the conversation list (filters, search, live), one conversation with
 * its messages and private notes, a composer with `/shortcut` canned replies, typing both
 * ways and read receipts. Everything arrives over the staff socket as it happens.
 */
export default function InboxScreen() {
  const member = useStaffMember();
  const allowed = Boolean(member && can(member.role, 'inbox.answer'));
  const [assignee, setAssignee] = useState<AssigneeFilter>('any');
  const [status, setStatus] = useState<ConversationStatus | ''>('');
  const [search, setSearch] = useState('');
  const [q, setQ] = useState('');
  const [page, setPage] = useState<Paged<ConversationRow>>();
  const [selected, setSelected] = useState<string | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const [live, setLive] = useState(0);
  // Changes to the open conversation only, so the view and the buyer's context reload for it
  // and not for every message in the company.
  const [liveSelected, setLiveSelected] = useState(0);
  const selectedRef = useRef(selected);
  selectedRef.current = selected;

  const load = useCallback(() => {
    staffGet<Paged<ConversationRow>>('staff/conversations', {
      assignee,
      status: status || undefined,
      q: q || undefined,
      pageSize: PAGE_SIZE,
    })
      .then(setPage)
      .catch((error: unknown) => reportFailure(error));
  }, [assignee, status, q]);

  useEffect(() => {
    if (allowed) load();
  }, [allowed, load, live]);

  // Waiting times tick while the screen is open.
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(timer);
  }, []);

  // The console's one socket: anything that changes the list reloads the page shown.
  useEffect(() => {
    if (!allowed) return;
    const refresh = (event: { buyerId: string } | { buyer: { id: string } }) => {
      setLive((n) => n + 1);
      if (buyerOf(event) === selectedRef.current) setLiveSelected((n) => n + 1);
    };
    const stops = [
      staffSocket.subscribe('receive-message', refresh),
      staffSocket.subscribe('conversation-updated', refresh),
      staffSocket.subscribe('messages-read', refresh),
    ];
    return () => stops.forEach((stop) => stop());
  }, [allowed]);

  if (!member) return <p role="status">Loading...</p>;
  if (!allowed) return <NotAllowed />;

  const changed = () => {
    setLive((n) => n + 1);
    setLiveSelected((n) => n + 1);
  };

  const applySearch = (event: SubmitEvent) => {
    event.preventDefault();
    setQ(search.trim());
  };

  return (
    <div className="console-screen inbox">
      <section className="card inbox-list" aria-labelledby="inbox-title">
        <div className="card-head">
          <h2 id="inbox-title">Conversations</h2>
          {page && <span className="muted">{page.total}</span>}
        </div>
        <div className="inbox-tabs" role="group" aria-label="Whose conversations">
          {ASSIGNEE_TABS.map((tab) => (
            <button
              key={tab.value}
              type="button"
              className={`btn btn-small ${assignee === tab.value ? 'btn-primary' : 'btn-outline'}`}
              aria-pressed={assignee === tab.value}
              onClick={() => setAssignee(tab.value)}
            >
              {tab.label}
            </button>
          ))}
        </div>
        <div className="inbox-filters">
          <label>
            <span className="visually-hidden">Status</span>
            <select value={status} onChange={(e) => setStatus(e.target.value as ConversationStatus | '')}>
              <option value="">Any status</option>
              {CONVERSATION_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {CONVERSATION_STATUS_LABELS[s]}
                </option>
              ))}
            </select>
          </label>
          <form role="search" onSubmit={applySearch}>
            <label>
              <span className="visually-hidden">Search messages and buyers</span>
              <input
                type="search"
                placeholder="Search messages, names"
                value={search}
                onChange={(e) => setSearch(e.target.value)}
              />
            </label>
          </form>
        </div>
        {page && page.items.length === 0 && <p role="status">No conversations here.</p>}
        <ul className="inbox-rows">
          {page?.items.map((row) => {
            const overdue = isOverdue(row, now);
            return (
              <li key={row.buyer.id}>
                <button
                  type="button"
                  className={`inbox-row${selected === row.buyer.id ? ' is-selected' : ''}${overdue ? ' is-overdue' : ''}${row.orderRequestedAt ? ' is-order-request' : ''}`}
                  aria-current={selected === row.buyer.id}
                  onClick={() => setSelected(row.buyer.id)}
                >
                  <span className="inbox-row-head">
                    <strong>{row.buyer.fullName}</strong>
                    {row.buyer.country && <span className="muted"> · {row.buyer.country}</span>}
                    {row.unreadCount > 0 && (
                      <span className="inbox-unread" aria-label={`${row.unreadCount} unread`}>
                        {row.unreadCount}
                      </span>
                    )}
                  </span>
                  {row.orderRequestedAt && (
                    <span className="inbox-flag">
                      <span aria-hidden="true">★ </span>Start Order request
                    </span>
                  )}
                  <span className="inbox-last">
                    {row.lastMessage ? displayText(row.lastMessage) : 'No messages yet'}
                  </span>
                  <span className="inbox-row-meta muted">
                    {CONVERSATION_STATUS_LABELS[row.status]} · {row.assignee ? row.assignee.fullName : 'Unassigned'}
                    {row.waitingSince && (
                      <>
                        {' '}
                        · waiting {formatMinutes(minutesSince(row.waitingSince, now))}
                        {overdue && (
                          <>
                            {' '}
                            <strong className="inbox-overdue">Past target</strong>
                          </>
                        )}
                      </>
                    )}
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      </section>
      {selected ? (
        <>
          <ConversationView
            key={selected}
            buyerId={selected}
            member={member}
            live={liveSelected}
            onChanged={changed}
          />
          <BuyerContextPanel key={`context-${selected}`} buyerId={selected} live={liveSelected} />
        </>
      ) : (
        <section className="card inbox-view">
          <p className="muted">Choose a conversation.</p>
        </section>
      )}
    </div>
  );
}

type Entry =
  { kind: 'message'; at: string; message: ChatMessage } | { kind: 'note'; at: string; note: ConversationNote };

function ConversationView(props: {
  buyerId: string;
  member: { id: string; role: StaffMember['role'] };
  live: number;
  onChanged: () => void;
}) {
  const { buyerId, member, live, onChanged } = props;
  const [detail, setDetail] = useState<ConversationDetail>();
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [typing, setTyping] = useState<string | null>(null);
  const [text, setText] = useState('');
  const [asNote, setAsNote] = useState(false);
  const [canned, setCanned] = useState<CannedReply[]>([]);
  const [colleagues, setColleagues] = useState<StaffRef[]>([]);
  const lastTyping = useRef(0);
  const scroller = useRef<HTMLDivElement>(null);
  // The reply goes through the one submit path: a refusal is toasted as before (the composer
  // has no field to show it under), a lost answer keeps the text and offers Retry.
  const submission = useSubmit({ toastFieldErrors: true });
  const replyId = useRef<string | null>(null);

  useEffect(() => {
    staffGet<CannedReply[]>('staff/canned-replies').then(setCanned, () => setCanned([]));
    staffGet<StaffRef[]>('staff/colleagues').then(setColleagues, () => setColleagues([]));
  }, []);

  // The conversation, its notes and read mark; reading it marks the buyer's messages read.
  useEffect(() => {
    let current = true;
    Promise.all([
      staffGet<ConversationDetail>(`staff/conversations/${buyerId}`),
      staffGet<ChatMessage[]>(`staff/conversations/${buyerId}/messages`),
    ])
      .then(async ([d, m]) => {
        if (!current) return;
        setDetail(d);
        setMessages(m);
        if (d.unreadCount > 0) await staffPost(`staff/conversations/${buyerId}/read`);
      })
      .catch((error: unknown) => reportFailure(error));
    return () => {
      current = false;
    };
  }, [buyerId, live]);

  useEffect(() => {
    let hide: ReturnType<typeof setTimeout> | undefined;
    const onTyping = (event: { from: string; name: string }) => {
      if (event.from !== buyerId) return;
      setTyping(event.name);
      clearTimeout(hide);
      hide = setTimeout(() => setTyping(null), TYPING_SHOWN_MS);
    };
    const onMessage = (message: ChatMessage) => {
      if (message.buyerId === buyerId && message.sender === 'buyer') setTyping(null);
    };
    const stops = [staffSocket.subscribe('typing', onTyping), staffSocket.subscribe('receive-message', onMessage)];
    return () => {
      clearTimeout(hide);
      stops.forEach((stop) => stop());
    };
  }, [buyerId]);

  useEffect(() => {
    const element = scroller.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [messages.length, detail?.notes.length]);

  const entries = useMemo<Entry[]>(() => {
    const list: Entry[] = [
      ...messages.map((message): Entry => ({ kind: 'message', at: message.createdAt, message })),
      ...(detail?.notes ?? []).map((note): Entry => ({ kind: 'note', at: note.createdAt, note })),
    ];
    return list.sort((a, b) => a.at.localeCompare(b.at));
  }, [messages, detail?.notes]);

  const shortcut = shortcutBeingTyped(text);
  const suggestions = shortcut === null ? [] : canned.filter((c) => c.shortcut.startsWith(shortcut)).slice(0, 6);

  const onText = (value: string) => {
    setText(value);
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
        onChanged();
      },
    );
  }

  // A refusal (a colleague claimed it first) is told, and the view shows who has it now.
  async function act(path: string, json: unknown) {
    try {
      await staffPost(`staff/conversations/${buyerId}/${path}`, json);
    } catch (error) {
      reportFailure(error);
    } finally {
      onChanged();
    }
  }

  if (!detail) return <section className="card inbox-view" aria-busy="true" />;
  const lastAgentSeq = messages.findLast((m) => m.sender !== 'buyer')?.seq ?? 0;
  const seen = lastAgentSeq > 0 && detail.buyerReadUpTo >= lastAgentSeq;

  return (
    <section className="card inbox-view" aria-labelledby="conversation-title">
      <div className="card-head inbox-view-head">
        <div>
          <h2 id="conversation-title">{detail.buyer.fullName}</h2>
          <p className="muted">
            {detail.buyer.email}
            {detail.buyer.country ? ` · ${detail.buyer.country}` : ''} · {CONVERSATION_STATUS_LABELS[detail.status]} ·{' '}
            {detail.assignee ? `Handled by ${detail.assignee.fullName}` : 'Unassigned'}
          </p>
        </div>
        <div className="inbox-actions">
          <AssignmentAction
            assignee={detail.assignee}
            member={member}
            onAssign={(agentId) => act('assign', { agentId })}
          />
          {detail.assignee?.id === member.id && (
            <button
              type="button"
              className="btn btn-small btn-outline"
              onClick={() => act('assign', { agentId: null })}
            >
              Release
            </button>
          )}
          {nextConversationStatuses(detail.status).map((next) => (
            <button
              key={next}
              type="button"
              className="btn btn-small btn-outline"
              onClick={() => act('status', { status: next })}
            >
              Mark {CONVERSATION_STATUS_LABELS[next].toLowerCase()}
            </button>
          ))}
        </div>
        {(!detail.assignee || detail.assignee.id === member.id || member.role === 'admin') && (
          <HandOver
            colleagues={colleagues.filter((c) => c.id !== detail.assignee?.id)}
            onAssign={(agentId) => act('assign', { agentId })}
          />
        )}
      </div>
      {detail.orderRequestedAt && (
        <div className="inbox-order-request" role="note" aria-label="Start Order request">
          <p>
            <strong>Start Order request</strong> since {formatDateTime(detail.orderRequestedAt)}: the buyer asks for an
            order. Answer it with a drafted order.
          </p>
          <a className="btn btn-small btn-primary" href={draftOrderPath(buyerId)}>
            Draft order
          </a>
        </div>
      )}
      <div className="inbox-messages" ref={scroller} role="log" aria-label="Conversation" tabIndex={0}>
        <ol className="messages">
          {entries.map((entry, index) => {
            const previous = entries[index - 1];
            const newDay = !previous || dayKey(previous.at) !== dayKey(entry.at);
            return (
              <Fragment key={entry.kind === 'message' ? entry.message.id : entry.note.id}>
                {newDay && (
                  <li className="day">
                    <span>{dayLabel(entry.at)}</span>
                  </li>
                )}
                {entry.kind === 'message' ? (
                  <li
                    className={`message ${entry.message.sender === 'buyer' ? 'message-agent' : 'message-self'}${isOrderRequest(entry.message) ? ' is-order-request' : ''}`}
                  >
                    <div className="bubble">
                      <p className="bubble-text">{displayText(entry.message)}</p>
                      <p className="bubble-meta">
                        {entry.message.sender !== 'buyer' && `${entry.message.senderName} · `}
                        <time dateTime={entry.message.createdAt}>{formatTime(entry.message.createdAt)}</time>
                        {entry.message.seq === lastAgentSeq && (
                          <span className="delivery" data-testid="read-state">
                            {' '}
                            · {seen ? 'Read' : 'Delivered'}
                          </span>
                        )}
                      </p>
                    </div>
                  </li>
                ) : (
                  <li className="message message-self inbox-note">
                    <div className="bubble">
                      <p className="bubble-text">
                        <strong>Private note: </strong>
                        {entry.note.text}
                      </p>
                      <p className="bubble-meta">
                        {entry.note.author?.fullName ?? 'Former staff'} ·{' '}
                        <time dateTime={entry.note.createdAt}>{formatTime(entry.note.createdAt)}</time>
                      </p>
                    </div>
                  </li>
                )}
              </Fragment>
            );
          })}
        </ol>
      </div>
      <p className="inbox-typing" aria-live="polite">
        {typing ? `${typing} is typing…` : ''}
      </p>
      <form ref={submission.ref} className="inbox-composer" onSubmit={send}>
        <label className="inbox-note-toggle">
          <input type="checkbox" checked={asNote} onChange={(e) => setAsNote(e.target.checked)} /> Private note (the
          buyer never sees it)
        </label>
        <label htmlFor="inbox-text" className="visually-hidden">
          {asNote ? 'Note' : 'Reply'}
        </label>
        <textarea
          id="inbox-text"
          rows={3}
          value={text}
          placeholder={asNote ? 'A note for your colleagues' : 'Reply, or type / for a canned reply'}
          onChange={(e) => onText(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
              e.preventDefault();
              const first = suggestions[0];
              if (first) setText(insertCannedReply(text, first));
              else void send();
            }
          }}
          aria-describedby="inbox-hint"
        />
        <span id="inbox-hint" className="visually-hidden">
          Enter sends; Shift and Enter starts a new line; a /shortcut and Enter inserts that canned reply.
        </span>
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
        <SubmitAlerts submission={submission} />
        <SubmitButton pending={submission.pending} disabled={!text.trim()}>
          {asNote ? 'Add note' : 'Send'}
        </SubmitButton>
      </form>
    </section>
  );
}

/**
 * Claim an unassigned conversation; an admin may explicitly take one over from a colleague;
 * an agent sees who has it (the server refuses them taking it anyway).
 */
function AssignmentAction(props: {
  assignee: { id: string; fullName: string } | null;
  member: { id: string; role: StaffMember['role'] };
  onAssign: (agentId: string) => void;
}) {
  const { assignee, member, onAssign } = props;
  if (assignee?.id === member.id) return null;
  if (!assignee) {
    return (
      <button type="button" className="btn btn-small btn-primary" onClick={() => onAssign(member.id)}>
        Claim
      </button>
    );
  }
  if (member.role !== 'admin') return <span className="muted">{assignee.fullName} is handling it</span>;
  return (
    <button
      type="button"
      className="btn btn-small btn-outline"
      onClick={() => {
        if (window.confirm(`Take this conversation over from ${assignee.fullName}?`)) onAssign(member.id);
      }}
    >
      Take over from {assignee.fullName}
    </button>
  );
}

/** Gives the conversation to a colleague (its owner, anyone while unassigned, or an admin). */
function HandOver({ colleagues, onAssign }: { colleagues: StaffRef[]; onAssign: (agentId: string) => void }) {
  const [to, setTo] = useState('');
  if (colleagues.length === 0) return null;
  return (
    <form
      className="inbox-handover"
      onSubmit={(event) => {
        event.preventDefault();
        if (to) onAssign(to);
        setTo('');
      }}
    >
      <label>
        Hand over to{' '}
        <select value={to} onChange={(e) => setTo(e.target.value)}>
          <option value="">Choose a colleague</option>
          {colleagues.map((colleague) => (
            <option key={colleague.id} value={colleague.id}>
              {colleague.fullName}
            </option>
          ))}
        </select>
      </label>
      <button type="submit" className="btn btn-small btn-outline" disabled={!to}>
        Assign
      </button>
    </form>
  );
}
