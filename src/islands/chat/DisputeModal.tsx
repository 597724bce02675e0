import { useEffect, useRef } from 'react';
import { goTo } from '../../lib/navigation.ts';
import { messages, useMessages } from '../../stores/locale.ts';
import Modal from '../shared/Modal.tsx';
import DisputeForm from './DisputeForm.tsx';

/** docs/product/limits.md: after a dispute, the message center reloads after a short pause. */
export const RELOAD_AFTER_DISPUTE_MS = 5500;

const text = messages('messages/dispute-modal', { title: 'Raise a Dispute' });

/** Raise a Dispute; on success the toast shows, then the message center reloads (docs/product/api.md). */
export default function DisputeModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useMessages(text);
  const reload = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(reload.current), []);

  const onSubmitted = () => {
    onClose();
    reload.current = setTimeout(() => goTo('/message-center'), RELOAD_AFTER_DISPUTE_MS);
  };
  return (
    <Modal open={open} onClose={onClose} title={t.title}>
      <DisputeForm onSubmitted={onSubmitted} />
    </Modal>
  );
}
