import Modal from '../shared/Modal.tsx';
import { requestNewOrder } from '../../stores/chat.ts';

/** SPEC §2.5 New Order Request: sends START_NEW_ORDER to the agents. */
export default function NewOrderModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const send = () => {
    requestNewOrder();
    onClose();
  };
  return (
    <Modal open={open} onClose={onClose} title="New Order Request" size="sm">
      <p>Send an order request, our agents will help you draft your order</p>
      <div className="form-actions">
        <button type="button" className="btn btn-outline" onClick={onClose}>
          Cancel
        </button>
        <button type="button" className="btn btn-primary" onClick={send}>
          Send Order Request
        </button>
      </div>
    </Modal>
  );
}
