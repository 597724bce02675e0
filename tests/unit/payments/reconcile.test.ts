import { describe, expect, it } from 'vitest';
import {
  indexOpenInstalments,
  type OpenInstalment,
  orderNumbersIn,
  payerSimilarity,
  suggestFor,
} from '../../../src/shared/payments/reconcile.ts';

const open = (id: string, orderNumber: string, outstandingCents: number, payer = 'Ngozi Okafor'): OpenInstalment => ({
  instalmentId: id,
  orderId: `order-${orderNumber}`,
  orderNumber,
  currency: 'USD',
  outstandingCents,
  payerNames: [payer],
});

describe('reconciliation', () => {
  it('reads order numbers however the payer spaced them', () => {
    expect(orderNumbersIn('Deposit ATH 2611 7K3Q9 and ath-2611-ab2cd')).toEqual(['ATH-2611-7K3Q9', 'ATH-2611-AB2CD']);
    expect(orderNumbersIn('ATH-2611-7K3Q')).toEqual([]);
  });

  it('compares a counterparty with the buyer by words, ignoring case and accents', () => {
    expect(payerSimilarity('OKAFOR NGOZI LTD', ['Ngozi Okafor'])).toBe(1);
    expect(payerSimilarity('Société Générale', ['Societe Generale Benin'])).toBeCloseTo(2 / 3);
    expect(payerSimilarity('', ['Ngozi Okafor'])).toBe(0);
  });

  it('prefers the order named in the remittance, the exact amount first; else amount and payer', () => {
    const index = indexOpenInstalments([
      open('deposit', 'ATH-2611-7K3Q9', 1000),
      open('balance', 'ATH-2611-7K3Q9', 2500),
      open('other', 'ATH-2611-ZZZZZ', 2500, 'Kofi Mensah'),
    ]);
    const named = suggestFor(
      { amountCents: 2500, currency: 'USD', reference: 'ATH-2611-7K3Q9', counterparty: '' },
      index,
    );
    expect(named.map((s) => [s.instalmentId, s.score])).toEqual([
      ['balance', 0.9],
      ['deposit', 0.7],
    ]);
    const byAmount = suggestFor(
      { amountCents: 2500, currency: 'USD', reference: 'invoice', counterparty: 'Kofi Mensah' },
      index,
    );
    expect(byAmount.map((s) => [s.instalmentId, s.score])).toEqual([
      ['other', 0.8],
      ['balance', 0.4],
    ]);
    expect(
      suggestFor({ amountCents: 2500, currency: 'EUR', reference: 'ATH-2611-7K3Q9', counterparty: '' }, index),
    ).toEqual([]);
    expect(suggestFor({ amountCents: 7, currency: 'USD', reference: '', counterparty: 'Kofi Mensah' }, index)).toEqual(
      [],
    );
  });
});
