import Modal from '../shared/Modal.tsx';
import { requestNewOrder } from '../../stores/chat.ts';
import { messages, useMessages } from '../../stores/locale.ts';

const text = messages('messages/new-order', {
  title: 'New Order Request',
  explain: 'Send an order request, our agents will help you draft your order',
  cancel: 'Cancel',
  send: 'Send Order Request',
});

/** docs/product/screens.md New Order Request: sends START_NEW_ORDER to the agents. */
export default function NewOrderModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useMessages(text);
  const send = () => {
    requestNewOrder();
    onClose();
  };
  return (
    <Modal open={open} onClose={onClose} title={t.title} size="sm">
      <p>{t.explain}</p>
      <div className="form-actions">
        <button type="button" className="btn btn-outline" onClick={onClose}>
          {t.cancel}
        </button>
        <button type="button" className="btn btn-primary" onClick={send}>
          {t.send}
        </button>
      </div>
    </Modal>
  );
}
