import { useStore } from '@nanostores/react';
import { $connection, type ConnectionStatus } from '../../stores/chat.ts';

const LABELS: Record<ConnectionStatus, string> = {
  connecting: 'Connecting...',
  online: 'Online',
  offline: 'Offline, reconnecting...',
  'back-online': 'Back online',
};

/** Tells the buyer whether the chat is live; announced politely as it changes. */
export default function ConnectionBadge() {
  const { status, attempt } = useStore($connection);
  const label = status === 'offline' && attempt > 1 ? `Offline, reconnecting (attempt ${attempt})...` : LABELS[status];
  return (
    <p className={`connection connection-${status}`} role="status" data-connection={status}>
      <span className="connection-dot" aria-hidden="true" />
      {label}
    </p>
  );
}
