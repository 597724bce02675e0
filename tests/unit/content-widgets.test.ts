import { describe, expect, it } from 'vitest';
import { buildAfricaMap, isAfricanCountry } from '../../src/lib/content/africa-map.ts';
import { DISALLOWED_PATHS, INDEXED_ROUTES, robotsTxt, sitemapXml } from '../../src/lib/content/public-routes.ts';
import { displayStat } from '../../src/islands/site/home/statistics.ts';
import { liveFigureParts, meaningfulLiveValue } from '../../src/shared/statistics/live-figures.ts';
import { formatNumber } from '../../src/lib/format/numbers.ts';

describe('statistics display rules (issue 27)', () => {
  it('shows thousands separators and at most two decimals, in the page language', () => {
    expect(displayStat(13857)).toBe('13,857');
    expect(displayStat(1234567.891)).toBe('1,234,567.89');
    expect(displayStat(40.755)).toBe('40.76');
    expect(displayStat('2500.5')).toBe('2,500.5');
    expect(displayStat(1234567.891, 'fr')).toBe(new Intl.NumberFormat('fr-FR').format(1234567.89));
  });

  it('shows zero as 0 and only a missing figure blank', () => {
    expect(displayStat(0)).toBe('0');
    expect(displayStat('0')).toBe('0');
    expect(displayStat(undefined)).toBe('');
    expect(displayStat(null)).toBe('');
    expect(displayStat('n/a')).toBe('');
  });

  it('shows a live figure only once it reaches its threshold, and never one the editors keep editorial (issue 41)', () => {
    const live = { source: 'live', threshold: 120_000 } as const;
    expect(meaningfulLiveValue(live, 54)).toBeUndefined();
    expect(meaningfulLiveValue(live, 119_999.5)).toBeUndefined();
    expect(meaningfulLiveValue(live, '120000')).toBe(120_000);
    expect(meaningfulLiveValue(live, undefined)).toBeUndefined();
    expect(meaningfulLiveValue(live, 'n/a')).toBeUndefined();
    // A zero never replaces a claim, even with no threshold.
    expect(meaningfulLiveValue({ source: 'live', threshold: 0 }, 0)).toBeUndefined();
    expect(meaningfulLiveValue({ source: 'live', threshold: 0 }, 3)).toBe(3);
    expect(meaningfulLiveValue({ source: 'editorial', threshold: 0 }, 1_000_000)).toBeUndefined();
    expect(liveFigureParts('sourcing.totalQuantity')).toEqual({ source: 'sourcing', key: 'totalQuantity' });
    expect(liveFigureParts('sourcing.toString')).toBeUndefined();
  });

  it.each([
    ['en', 'en-US'],
    ['fr', 'fr-FR'],
  ] as const)('formats %s exactly as Intl %s does, without paying for Intl while a page starts', (locale, tag) => {
    const intl = new Intl.NumberFormat(tag, { maximumFractionDigits: 2 });
    const edges = [
      0,
      -0,
      1,
      -1,
      0.005,
      0.015,
      1.005,
      2.675,
      1.995,
      -1.995,
      999.995,
      1234567.891,
      -1234.5,
      0.1 + 0.2,
      1e15,
      123456789012.345,
      10.135,
      1e-7,
      1e21,
      Number.NaN,
      Infinity,
    ];
    // A fixed pseudo-random sample across magnitudes (a linear congruential generator).
    let seed = 42;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const sample = Array.from({ length: 20000 }, () => (next() - 0.3) * 10 ** Math.floor(next() * 12));
    for (const value of [...edges, ...sample, ...sample.map((v) => Math.round(v * 1000) / 1000)]) {
      expect(formatNumber(value, locale), String(value)).toBe(intl.format(value));
    }
  });
});

describe('the map of Africa', () => {
  const map = buildAfricaMap(['NG', 'BJ', 'TG', 'CM', 'ML']);

  it('draws every African country, outlines or dots for the smallest islands', () => {
    const codes = new Set(map.countries.map((c) => c.code));
    for (const code of ['NG', 'ZA', 'EG', 'MA', 'KE', 'CV', 'MU', 'SC', 'KM', 'ST', 'EH'])
      expect(codes.has(code), code).toBe(true);
    expect(codes.has('FR')).toBe(false);
    expect(codes.size).toBe(55);
    for (const country of map.countries) {
      if (country.shape.kind === 'path') expect(country.shape.d.length, country.code).toBeGreaterThan(10);
    }
  });

  it('highlights exactly the countries of operation, named for the legend', () => {
    const highlighted = new Set(map.countries.filter((c) => c.highlighted).map((c) => c.code));
    expect(highlighted).toEqual(new Set(['NG', 'BJ', 'TG', 'CM', 'ML']));
    expect(map.highlighted.map((c) => c.name)).toEqual(['Nigeria', 'Benin', 'Togo', 'Cameroon', 'Mali']);
  });

  it('refuses a code that is not an African country', () => {
    expect(isAfricanCountry('GH')).toBe(true);
    expect(() => buildAfricaMap(['NG', 'FR'])).toThrow('not African country codes: FR');
  });
});

describe('sitemap and robots.txt', () => {
  const site = new URL('https://www.afritradehub.com');

  it('lists every public marketing page with absolute URLs', () => {
    const xml = sitemapXml(site);
    for (const path of [
      '/',
      '/our-story',
      '/what-we-do',
      '/our-impact',
      '/market-intelligence',
      '/contact',
      '/academy',
    ]) {
      expect(xml).toContain(`<loc>https://www.afritradehub.com${path}</loc>`);
    }
    expect(xml).not.toContain('/dashboard');
  });

  it('keeps the buyer hub and token links out and points at the sitemap', () => {
    const robots = robotsTxt(site);
    for (const path of [
      '/dashboard',
      '/orders',
      '/inquiries',
      '/settings',
      '/message-center',
      '/passwordreset/',
      '/login/',
    ]) {
      expect(robots).toContain(`Disallow: ${path}\n`);
    }
    expect(robots).toContain('Sitemap: https://www.afritradehub.com/sitemap.xml');
    // Nothing indexed is also disallowed.
    const disallowed: readonly string[] = DISALLOWED_PATHS;
    for (const route of INDEXED_ROUTES) {
      expect(
        disallowed.some((path) => route === path || (path.endsWith('/') && route.startsWith(path))),
        route,
      ).toBe(false);
    }
  });
});
