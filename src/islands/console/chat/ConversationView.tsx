import { Fragment, useEffect, useMemo, useRef, useState } from 'react';
import { reportFailure } from '../../../lib/api/report.ts';
import { staffGet, staffPost } from '../../../lib/api/staff.ts';
import AttachmentLink from '../../shared/AttachmentLink.tsx';
import { formatClock, formatDateTime } from '../../../lib/format/numbers.ts';
import { type ChatMessage, displayText } from '../../../shared/chat/chat.ts';
import type { CannedReply } from '../../../shared/chat/canned-replies.ts';
import {
  assignmentRefusal,
  CONVERSATION_STATUS_LABELS,
  isOrderRequest,
  nextConversationStatuses,
  TYPING_SHOWN_MS,
} from '../../../shared/chat/chat.staff.ts';
import type { ConversationDetail, ConversationNote, StaffRef } from '../../../shared/chat/chat.staff.contract.ts';
import type { StaffMember } from '../../../shared/staff/staff.ts';
import { staffSocket } from '../../../stores/realtime/staff-socket.ts';
import { dayKey, dayLabel } from '../../chat/days.ts';
import { DaySeparator, ReadMark } from '../../chat/ThreadParts.tsx';
import { draftOrderPath, INBOX_PATH } from '../shared/console-links.ts';
import NotFound from '../shared/NotFound.tsx';
import { useStaffData } from '../shared/useStaffData.ts';
import { NARROW_SCREEN } from './inbox-layout.ts';
import InboxComposer from './InboxComposer.tsx';

type Member = { id: string; role: StaffMember['role'] };
type Entry =
  { kind: 'message'; at: string; message: ChatMessage } | { kind: 'note'; at: string; note: ConversationNote };

/**
 * The open conversation, the middle pane of the inbox: who it is with and who handles it, the
 * thread as a chat (the buyer on the left, the agents and their private notes on the right,
 * day separators, read marks), and the composer pinned under it.
 */
