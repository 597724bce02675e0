import { describe, expect, it } from 'vitest';
import type { ComponentsJSON, TranslationsJSON } from '@nanostores/i18n';
import { formatDate, formatDateTime, formatNumber, formatTime, formatUsd } from '../../src/lib/format/numbers.ts';
import { i18n } from '../../src/stores/locale.ts';

// Every island that defines messages, so the English bases are registered (start.ts mounts
// the product page and needs a document).
const ISLANDS = import.meta.glob([
  '../../src/islands/{auth,hub,shared,site/product-details,site/browse,chat}/*.{ts,tsx}',
  '!**/start.ts',
]);
const FRENCH = import.meta.glob<{ default: ComponentsJSON }>('../../src/lib/i18n/fr/*.ts');

describe('French numbers, money and dates', () => {
  const date = new Date(2026, 10, 23, 14, 5);

  it('groups with narrow spaces and uses a decimal comma', () => {
    expect(formatNumber(1234567.456, 'fr')).toBe('1\u202f234\u202f567,46');
    expect(formatUsd(1234.5, 'fr')).toBe('1\u202f234,50\u00a0$US');
  });

  it('spells dates out and counts hours to 24', () => {
    expect(formatDate(date, 'fr')).toBe('lundi 23 novembre 2026');
    expect(formatTime(date, 'fr')).toBe('14:05');
    expect(formatDateTime(date, 'fr')).toBe('23 nov. 2026, 14:05');
  });

  it('leaves English exactly as before', () => {
    expect(formatNumber(1234567.456)).toBe('1,234,567.46');
    expect(formatUsd(1234.5)).toBe('$1,234.50');
    expect(formatDate(date)).toBe('Monday 23 November, 2026');
    expect(formatTime(date)).toBe('02:05 pm');
  });
});

describe('the islands’ French messages', () => {
  it('translate every English message, with the same parameters, and nothing else', async () => {
    await Promise.all(Object.values(ISLANDS).map((load) => load()));
    const french: ComponentsJSON = {};
    for (const load of Object.values(FRENCH)) Object.assign(french, (await load()).default);
    const english = i18n.cache['en'] as unknown as Record<string, TranslationsJSON>;

    const params = (text: unknown) => [...String(text).matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    const problems: string[] = [];
    for (const [component, base] of Object.entries(english)) {
      const translated = (french[component] ?? {}) as TranslationsJSON;
      for (const [key, text] of Object.entries(base)) {
        if (!(key in translated)) problems.push(`missing ${component}.${key}`);
        else if (params(text).join() !== params(translated[key]).join())
          problems.push(`parameters of ${component}.${key}`);
      }
    }
    for (const [component, translated] of Object.entries(french)) {
      for (const key of Object.keys(translated as TranslationsJSON)) {
        if (!(key in (english[component] ?? {}))) problems.push(`unknown ${component}.${key}`);
      }
    }
    expect(problems).toEqual([]);
  });
});
