import { type SubmitEvent, type KeyboardEvent, useState } from 'react';
import { useStore } from '@nanostores/react';
import { $agentTyping, announceTyping, sendMessage } from '../../stores/chat.ts';
import { messages, useMessages } from '../../stores/locale.ts';

const words = messages('messages/composer', {
  typing: 'Agent is typing…',
  startOrder: 'Start Order',
  raiseDispute: 'Raise Dispute',
  yourDisputes: 'Your Disputes',
  message: 'Message',
  placeholder: 'Type your message here...',
  hint: 'Press Enter to send, Shift and Enter for a new line.',
  send: 'Send message',
});

interface Props {
  onStartOrder: () => void;
  onRaiseDispute: () => void;
  onShowDisputes: () => void;
}

/**
 * The input area: Start Order, Raise Dispute, Your Disputes, and the message box. Enter sends,
 * Shift+Enter starts a new line; nothing is sent while the text is blank.
 */
export default function Composer({ onStartOrder, onRaiseDispute, onShowDisputes }: Props) {
  const t = useMessages(words);
  const [text, setText] = useState('');
  const agentTyping = useStore($agentTyping);
  const blank = text.trim() === '';
  const actions = [
    [t.startOrder, onStartOrder],
    [t.raiseDispute, onRaiseDispute],
    [t.yourDisputes, onShowDisputes],
  ] as const;

  const submit = () => {
    if (sendMessage(text)) setText('');
  };
  const onSubmit = (event: SubmitEvent) => {
    event.preventDefault();
    submit();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Not while an input method is composing a character (Enter confirms it there).
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  return (
    <form className="composer" onSubmit={onSubmit}>
      <p className="chat-typing" aria-live="polite">
        {agentTyping ? t.typing : ''}
      </p>
      <div className="composer-actions">
        {actions.map(([label, onClick]) => (
          <button key={label} type="button" className="btn btn-outline btn-small" onClick={onClick}>
            {label}
          </button>
        ))}
      </div>
      <div className="composer-input">
        <label htmlFor="chat-message" className="visually-hidden">
          {t.message}
        </label>
        <textarea
          id="chat-message"
          name="message"
          rows={2}
          placeholder={t.placeholder}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            if (event.target.value.trim()) announceTyping();
          }}
          onKeyDown={onKeyDown}
          aria-describedby="chat-message-hint"
        />
        <span id="chat-message-hint" className="visually-hidden">
          {t.hint}
        </span>
        <button type="submit" className="round-button send" aria-label={t.send} disabled={blank}>
          <svg aria-hidden="true" width="22" height="22" viewBox="0 0 24 24">
            <path d="M3 11.5L21 3l-6.5 18-3.2-7.3L3 11.5z" fill="currentColor" />
          </svg>
        </button>
      </div>
    </form>
  );
}
