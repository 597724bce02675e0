import { agentNameIn } from '../../shared/chat/agent-name.ts';
import { useStore } from '@nanostores/react';
import { initial } from '../../lib/format/names.ts';
import { $agentName } from '../../stores/chat-agent.ts';
import { messages, params, useFormat, useMessages } from '../../stores/locale.ts';
import ConnectionBadge from './ConnectionBadge.tsx';

const text = messages('messages/header', {
  hello: 'Hello, how can we help you today? Ask about products, prices or your orders.',
  helloName: params('Hello {name}, how can we help you today? Ask about products, prices or your orders.'),
});

/** The agent the buyer is talking to, a welcome line, and whether the chat is live. */
export default function ChatHeader({ buyerName }: { buyerName: string }) {
  const t = useMessages(text);
  const agentName = agentNameIn(useStore($agentName), useFormat().locale);
  const firstName = buyerName.trim().split(/\s+/)[0] ?? '';
  return (
    <header className="chat-head">
      <span className="chat-avatar" aria-hidden="true">
        {initial(agentName)}
      </span>
      <div className="chat-head-text">
        <h2>{agentName}</h2>
        <p>{firstName ? t.helloName({ name: firstName }) : t.hello}</p>
      </div>
      <ConnectionBadge />
    </header>
  );
}
