import { useStore } from '@nanostores/react';
import { Fragment, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { QuoteCard } from '../../shared/quotes/quotes.contract.ts';
import { $chatLoaded, $hasOlderMessages, $messages, loadOlderMessages } from '../../stores/chat.ts';
import { $visibleMessages } from '../../stores/chat-search.ts';
import { $hubSearch } from '../../stores/hub-search.ts';
import { messages as i18nMessages, params, useFormat, useMessages } from '../../stores/locale.ts';
import { dayKey, dayLabel } from './days.ts';
import MessageBubble from './MessageBubble.tsx';
import { DaySeparator } from './ThreadParts.tsx';

/** How close to the bottom (px) still counts as "reading the latest". */
const NEAR_BOTTOM = 120;

const text = i18nMessages('messages/list', {
  loading: 'Loading your conversation...',
  noMatch: params('No messages match "{search}".'),
  none: 'No messages yet. Ask a sourcing agent about products, prices or an order.',
  conversation: 'Conversation',
  loadingOlder: 'Loading earlier messages...',
  showOlder: 'Show earlier messages',
  today: 'Today',
  yesterday: 'Yesterday',
});

/** The conversation, grouped by day, kept scrolled to the latest message while reading it. */
export default function MessageList({
  onViewOrder,
  onViewQuote,
}: {
  onViewOrder: (orderId: string) => void;
  onViewQuote: (quote: QuoteCard) => void;
}) {
  const t = useMessages(text);
  const format = useFormat();
  const items = useStore($visibleMessages);
  const newestQuotes = useNewestQuoteVersions();
  const loaded = useStore($chatLoaded);
  const search = useStore($hubSearch).trim();
  const hasOlder = useStore($hasOlderMessages);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const scroller = useRef<HTMLDivElement>(null);
  const stickToBottom = useRef(true);
  /** Distance from the bottom before older messages were added above, to keep the view still. */
  const keepFromBottom = useRef<number | undefined>(undefined);

  const showOlder = async () => {
    const element = scroller.current;
    if (element) keepFromBottom.current = element.scrollHeight - element.scrollTop;
    setLoadingOlder(true);
    try {
      await loadOlderMessages();
    } catch {
      // The fetch layer already told the buyer (toast or /no-connection); nothing was added.
      keepFromBottom.current = undefined;
    } finally {
      setLoadingOlder(false);
    }
  };

  useEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const onScroll = () => {
      stickToBottom.current = element.scrollHeight - element.scrollTop - element.clientHeight < NEAR_BOTTOM;
    };
    element.addEventListener('scroll', onScroll, { passive: true });
    return () => element.removeEventListener('scroll', onScroll);
  }, []);

  const last = items.at(-1);
  useLayoutEffect(() => {
    const element = scroller.current;
    if (element && keepFromBottom.current !== undefined) {
      element.scrollTop = element.scrollHeight - keepFromBottom.current;
      keepFromBottom.current = undefined;
      return;
    }
    if (element && (stickToBottom.current || last?.delivery === 'pending')) element.scrollTop = element.scrollHeight;
  }, [items.length, last?.id, last?.delivery]);

  let empty: string | undefined;
  if (items.length === 0) {
    if (!loaded) empty = t.loading;
    else if (search) empty = t.noMatch({ search });
    else empty = t.none;
  }

  return (
    // A live log: new messages are announced politely; focusable so it scrolls by keyboard.
    <div className="chat-scroll" ref={scroller} tabIndex={0} role="log" aria-label={t.conversation} aria-busy={!loaded}>
      {empty ? (
        <p className="chat-empty">{empty}</p>
      ) : (
        <ol className="messages">
          {hasOlder && !search && (
            <li className="day">
              <button type="button" className="older-messages" onClick={showOlder} disabled={loadingOlder}>
                {loadingOlder ? t.loadingOlder : t.showOlder}
              </button>
            </li>
          )}
          {items.map((item, index) => {
            const previous = items[index - 1];
            const newDay = !previous || dayKey(previous.createdAt) !== dayKey(item.createdAt);
            return (
              <Fragment key={item.id}>
                {newDay && <DaySeparator label={dayLabel(item.createdAt, new Date(), t, format.locale)} />}
                <MessageBubble
                  item={item}
                  replaced={item.quote !== null && item.quote.version < (newestQuotes.get(item.quote.inquiryId) ?? 0)}
                  onViewOrder={onViewOrder}
                  onViewQuote={onViewQuote}
                />
              </Fragment>
            );
          })}
        </ol>
      )}
    </div>
  );
}

/** The newest quote version the conversation holds, per inquiry (searching must not hide it). */
function useNewestQuoteVersions(): Map<string, number> {
  const messages = useStore($messages);
  return useMemo(() => {
    const newest = new Map<string, number>();
    for (const { quote } of messages) {
      if (quote && quote.version > (newest.get(quote.inquiryId) ?? 0)) newest.set(quote.inquiryId, quote.version);
    }
    return newest;
  }, [messages]);
}
