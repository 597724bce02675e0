import { Toaster as Sonner } from 'sonner';

/** SPEC §9: toasts at the top right; errors stay 6 s, other notifications 5 s. */
export default function Toaster() {
  return <Sonner position="top-right" duration={5000} richColors closeButton />;
}
