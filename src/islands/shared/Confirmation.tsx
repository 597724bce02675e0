// What a modal form shows once it has done its job (an inquiry sent, an order placed): a tick,
// then what happened and where to go next. One status region, so screen readers announce it.
import type { ReactNode } from 'react';

export default function Confirmation({ children }: { children: ReactNode }) {
  return (
    <div className="confirmation" role="status">
      <svg aria-hidden="true" width="56" height="56" viewBox="0 0 56 56">
        <circle cx="28" cy="28" r="26" fill="none" stroke="currentColor" strokeWidth="3" />
        <path d="M17 29l7 7 15-16" fill="none" stroke="currentColor" strokeWidth="3.5" />
      </svg>
      {children}
    </div>
  );
}
