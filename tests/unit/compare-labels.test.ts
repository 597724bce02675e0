import { describe, expect, it } from 'vitest';
import { compareLabels } from '../../src/shared/common/compare-labels.ts';
import { COUNTRIES_EN } from '../../src/shared/common/countries.ts';

describe('labels ordered without Intl.Collator (issue 27)', () => {
  const codes = COUNTRIES_EN.map((country) => country.value);
  const names = (locale: string) => {
    const display = new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' });
    return codes.map((code) => display.of(code)).filter((name): name is string => Boolean(name));
  };

  it.each(['en', 'fr'])('orders every country name in %s as Intl.Collator does', (locale) => {
    const labels = names(locale);
    const collator = new Intl.Collator(locale);
    expect([...labels].sort(compareLabels)).toEqual([...labels].sort(collator.compare));
  });

  it('orders accented initials among their letter, and categories as written', () => {
    expect(['Zambie', 'Égypte', 'Bénin', 'Burkina Faso', 'États-Unis'].sort(compareLabels)).toEqual([
      'Bénin',
      'Burkina Faso',
      'Égypte',
      'États-Unis',
      'Zambie',
    ]);
    expect(['Textiles', 'Agro-Commodities', 'Minerals & Metals', 'agro'].sort(compareLabels)).toEqual([
      'agro',
      'Agro-Commodities',
      'Minerals & Metals',
      'Textiles',
    ]);
    expect(compareLabels('Ghana', 'Ghana')).toBe(0);
  });
});
