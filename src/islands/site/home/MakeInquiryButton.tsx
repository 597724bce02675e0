import { lazy, Suspense, useState } from 'react';
import { goToLogin, goToNoConnection } from '../../../lib/navigation.ts';
import { loadSession } from '../../../stores/session.ts';
import { useHydrated } from '../../shared/useHydrated.ts';

// The modal, its form and the toaster that reports its errors load only when a signed-in
// buyer asks for them, so the home page does not ship them to every visitor.
const InquiryModal = lazy(() => import('../../shared/InquiryModal.tsx'));
const Toaster = lazy(() => import('../../shared/Toaster.tsx'));

/** docs/product/site.md: signed in, the inquiry modal opens; a visitor goes to /login. */
export default function MakeInquiryButton({ label }: { label: string }) {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const [checking, setChecking] = useState(false);
  // The band is in the served HTML; the button works once the island has hydrated.
  const hydrated = useHydrated();

  async function onClick() {
    setChecking(true);
    const session = await loadSession();
    setChecking(false);
    if (session.status === 'signed-in') {
      setUsed(true);
      setOpen(true);
    } else if (session.status === 'offline') goToNoConnection();
    else goToLogin('/');
  }

  return (
    <>
      <button
        type="button"
        className="btn btn-light"
        onClick={onClick}
        aria-busy={checking}
        disabled={checking || !hydrated}
      >
        {label}
      </button>
      {used && (
        <Suspense fallback={null}>
          <InquiryModal open={open} onClose={() => setOpen(false)} />
          <Toaster />
        </Suspense>
      )}
    </>
  );
}
