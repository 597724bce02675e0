import { describe, expect, it } from 'vitest';
import { PAYMENT_TERMS } from '../../src/shared/common/enums.ts';
import {
  decisionNeedsNote,
  decisionRefusal,
  RECEIPT_DECISIONS,
  receiptUploadRefusal,
} from '../../src/shared/orders/payment-proof.ts';
import { errorText } from '../../src/shared/i18n/errors.ts';

/** The reason's English, as the console shows it and the server answers it. */
const said = (refusal: { reason: Parameters<typeof errorText>[0] } | null) => refusal && errorText(refusal.reason);

describe('the payment-proof state machine', () => {
  it('decides a submitted proof once, on an order that is not cancelled', () => {
    expect(decisionRefusal({ status: 'SUBMITTED' }, 'PENDING')).toBeNull();
    expect(said(decisionRefusal({ status: 'VERIFIED' }, 'PENDING'))).toBe('This payment proof was already verified.');
    expect(said(decisionRefusal({ status: 'REJECTED' }, 'PROCESSING'))).toBe(
      'This payment proof was already rejected.',
    );
    expect(said(decisionRefusal(null, 'PENDING'))).toBe('No payment proof was uploaded for this order.');
    expect(decisionRefusal({ status: 'SUBMITTED' }, 'CANCELLED')).toEqual({
      reason: 'receipt_order_cancelled',
      field: 'decision',
    });
  });

  it('needs a note to reject', () => {
    expect(RECEIPT_DECISIONS.filter(decisionNeedsNote)).toEqual(['REJECTED']);
    const waiting = { status: 'SUBMITTED' } as const;
    expect(decisionRefusal(waiting, 'PENDING', { decision: 'REJECTED', note: ' ' })).toEqual({
      reason: 'receipt_rejection_needs_note',
      field: 'note',
    });
    expect(decisionRefusal(waiting, 'PENDING', { decision: 'REJECTED', note: 'Blurred scan' })).toBeNull();
    expect(decisionRefusal(waiting, 'PENDING', { decision: 'VERIFIED' })).toBeNull();
  });

  it('lets the buyer upload when none exists or the last was rejected, except for DP/CAD or a cancelled order', () => {
    const order = { paymentTerm: 'LC' as const, status: 'PENDING' as const };
    expect(receiptUploadRefusal({ ...order, receiptStatus: null })).toBeNull();
    expect(receiptUploadRefusal({ ...order, receiptStatus: 'REJECTED' })).toBeNull();
    expect(receiptUploadRefusal({ ...order, receiptStatus: 'SUBMITTED' })).toBe('receipt_already_uploaded');
    expect(receiptUploadRefusal({ ...order, receiptStatus: 'VERIFIED' })).toBe('receipt_already_verified');
    expect(receiptUploadRefusal({ ...order, status: 'CANCELLED', receiptStatus: null })).toBe('receipt_not_needed');
    expect(
      PAYMENT_TERMS.filter(
        (paymentTerm) => receiptUploadRefusal({ ...order, paymentTerm, receiptStatus: null }) === null,
      ),
    ).toEqual(['LC', 'TT']);
  });

  it('says why in the buyer’s language', () => {
    const exempt = receiptUploadRefusal({ paymentTerm: 'DP', status: 'PENDING', receiptStatus: null });
    expect(exempt && errorText(exempt)).toBe('Payment proof is not uploaded for DP payment terms.');
    expect(exempt && errorText(exempt, 'fr')).toBe(
      'Aucun justificatif de paiement n’est nécessaire avec les conditions de paiement DP.',
    );
  });
});
