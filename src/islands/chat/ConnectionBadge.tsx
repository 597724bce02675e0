import { useStore } from '@nanostores/react';
import { $connection } from '../../stores/chat.ts';
import { messages, params, useMessages } from '../../stores/locale.ts';

const text = messages('messages/connection', {
  connecting: 'Connecting...',
  online: 'Online',
  offline: 'Offline, reconnecting...',
  'back-online': 'Back online',
  attempt: params('Offline, reconnecting (attempt {attempt})...'),
});

/** Tells the buyer whether the chat is live; announced politely as it changes. */
export default function ConnectionBadge() {
  const t = useMessages(text);
  const { status, attempt } = useStore($connection);
  const label = status === 'offline' && attempt > 1 ? t.attempt({ attempt }) : t[status];
  return (
    <p className={`connection connection-${status}`} role="status" data-connection={status}>
      <span className="connection-dot" aria-hidden="true" />
      {label}
    </p>
  );
}
