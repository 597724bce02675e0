import { describe, expect, it } from 'vitest';
import { countOf } from '../../src/lib/format/plural.ts';

// Issue 41: the console said "1 accounts" and "1 orders".
describe('countOf', () => {
  const order = { one: 'order', other: 'orders' };
  const commande = { one: 'commande', other: 'commandes' };

  it('writes one in the singular and every other count in the plural, in English', () => {
    expect(countOf(1, order)).toBe('1 order');
    expect(countOf(0, order)).toBe('0 orders');
    expect(countOf(2, order)).toBe('2 orders');
    expect(countOf(1200, order)).toBe('1,200 orders');
  });

  it('follows French, where 0 and 1 are singular, with French digits', () => {
    expect(countOf(0, commande, 'fr')).toBe('0 commande');
    expect(countOf(1, commande, 'fr')).toBe('1 commande');
    expect(countOf(2, commande, 'fr')).toBe('2 commandes');
    expect(countOf(1200, commande, 'fr')).toBe('1\u202f200 commandes');
  });
});
