import { Toaster as Sonner } from 'sonner';

/** docs/product/limits.md: toasts at the top right; errors stay 6 s, other notifications 5 s. */
export default function Toaster() {
  return <Sonner position="top-right" duration={5000} richColors closeButton />;
}
