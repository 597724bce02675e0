import { agentNameIn } from '../../shared/chat/agent-name.ts';
import { displayText } from '../../shared/chat/chat.ts';
import type { QuoteCard } from '../../shared/quotes/quotes.contract.ts';
import type { ChatItem } from '../../stores/chat-log.ts';
import { discardMessage, freshAttachmentLink, retryMessage } from '../../stores/chat.ts';
import AttachmentLink from '../shared/AttachmentLink.tsx';
import { messages, params, useFormat, useMessages } from '../../stores/locale.ts';
import OrderCardView from './OrderCardView.tsx';
import { ReadMark } from './ThreadParts.tsx';
import QuoteCardView from './QuoteCardView.tsx';

const text = messages('messages/bubble', {
  you: 'You',
  waiting: 'Waiting for the server to confirm',
  sending: 'Sending...',
  notSent: params('Not sent: {error}'),
  tryAgain: 'Try again',
  delete: 'Delete',
  delivered: 'Delivered',
  read: 'Read',
  file: params('{kind} file'),
});

interface Props {
  item: ChatItem;
  /** A later quote card of the same inquiry is in the conversation. */
  replaced: boolean;
  onViewOrder: (orderId: string) => void;
  onViewQuote: (quote: QuoteCard) => void;
}

/**
 * One message: the buyer's own on the right, the agents' on the left. The buyer's own carry
 * where they are, as the agents' replies do in the console: a clock while sending, one tick
 * once stored in the agents' inbox (Delivered), two once an agent has read it (Read).
 */
export default function MessageBubble({ item, replaced, onViewOrder, onViewQuote }: Props) {
  const t = useMessages(text);
  const format = useFormat();
  const side = item.fromSelf ? 'self' : 'other';
  const who = item.fromSelf ? t.you : agentNameIn(item.senderName, format.locale);
  return (
    <li className={`message message-${side}`} data-delivery={item.delivery}>
      <span className="visually-hidden">{who}: </span>
      {item.quote ? (
        <QuoteCardView quote={item.quote} createdAt={item.createdAt} replaced={replaced} onViewQuote={onViewQuote} />
      ) : item.order ? (
        <OrderCardView order={item.order} createdAt={item.createdAt} onViewOrder={onViewOrder} />
      ) : (
        <div className="bubble">
          {item.attachment ? (
            <AttachmentLink
              attachment={item.attachment}
              freshLink={freshAttachmentLink}
              kindLabel={(kind) => t.file({ kind })}
              locale={format.locale}
            />
          ) : (
            <p className="bubble-text">{displayText(item)}</p>
          )}
          <p className="bubble-meta">
            <time dateTime={item.createdAt}>{format.time(item.createdAt)}</time>
            {item.delivery === 'pending' && (
              <span className="delivery" title={t.waiting}>
                <svg aria-hidden="true" width="12" height="12" viewBox="0 0 12 12">
                  <circle cx="6" cy="6" r="5" fill="none" stroke="currentColor" strokeWidth="1.4" />
                  <path d="M6 3v3l2 1.5" fill="none" stroke="currentColor" strokeWidth="1.4" />
                </svg>
                {t.sending}
              </span>
            )}
            {item.fromSelf && item.delivery === 'sent' && (
              <ReadMark read={item.readAt !== null} label={item.readAt !== null ? t.read : t.delivered} />
            )}
          </p>
        </div>
      )}
      {item.delivery === 'failed' && (
        <p className="message-failed" role="alert">
          {t.notSent({ error: item.error ?? '' })}{' '}
          <button type="button" className="link-button" onClick={() => retryMessage(item.id)}>
            {t.tryAgain}
          </button>{' '}
          <button type="button" className="link-button" onClick={() => discardMessage(item.id)}>
            {t.delete}
          </button>
        </p>
      )}
    </li>
  );
}
