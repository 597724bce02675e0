import { describe, expect, it } from 'vitest';
import { PAYMENT_TERMS } from '../../src/shared/common/enums.ts';
import {
  canUploadReceipt,
  decisionBlocker,
  decisionNeedsNote,
  RECEIPT_DECISIONS,
} from '../../src/shared/order/payment-proof.ts';

describe('the payment-proof state machine', () => {
  it('decides a submitted proof once, on an order that is not cancelled', () => {
    expect(decisionBlocker({ status: 'SUBMITTED' }, 'PENDING')).toBeNull();
    expect(decisionBlocker({ status: 'VERIFIED' }, 'PENDING')).toBe('This payment proof was already verified.');
    expect(decisionBlocker({ status: 'REJECTED' }, 'PROCESSING')).toBe('This payment proof was already rejected.');
    expect(decisionBlocker(null, 'PENDING')).toBe('No payment proof was uploaded for this order.');
    expect(decisionBlocker({ status: 'SUBMITTED' }, 'CANCELLED')).toBe('This order was cancelled.');
  });

  it('needs a note to reject', () => {
    expect(RECEIPT_DECISIONS.filter(decisionNeedsNote)).toEqual(['REJECTED']);
  });

  it('lets the buyer upload when none exists or the last was rejected, except for DP/CAD or a cancelled order', () => {
    const order = { paymentTerm: 'LC' as const, status: 'PENDING' as const };
    expect(canUploadReceipt({ ...order, receiptStatus: null })).toBe(true);
    expect(canUploadReceipt({ ...order, receiptStatus: 'REJECTED' })).toBe(true);
    expect(canUploadReceipt({ ...order, receiptStatus: 'SUBMITTED' })).toBe(false);
    expect(canUploadReceipt({ ...order, receiptStatus: 'VERIFIED' })).toBe(false);
    expect(canUploadReceipt({ ...order, status: 'CANCELLED', receiptStatus: null })).toBe(false);
    expect(
      PAYMENT_TERMS.filter((paymentTerm) => canUploadReceipt({ ...order, paymentTerm, receiptStatus: null })),
    ).toEqual(['LC', 'TT']);
  });
});
