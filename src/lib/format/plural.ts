// A count and its noun in the form the number takes: "1 order", "2 orders", "0 orders" in
// English; French puts 0 and 1 in the singular ("0 commande"). Intl.PluralRules decides, so a
// list never says "1 orders" (issue 41).
import type { Locale } from '../../shared/i18n/locales.ts';
import { formatNumber } from './numbers.ts';

/** A noun's singular and plural: { one: 'order', other: 'orders' }. */
export interface NounForms {
  one: string;
  other: string;
}

const rules = new Map<Locale, Intl.PluralRules>();

/** countOf(1, { one: 'account', other: 'accounts' }) -> "1 account"; the number as formatNumber writes it. */
export function countOf(count: number, forms: NounForms, locale: Locale = 'en'): string {
  let rule = rules.get(locale);
  if (!rule) {
    rule = new Intl.PluralRules(locale);
    rules.set(locale, rule);
  }
  return `${formatNumber(count, locale)} ${rule.select(count) === 'one' ? forms.one : forms.other}`;
}
