import { describe, expect, it } from 'vitest';
import { PAYMENT_TERM_LABELS } from '../../src/shared/common/enums.ts';
import french from '../../src/lib/i18n/fr/shared.ts';

// Issue 41: CAD is Cash Against Documents (the buyer pays when the shipping documents are
// presented), not "against delivery"; DP is Documents against Payment. In both languages.
describe('payment term labels', () => {
  const frenchLabel = (code: string) => (french['shared/labels'] as Record<string, string>)[`payment.${code}`];

  it('spell CAD out as cash against documents', () => {
    expect(PAYMENT_TERM_LABELS.CAD).toBe('CAD (Cash Against Documents)');
    expect(frenchLabel('CAD')).toBe('CAD (paiement comptant contre documents)');
  });

  it('spell DP out as documents against payment', () => {
    expect(PAYMENT_TERM_LABELS.DP).toBe('DP (Documents Against Payment)');
    expect(frenchLabel('DP')).toBe('DP (documents contre paiement)');
  });

  it('never speak of delivery for a payment term', () => {
    for (const code of Object.keys(PAYMENT_TERM_LABELS)) {
      expect(PAYMENT_TERM_LABELS[code as keyof typeof PAYMENT_TERM_LABELS]).not.toMatch(/deliver/i);
      expect(frenchLabel(code)).not.toMatch(/livraison/i);
    }
  });
});
