import { lazy, Suspense, useState } from 'react';
import type { CurrentUser } from '../../../shared/common/api-types.ts';
import { INQUIRY_SUBMITTED_MESSAGE } from '../../../shared/chat/marketplace-messages.ts';
import type { SubmittedInquiry } from '../../../shared/inquiries/inquiries.contract.ts';
import InquiryNextSteps from '../../shared/InquiryNextSteps.tsx';
import type { Product } from '../../../shared/products/products.ts';
import { messages, useMessages } from '../../../stores/locale.ts';

// The form (with the country list) loads only for a signed-in buyer, who alone sees it:
// visitors' product pages stay light while they start.
const InquiryForm = lazy(() => import('../../shared/InquiryForm.tsx'));

const text = messages('product/inquiry', {
  contact: 'Your contact details',
  fullName: 'Full name',
  email: 'Email',
  phone: 'Phone',
  notGiven: 'Not given',
  signInWhy: 'Sign in so our team can answer you with a quote.',
  signIn: 'Sign in to send an inquiry',
  sent: INQUIRY_SUBMITTED_MESSAGE,
  loading: 'Loading the form...',
});

/**
 * The product page's inquiry form (docs/product/screens.md) beside the buyer's contact details. Visitors
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
  const t = useMessages(text);
  const [sent, setSent] = useState(0);
  const [last, setLast] = useState<SubmittedInquiry | null>(null);
  return (
    <div className="inquiry-panel">
      <div className="contact-card">
        <h3>{t.contact}</h3>
        {user ? (
          <dl>
            <dt>{t.fullName}</dt>
            <dd>{user.fullName}</dd>
            <dt>{t.email}</dt>
            <dd>{user.email}</dd>
            <dt>{t.phone}</dt>
            <dd>{user.phoneNumber ?? t.notGiven}</dd>
          </dl>
        ) : (
          <p>{t.signInWhy}</p>
        )}
      </div>
      <div>
        {!user ? (
          <button type="button" className="btn btn-primary" onClick={onSignIn}>
            {t.signIn}
          </button>
        ) : (
          <>
            {sent > 0 && (
              <p className="agent-notice" role="status">
                {t.sent}
                {last && <InquiryNextSteps answerWithinMinutes={last.answerWithinMinutes} />}
              </p>
            )}
            {/* A new key empties the form after each inquiry. */}
            <Suspense fallback={<p role="status">{t.loading}</p>}>
              <InquiryForm
                key={sent}
                productId={product.id}
                productName={product.productName}
                minimumQuantity={product.minOrdersAllowed}
                showGeneralError
                onSubmitted={(inquiry) => {
                  setLast(inquiry);
                  setSent((n) => n + 1);
                }}
              />
            </Suspense>
          </>
        )}
      </div>
    </div>
  );
}
