import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES, type OrderStatus } from '../../src/shared/common/enums.ts';
import {
  type MovableOrder,
  moveBlocker,
  moveNeedsNote,
  moveNoteRefusal,
  nextMoves,
  ORDER_TRANSITIONS,
} from '../../src/shared/orders/order-workflow.ts';
import { errorText, type Reason } from '../../src/shared/i18n/errors.ts';

/** A rule's reason as the console shows it. */
const said = (reason: Reason | null) => reason && errorText(reason);

const ready = (status: OrderStatus): MovableOrder => ({
  status,
  buyerApproved: true,
  paymentTerm: 'LC',
  receiptStatus: 'VERIFIED',
});

describe('the order state machine', () => {
  it('allows exactly the arrows of docs/product/states.md and refuses every other pair', () => {
    const allowed = ORDER_STATUSES.flatMap((from) =>
      ORDER_STATUSES.filter((to) => moveBlocker(ready(from), to) === null).map((to) => `${from}->${to}`),
    );
    expect(allowed).toEqual([
      'PENDING->PROCESSING',
      'PENDING->CANCELLED',
      'PROCESSING->SHIPPED',
      'PROCESSING->CANCELLED',
      'SHIPPED->DELIVERED',
    ]);
    expect(ORDER_TRANSITIONS.DELIVERED).toEqual([]);
    expect(ORDER_TRANSITIONS.CANCELLED).toEqual([]);
  });

  it('explains a refused move', () => {
    expect(said(moveBlocker(ready('DELIVERED'), 'SHIPPED'))).toBe('The order is delivered; it cannot change any more.');
    expect(said(moveBlocker(ready('PENDING'), 'SHIPPED'))).toBe('An order that is pending cannot be moved to shipped.');
    expect(said(moveBlocker(ready('SHIPPED'), 'SHIPPED'))).toBe('The order is already shipped.');
  });

  it('starts work only on an approved order', () => {
    expect(said(moveBlocker({ ...ready('PENDING'), buyerApproved: false }, 'PROCESSING'))).toBe(
      'The buyer has not approved this order yet.',
    );
    // Cancelling does not need the buyer's approval.
    expect(moveBlocker({ ...ready('PENDING'), buyerApproved: false }, 'CANCELLED')).toBeNull();
  });

  it('ships only once the instalments due before shipping are paid, whatever the payment proof', () => {
    for (const receiptStatus of [null, 'SUBMITTED', 'VERIFIED'] as const) {
      expect(said(moveBlocker({ ...ready('PROCESSING'), receiptStatus, paymentOutstanding: true }, 'SHIPPED'))).toBe(
        'The instalments due before shipping are not paid yet.',
      );
      expect(moveBlocker({ ...ready('PROCESSING'), receiptStatus, paymentOutstanding: false }, 'SHIPPED')).toBeNull();
    }
    // Other moves do not wait for money.
    expect(moveBlocker({ ...ready('PROCESSING'), paymentOutstanding: true }, 'CANCELLED')).toBeNull();
  });

  it('asks for a note when cancelling, and when shipping or delivering with documents missing', () => {
    expect(ORDER_STATUSES.filter((to) => moveNeedsNote(to))).toEqual(['CANCELLED']);
    expect(ORDER_STATUSES.filter((to) => moveNeedsNote(to, ['PACKING_LIST']))).toEqual([
      'SHIPPED',
      'DELIVERED',
      'CANCELLED',
    ]);
  });

  it('says why a move lacks its note, the same for the console and the server', () => {
    expect(said(moveNoteRefusal('CANCELLED', '  '))).toBe(
      'Give the reason for the cancellation; the buyer will read it.',
    );
    expect(moveNoteRefusal('CANCELLED', 'Out of stock')).toBeNull();
    expect(said(moveNoteRefusal('SHIPPED', '', ['PACKING_LIST']))).toBe(
      'Documents still missing: Packing list. Add a note for the buyer saying when they will follow.',
    );
    expect(moveNoteRefusal('SHIPPED', '')).toBeNull();
    expect(moveNoteRefusal('PROCESSING', '', ['PACKING_LIST'])).toBeNull();
  });

  it('warns of the missing documents on the moves that take the goods on', () => {
    const [ship] = nextMoves(ready('PROCESSING'), ['PACKING_LIST', 'CERTIFICATE_OF_ORIGIN']);
    expect(ship).toMatchObject({ to: 'SHIPPED', needsNote: true });
    expect(said(ship?.warning ?? null)).toBe(
      'Documents still missing: Packing list, Certificate of origin. Add a note for the buyer saying when they will follow.',
    );
    expect(nextMoves(ready('PENDING'), ['PACKING_LIST'])[0]).toMatchObject({ to: 'PROCESSING', warning: null });
  });

  it('offers the next moves with labels and what blocks them', () => {
    expect(nextMoves({ ...ready('PENDING'), buyerApproved: false })).toEqual([
      {
        to: 'PROCESSING',
        label: 'Start processing',
        needsNote: false,
        warning: null,
        blocker: 'order_not_approved',
      },
      { to: 'CANCELLED', label: 'Cancel order', needsNote: true, warning: null, blocker: null },
    ]);
    expect(nextMoves(ready('DELIVERED'))).toEqual([]);
  });
});
