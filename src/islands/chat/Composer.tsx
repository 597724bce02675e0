import { type ChangeEvent, type SubmitEvent, type KeyboardEvent, useState } from 'react';
import { useStore } from '@nanostores/react';
import { ApiFailure } from '../../lib/api/failure.ts';
import { ATTACHMENT_ACCEPT, attachmentProblem } from '../../shared/attachments/attachments.ts';
import { $agentTyping, announceTyping, sendAttachment, sendMessage } from '../../stores/chat.ts';
import { messages, useMessages, useReasonText } from '../../stores/locale.ts';
import '../shared/attachments.css';

const words = messages('messages/composer', {
  typing: 'Agent is typing…',
  startOrder: 'Start Order',
  raiseDispute: 'Raise Dispute',
  yourDisputes: 'Your Disputes',
  message: 'Message',
  placeholder: 'Type your message here...',
  hint: 'Press Enter to send, Shift and Enter for a new line.',
  send: 'Send message',
  attach: 'Attach a file',
  attachHint: 'PDF, JPEG, PNG or WebP, up to 10 MB.',
  attaching: 'Sending the file…',
  notSent: 'The file was not sent.',
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
  const reasonText = useReasonText();
  const [fileState, setFileState] = useState<{ sending: boolean; error: string }>({ sending: false, error: '' });
  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    input.value = '';
    if (!file) return;
    const problem = attachmentProblem(file);
    if (problem) return setFileState({ sending: false, error: reasonText(problem) });
    setFileState({ sending: true, error: '' });
    try {
      await sendAttachment(file);
      setFileState({ sending: false, error: '' });
    } catch (error) {
      setFileState({ sending: false, error: error instanceof ApiFailure ? error.message : t.notSent });
    }
  };
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
        {fileState.sending ? t.attaching : agentTyping ? t.typing : ''}
      </p>
      {fileState.error && (
        <p className="composer-error" role="alert">
          {fileState.error}
        </p>
      )}
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
        <label className="round-button attach-button" title={`${t.attach} (${t.attachHint})`}>
          <span className="visually-hidden">
            {t.attach} ({t.attachHint})
          </span>
          <svg aria-hidden="true" width="22" height="22" viewBox="0 0 24 24">
            <path
              d="M16.5 6.5l-8 8a2.1 2.1 0 003 3l8.5-8.5a4 4 0 00-5.7-5.7L5.6 12a6 6 0 008.5 8.5l7-7"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.8"
              strokeLinecap="round"
            />
          </svg>
          <input
            type="file"
            name="file"
            accept={ATTACHMENT_ACCEPT}
            disabled={fileState.sending}
            onChange={(event) => void onFile(event)}
          />
        </label>
        <button type="submit" className="round-button send" aria-label={t.send} disabled={blank}>
          <svg aria-hidden="true" width="22" height="22" viewBox="0 0 24 24">
            <path d="M3 11.5L21 3l-6.5 18-3.2-7.3L3 11.5z" fill="currentColor" />
          </svg>
        </button>
      </div>
    </form>
  );
}
