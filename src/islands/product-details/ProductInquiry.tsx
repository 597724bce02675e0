import { useState } from 'react';
import type { CurrentUser } from '../../shared/api-types.ts';
import { INQUIRY_SUBMITTED_MESSAGE } from '../../shared/marketplace-messages.ts';
import type { Product } from '../../shared/product.ts';
import InquiryForm from '../shared/InquiryForm.tsx';

/**
 * The product page's inquiry form (SPEC §2.5) beside the buyer's contact details. Visitors
 * get a sign-in button that brings them back here.
 */
export default function ProductInquiry({
  product,
  user,
  onSignIn,
}: {
  product: Product;
  user: CurrentUser | null;
  onSignIn: () => void;
}) {
  const [sent, setSent] = useState(0);
  return (
    <div className="inquiry-panel">
      <div className="contact-card">
        <h3>Your contact details</h3>
        {user ? (
          <dl>
            <dt>Full name</dt>
            <dd>{user.fullName}</dd>
            <dt>Email</dt>
            <dd>{user.email}</dd>
            <dt>Phone</dt>
            <dd>{user.phoneNumber ?? 'Not given'}</dd>
          </dl>
        ) : (
          <p>Sign in so our team can answer you with a quote.</p>
        )}
      </div>
      <div>
        {!user ? (
          <button type="button" className="btn btn-primary" onClick={onSignIn}>
            Sign in to send an inquiry
          </button>
        ) : (
          <>
            {sent > 0 && (
              <p className="agent-notice" role="status">
                {INQUIRY_SUBMITTED_MESSAGE}
              </p>
            )}
            {/* A new key empties the form after each inquiry. */}
            <InquiryForm
              key={sent}
              productId={product.id}
              productName={product.productName}
              showGeneralError
              onSubmitted={() => setSent((n) => n + 1)}
            />
          </>
        )}
      </div>
    </div>
  );
}