export default function ConversationView(props: {
  buyerId: string;
  member: Member;
  /** Bumped when something changed this conversation: it loads again. */
  live: number;
  onChanged: () => void;
  /** Back to the list (the only way out on a phone, where the conversation fills the screen). */
  onBack: () => void;
}) {
  const { buyerId, member, live, onChanged, onBack } = props;
  const conversation = `staff/conversations/${buyerId}`;
  // The conversation, its notes and read mark, and its messages; again when it changed (`live`).
  const { data: detail, missing } = useStaffData<ConversationDetail>(conversation, { refresh: live });
  const messages = useStaffData<ChatMessage[]>(`${conversation}/messages`, { refresh: live }).data;
  const [typing, setTyping] = useState<string | null>(null);
  const canned = useStaffData<CannedReply[]>('staff/canned-replies').data ?? [];
  const colleagues = useStaffData<StaffRef[]>('staff/colleagues').data ?? [];
  const scroller = useRef<HTMLDivElement>(null);
  const pane = useRef<HTMLElement>(null);
  const loaded = detail !== undefined && messages !== undefined;

  // Reading the conversation marks the buyer's messages read.
  const unread = detail?.unreadCount ?? 0;
  useEffect(() => {
    if (unread > 0) staffPost(`${conversation}/read`).catch((error: unknown) => reportFailure(error));
  }, [conversation, unread]);

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
  }, [messages?.length, detail?.notes.length]);

  // The thread's pane shrinks when the composer grows or shows a refusal (an unknown
  // /shortcut): a thread read at its end stays at its end, the newest message whole.
  useEffect(() => {
    const element = scroller.current;
    if (!element) return;
    let atEnd = true;
    const onScroll = () => {
      atEnd = element.scrollHeight - element.scrollTop - element.clientHeight < 2;
    };
    const resized = new ResizeObserver(() => {
      if (atEnd) element.scrollTop = element.scrollHeight;
    });
    element.addEventListener('scroll', onScroll, { passive: true });
    resized.observe(element);
    return () => {
      element.removeEventListener('scroll', onScroll);
      resized.disconnect();
    };
  }, [loaded]);

  // On a phone the conversation takes the whole screen once it is there.
  useEffect(() => {
    if (loaded && window.matchMedia(NARROW_SCREEN).matches) pane.current?.scrollIntoView({ block: 'start' });
  }, [loaded]);

  const entries = useMemo<Entry[]>(() => {
    const list: Entry[] = [
      ...(messages ?? []).map((message): Entry => ({ kind: 'message', at: message.createdAt, message })),
      ...(detail?.notes ?? []).map((note): Entry => ({ kind: 'note', at: note.createdAt, note })),
    ];
    return list.sort((a, b) => a.at.localeCompare(b.at));
  }, [messages, detail?.notes]);

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

  const back = (
    <a
      className="inbox-back"
      href={INBOX_PATH}
      onClick={(event) => {
        event.preventDefault();
        onBack();
      }}
    >
      <span aria-hidden="true">←</span>Back to list
    </a>
  );

  // An address naming no buyer (mistyped, or the account is gone) says so in the pane.
  if (missing) return <NotFound name="Conversation" back={back} className="inbox-view" />;
  if (!detail || !messages) return <section className="card inbox-view" aria-label="Conversation" aria-busy="true" />;
  const lastAgentSeq = messages.findLast((m) => m.sender !== 'buyer')?.seq ?? 0;

  return (
    <section className="card inbox-view" aria-labelledby="conversation-title" ref={pane}>
      <header className="inbox-view-head">
        {back}
        <div className="inbox-view-who">
          <h2 id="conversation-title">{detail.buyer.fullName}</h2>
          <p className="muted">
            {detail.buyer.country ? `${detail.buyer.country} · ` : ''}
            {CONVERSATION_STATUS_LABELS[detail.status]} ·{' '}
            {detail.assignee ? `Handled by ${detail.assignee.fullName}` : 'Unassigned'}
          </p>
        </div>
        <div className="inbox-actions" role="group" aria-label="Conversation actions">
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
          {mayAssign(member, detail.assignee) && (
            <HandOver
              colleagues={colleagues.filter((c) => c.id !== detail.assignee?.id)}
              onAssign={(agentId) => act('assign', { agentId })}
            />
          )}
        </div>
      </header>
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
        {entries.length === 0 && <p className="muted inbox-empty">No messages yet.</p>}
        <ol className="messages">
          {entries.map((entry, index) => {
            const previous = entries[index - 1];
            const newDay = !previous || dayKey(previous.at) !== dayKey(entry.at);
            return (
              <Fragment key={entry.kind === 'message' ? entry.message.id : entry.note.id}>
                {newDay && <DaySeparator label={dayLabel(entry.at)} />}
                {entry.kind === 'message' ? (
                  <MessageEntry
                    message={entry.message}
                    read={entry.message.seq <= detail.buyerReadUpTo}
                    last={entry.message.seq === lastAgentSeq}
                  />
                ) : (
                  <li className="message message-self inbox-note">
                    <span className="visually-hidden">Private note by </span>
                    <div className="bubble">
                      <p className="bubble-label">Private note</p>
                      <p className="bubble-text">{entry.note.text}</p>
                      <p className="bubble-meta">
                        {entry.note.author?.fullName ?? 'Former staff'}
                        <time dateTime={entry.note.createdAt}>{formatClock(entry.note.createdAt)}</time>
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
      <InboxComposer buyerId={buyerId} canned={canned} onSent={onChanged} />
    </section>
  );
}

const freshLink = (attachmentId: string) =>
  staffGet<{ link: string }>(`attachments/${encodeURIComponent(attachmentId)}/link`);

/** One chat message as the agent sees it: the buyer's on the left, the agents' on the right. */
function MessageEntry({ message, read, last }: { message: ChatMessage; read: boolean; last: boolean }) {
  const fromBuyer = message.sender === 'buyer';
  return (
    <li
      className={`message ${fromBuyer ? 'message-other' : 'message-self'}${isOrderRequest(message) ? ' is-order-request' : ''}`}
    >
      <span className="visually-hidden">{message.senderName}: </span>
      <div className="bubble">
        {message.attachment ? (
          <AttachmentLink attachment={message.attachment} freshLink={freshLink} kindLabel={(kind) => `${kind} file`} />
        ) : (
          <p className="bubble-text">{displayText(message)}</p>
        )}
        <p className="bubble-meta">
          {!fromBuyer && <span aria-hidden="true">{message.senderName}</span>}
          <time dateTime={message.createdAt}>{formatClock(message.createdAt)}</time>
          {!fromBuyer && (
            // The newest answer carries the state the tests and agents look for first.
            <ReadMark read={read} label={read ? 'Read' : 'Delivered'} testId={last ? 'read-state' : undefined} />
          )}
        </p>
      </div>
    </li>
  );
}

/** Whether the staff member may give the conversation to anyone: the rule the server applies. */
const mayAssign = (member: Member, assignee: StaffRef | null) =>
  assignmentRefusal({ id: member.id, type: member.role }, assignee?.id ?? null, assignee?.fullName ?? null) === null;

/**
 * Claim an unassigned conversation; an admin may explicitly take one over from a colleague;
 * an agent sees who has it (the server refuses them taking it anyway).
 */
function AssignmentAction(props: {
  assignee: { id: string; fullName: string } | null;
  member: Member;
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
  if (!mayAssign(member, assignee)) return <span className="muted">{assignee.fullName} is handling it</span>;
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

/**
 * Gives the conversation to a colleague (its owner, anyone while unassigned, or an admin),
 * folded behind one button so the thread keeps the room.
 */
function HandOver({ colleagues, onAssign }: { colleagues: StaffRef[]; onAssign: (agentId: string) => void }) {
  const [to, setTo] = useState('');
  const menu = useRef<HTMLDetailsElement>(null);
  if (colleagues.length === 0) return null;
  return (
    <details className="inbox-handover" ref={menu}>
      <summary className="btn btn-small btn-outline">Hand over</summary>
      <form
        className="inbox-handover-form"
        onSubmit={(event) => {
          event.preventDefault();
          if (to) onAssign(to);
          setTo('');
          if (menu.current) menu.current.open = false;
        }}
      >
        <label htmlFor="inbox-handover">Hand over to</label>
        <select id="inbox-handover" className="control" value={to} onChange={(e) => setTo(e.target.value)}>
          <option value="">Choose a colleague</option>
          {colleagues.map((colleague) => (
            <option key={colleague.id} value={colleague.id}>
              {colleague.fullName}
            </option>
          ))}
        </select>
        <button type="submit" className="btn btn-small btn-primary" disabled={!to}>
          Assign
        </button>
      </form>
    </details>
  );
}
