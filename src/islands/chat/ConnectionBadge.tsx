import { useStore } from '@nanostores/react';
import { $connection } from '../../stores/chat.ts';
import { $deskOnline } from '../../stores/chat-agent.ts';
import { messages, params, useMessages } from '../../stores/locale.ts';

const text = messages('messages/connection', {
  connecting: 'Connecting...',
  online: 'Online',
  away: 'Away — we reply by e-mail',
  offline: 'Offline, reconnecting...',
  'back-online': 'Back online',
  attempt: params('Offline, reconnecting (attempt {attempt})...'),
});

/**
 * Whether someone can answer now: Online only while the chat is connected and an agent has
 * the console open; Away (the answer comes by e-mail too) while no agent is there; and the
 * chat's own connection when it is down. Announced politely as it changes.
 */
export default function ConnectionBadge() {
  const t = useMessages(text);
  const { status, attempt } = useStore($connection);
  const deskOnline = useStore($deskOnline);
  let state: Exclude<keyof typeof t, 'attempt'> = status;
  if (status === 'online' && deskOnline === undefined) state = 'connecting';
  if ((status === 'online' || status === 'back-online') && deskOnline === false) state = 'away';
  const label = status === 'offline' && attempt > 1 ? t.attempt({ attempt }) : t[state];
  return (
    <p className={`connection connection-${state}`} role="status" data-connection={status}>
      <span className="connection-dot" aria-hidden="true" />
      {label}
    </p>
  );
}
