import { apiPost } from '../../lib/api/http.ts';
import { useMessages } from '../../stores/locale.ts';
import ChangePasswordForm, { changePasswordText } from '../shared/ChangePasswordForm.tsx';
import Modal from '../shared/Modal.tsx';

/** docs/product/limits.md: other reloads wait 5.5 to 6.8 s, long enough to read the toast. */
const RELOAD_AFTER_MS = 5500;

export default function ChangePasswordModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useMessages(changePasswordText);
  return (
    <Modal open={open} onClose={onClose} title={t.title} size="sm">
      <ChangePasswordForm
        send={(values) => apiPost('buyer-hub/password', values)}
        onChanged={() => {
          onClose();
          // Other devices were signed out; reloading shows this one still signed in.
          window.setTimeout(() => window.location.reload(), RELOAD_AFTER_MS);
        }}
      />
    </Modal>
  );
}
