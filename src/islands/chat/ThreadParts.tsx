// Pieces of a chat thread drawn the same on both sides of the conversation: the buyer's
// Message Center and the agent's inbox (styles in chat-thread.css).
import './chat-thread.css';

/** A day separator between the messages of two calendar days (Today, Yesterday, a date). */
export function DaySeparator({ label }: { label: string }) {
  return (
    <li className="day">
      <span>{label}</span>
    </li>
  );
}

/**
 * The mark on a message the reader sent: one tick when it reached the other side, two when
 * they read it. The word is there for screen readers and as a tooltip.
 */
export function ReadMark({ read, label, testId }: { read: boolean; label: string; testId?: string | undefined }) {
  return (
    <span className={`read-mark${read ? ' is-read' : ''}`} title={label} data-testid={testId}>
      <svg aria-hidden="true" width="16" height="12" viewBox="0 0 16 12">
        <path d="M1 6.5l3 3 6-7" fill="none" stroke="currentColor" strokeWidth="1.6" />
        {read && <path d="M6.5 9.5l6.5-7" fill="none" stroke="currentColor" strokeWidth="1.6" />}
      </svg>
      <span className="visually-hidden">{label}</span>
    </span>
  );
}
