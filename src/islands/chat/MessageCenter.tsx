import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { ERROR_TOAST_MS } from '../../lib/api/report.ts';
import { $currentUser } from '../../stores/current-user.ts';
import { $disputeNews } from '../../stores/my-disputes.ts';
import { messages, params, useMessages } from '../../stores/locale.ts';
import InquiryDetailsModal from '../hub/InquiryDetailsModal.tsx';
import ChatHeader from './ChatHeader.tsx';
import { disputeLabels } from './dispute-labels.ts';
import Composer from './Composer.tsx';
import DisputeModal from './DisputeModal.tsx';
import MessageList from './MessageList.tsx';
import MyDisputesModal from './MyDisputes.tsx';
import NewOrderModal from './NewOrderModal.tsx';
import OrderSummaryModal from './OrderSummaryModal.tsx';
import './message-center.css';

type Dialog =
  | { kind: 'none' }
  | { kind: 'new-order' }
  | { kind: 'dispute' }
  | { kind: 'my-disputes' }
  | { kind: 'order'; orderId: string }
  | { kind: 'quote'; inquiryId: string; quoteId: string };

/**
 * docs/product/screens.md message center: the chat with the sourcing agents, Start Order and Raise
 * Dispute. Renders (and so opens the chat socket) once the signed-in user is known.
 */
const text = messages('messages/center', {
  loading: 'Loading...',
  chat: 'Chat with a sourcing agent',
  disputeUpdated: params('An agent updated your dispute “{subject}”: {status}.'),
  view: 'View',
});

export default function MessageCenter() {
  const user = useStore($currentUser);
  const t = useMessages(text);
  const [dialog, setDialog] = useState<Dialog>({ kind: 'none' });
  const close = () => setDialog({ kind: 'none' });
  const chat = useRef<HTMLElement>(null);
  const shown = Boolean(user);

  // On a phone the conversation is the screen: the hub's header scrolls away once the chat is
  // there, so the thread gets the whole height instead of what is left under the menus.
  useEffect(() => {
    if (shown && window.matchMedia('(max-width: 860px)').matches) chat.current?.scrollIntoView({ block: 'start' });
  }, [shown]);

  // An agent answered or moved one of the buyer's disputes: say so, wherever the buyer is looking.
  useEffect(
    () =>
      $disputeNews.listen((dispute) => {
        if (!dispute) return;
        const t = text.get();
        const labels = disputeLabels();
        toast.info(t.disputeUpdated({ subject: labels.type(dispute.subject), status: labels.status(dispute.status) }), {
          duration: ERROR_TOAST_MS,
          action: { label: t.view, onClick: () => setDialog({ kind: 'my-disputes' }) },
        });
      }),
    [],
  );

  if (!user) {
    return (
      <p className="chat-loading" role="status">
        {t.loading}
      </p>
    );
  }
  return (
    <section className="chat" aria-label={t.chat} ref={chat}>
      <ChatHeader buyerName={user.fullName} />
      <MessageList
        onViewOrder={(orderId) => setDialog({ kind: 'order', orderId })}
        onViewQuote={(quote) => setDialog({ kind: 'quote', inquiryId: quote.inquiryId, quoteId: quote.quoteId })}
      />
      <Composer
        onStartOrder={() => setDialog({ kind: 'new-order' })}
        onRaiseDispute={() => setDialog({ kind: 'dispute' })}
        onShowDisputes={() => setDialog({ kind: 'my-disputes' })}
      />
      <NewOrderModal open={dialog.kind === 'new-order'} onClose={close} />
      <DisputeModal open={dialog.kind === 'dispute'} onClose={close} />
      <MyDisputesModal open={dialog.kind === 'my-disputes'} onClose={close} />
      <OrderSummaryModal orderId={dialog.kind === 'order' ? dialog.orderId : null} onClose={close} />
      <InquiryDetailsModal
        id={dialog.kind === 'quote' ? dialog.inquiryId : null}
        quoteId={dialog.kind === 'quote' ? dialog.quoteId : undefined}
        onClose={close}
      />
    </section>
  );
}
