import { type ReactNode, useEffect, useId, useRef } from 'react';
import { messages, useMessages } from '../../stores/locale.ts';
import './modal.css';

const text = messages('shared/modal', { close: 'Close' });

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  /** Panel width: 'md' for forms, 'lg' for details. */
  size?: 'sm' | 'md' | 'lg';
}

/**
 * A modal dialog on the native <dialog>: the browser traps focus, Escape closes it, and
 * focus returns to the opener. Content mounts only while open, so every opening starts fresh.
 */
export default function Modal({ open, onClose, title, children, size = 'md' }: ModalProps) {
  const t = useMessages(text);
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      className={`modal modal-${size}`}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        // A click on the backdrop lands on the dialog itself; the panel covers the rest.
        if (event.target === ref.current) onClose();
      }}
    >
      {open && (
        <div className="modal-panel">
          <div className="modal-head">
            <h2 id={titleId}>{title}</h2>
            <button type="button" className="round-button modal-close" onClick={onClose} aria-label={t.close}>
              <svg aria-hidden="true" width="20" height="20" viewBox="0 0 20 20">
                <path d="M5 5l10 10M15 5L5 15" stroke="currentColor" strokeWidth="2" />
              </svg>
            </button>
          </div>
          {children}
        </div>
      )}
    </dialog>
  );
}
