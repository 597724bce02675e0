import { type MouseEvent, type SubmitEvent, useEffect, useRef, useState } from 'react';
import { idFromPath } from '../../../lib/path-id.ts';
import { displayText } from '../../../shared/chat/chat.ts';
import {
  type AssigneeFilter,
  CONVERSATION_STATUS_LABELS,
  CONVERSATION_STATUSES,
  type ConversationStatus,
} from '../../../shared/chat/chat.staff.ts';
import type { ConversationRow } from '../../../shared/chat/chat.staff.contract.ts';
import type { Paged } from '../../../shared/common/envelope.ts';
import { formatMinutes } from '../../../shared/service-levels/service-levels.ts';
import { staffSocket } from '../../../stores/realtime/staff-socket.ts';
import BuyerContextPanel from './BuyerContextPanel.tsx';
import ConversationView from './ConversationView.tsx';
import { NARROW_SCREEN } from './inbox-layout.ts';
import { conversationPath, INBOX_PATH, LEADS_PATH } from '../shared/console-links.ts';
import { useScreenAccess } from '../shared/useScreenAccess.tsx';
import { useStaffData } from '../shared/useStaffData.ts';
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
/** The conversation the address names (/console/inbox/{buyerId}), or null on the list alone. */
const conversationInAddress = () => idFromPath();
/** A plain click that the page handles itself; other clicks (new tab, copy) keep the link's own. */
const isPlainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * The agents' inbox, a workspace of three panes side by side: the conversation list (filters,
 * search, live), the open conversation (a chat with private notes, `/shortcut` canned replies,
 * typing both ways and read marks) and what is open for the buyer. The open conversation is in
 * the address (/console/inbox/{buyerId}), so it survives a reload and can be sent to a
 * colleague; on a phone the list and the conversation take turns on the screen. Everything
 * arrives over the staff socket as it happens.
 */
export default function InboxScreen() {
  const access = useScreenAccess();
  const { allowed } = access;
  const [assignee, setAssignee] = useState<AssigneeFilter>('any');
  const [status, setStatus] = useState<ConversationStatus | ''>('');
  const [search, setSearch] = useState('');
  const [q, setQ] = useState('');
  const [selected, setSelected] = useState<string | null>(conversationInAddress);
  const [now, setNow] = useState(() => Date.now());
  const [live, setLive] = useState(0);
  // Changes to the open conversation only, so the view and the buyer's context reload for it
  // and not for every message in the company.
  const [liveSelected, setLiveSelected] = useState(0);
  const selectedRef = useRef(selected);
  selectedRef.current = selected;

  const page = useStaffData<Paged<ConversationRow>>('staff/conversations', {
    query: { assignee, status: status || undefined, q: q || undefined, pageSize: PAGE_SIZE },
    enabled: allowed,
    refresh: live,
  }).data;

  // Back and Forward move between the conversations opened here, like any other page.
  useEffect(() => {
    const follow = () => setSelected(conversationInAddress());
    window.addEventListener('popstate', follow);
    return () => window.removeEventListener('popstate', follow);
  }, []);

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

  if (!access.ready) return access.gate;
  const { member } = access;

  const changed = () => {
    setLive((n) => n + 1);
    setLiveSelected((n) => n + 1);
  };

  /** Opens a conversation (null: the list alone) and puts it in the address. */
  const open = (buyerId: string | null) => {
    const path = buyerId ? conversationPath(buyerId) : INBOX_PATH;
    if (window.location.pathname !== path) window.history.pushState(null, '', path);
    setSelected(buyerId);
    // On a phone the list comes back at the top (the conversation scrolls itself into view).
    if (!buyerId && window.matchMedia(NARROW_SCREEN).matches) window.scrollTo(0, 0);
  };

  const applySearch = (event: SubmitEvent) => {
    event.preventDefault();
    setQ(search.trim());
  };

  return (
    <div className={`console-screen inbox${selected ? ' is-open' : ''}`}>
      <section className="card inbox-list" aria-labelledby="inbox-title">
        <div className="card-head">
          <h2 id="inbox-title">Conversations</h2>
          {page && <span className="muted">{page.total}</span>}
          <a href={LEADS_PATH}>Website leads</a>
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
            <select
              className="control"
              value={status}
              onChange={(e) => setStatus(e.target.value as ConversationStatus | '')}
            >
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
                className="control"
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
                <a
                  href={conversationPath(row.buyer.id)}
                  className={`inbox-row${selected === row.buyer.id ? ' is-selected' : ''}${overdue ? ' is-overdue' : ''}${row.orderRequestedAt ? ' is-order-request' : ''}`}
                  aria-current={selected === row.buyer.id ? 'page' : undefined}
                  onClick={(event) => {
                    if (!isPlainClick(event)) return;
                    event.preventDefault();
                    open(row.buyer.id);
                  }}
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
                </a>
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
            onBack={() => open(null)}
          />
          <BuyerContextPanel key={`context-${selected}`} buyerId={selected} live={liveSelected} />
        </>
      ) : (
        <section className="card inbox-view inbox-none" aria-label="Conversation">
          <p className="muted">Choose a conversation from the list.</p>
        </section>
      )}
    </div>
  );
}
