// The listing rules beside the order rules: the browse filters kept in the URL, the hub
// tables' search, and which page numbers the pager offers.
import { describe, expect, it } from 'vitest';
import {
  applyFilters,
  filtersFromSearch,
  NO_FILTERS,
  searchOfFilters,
} from '../../src/shared/products/browse-filters.ts';
import { specSummary } from '../../src/islands/shared/product-view.ts';
import { matchesSearch } from '../../src/shared/hub/buyer-hub.ts';
import { pageWindow } from '../../src/islands/shared/Pager.tsx';
import type { Product } from '../../src/shared/products/products.ts';

const product = (name: string, change: Partial<Product> = {}): Product => ({
  id: name,
  productName: name,
  productDescription: `${name} from West Africa`,
  category: 'Agro-Commodities',
  subCategory: 'Nuts',
  currency: 'USD',
  minPricePerUnit: 1000,
  maxPricePerUnit: 1200,
  minOrdersAllowed: 10,
  supplyCapacity: 100,
  minDuration: 7,
  maxDuration: 14,
  productSpecification: { Moisture: '8% max' },
  CountryTraded: [{ countryName: 'Nigeria', countryCode: 'NG', price: 1000 }],
  productImages: [],
  ...change,
});

const CATALOGUE = [
  product('Raw Cashew Nuts', { minPricePerUnit: 1150, maxPricePerUnit: 1400 }),
  product('Sesame Seeds', { subCategory: 'Seeds', minPricePerUnit: 1500, maxPricePerUnit: 1700 }),
  product('Kente Cloth', {
    category: 'Textile',
    subCategory: 'Woven',
    minPricePerUnit: 9000,
    maxPricePerUnit: 12000,
    CountryTraded: [{ countryName: 'Ghana', countryCode: 'GH', price: 9000 }],
  }),
];
const names = (list: Product[]) => list.map((p) => p.productName);

describe('browse filters', () => {
  it('round-trip through the query string, leaving defaults out', () => {
    const filters = { ...NO_FILTERS, q: 'cashew nuts', origin: 'NG', min: '1000', sort: 'price-asc' as const };
    const search = searchOfFilters(filters);
    expect(search).toBe('?q=cashew+nuts&origin=NG&min=1000&sort=price-asc');
    expect(filtersFromSearch(search)).toEqual(filters);
    expect(searchOfFilters(NO_FILTERS)).toBe('');
    expect(filtersFromSearch('?sort=bogus&origin=gh').sort).toBe('featured');
    expect(filtersFromSearch('?origin=gh').origin).toBe('GH');
  });

  it('match every word, case-insensitively, across name, category, specification and origins', () => {
    expect(names(applyFilters(CATALOGUE, { ...NO_FILTERS, q: 'CASHEW' }))).toEqual(['Raw Cashew Nuts']);
    expect(names(applyFilters(CATALOGUE, { ...NO_FILTERS, q: 'ghana woven' }))).toEqual(['Kente Cloth']);
    expect(names(applyFilters(CATALOGUE, { ...NO_FILTERS, q: 'moisture nigeria' }))).toEqual([
      'Raw Cashew Nuts',
      'Sesame Seeds',
    ]);
  });

  it('filter by category, sub-category and origin', () => {
    expect(names(applyFilters(CATALOGUE, { ...NO_FILTERS, category: 'Textile' }))).toEqual(['Kente Cloth']);
    expect(names(applyFilters(CATALOGUE, { ...NO_FILTERS, sub: 'Seeds' }))).toEqual(['Sesame Seeds']);
    expect(names(applyFilters(CATALOGUE, { ...NO_FILTERS, origin: 'GH' }))).toEqual(['Kente Cloth']);
  });

  it('keep products whose price range overlaps the one asked for', () => {
    expect(names(applyFilters(CATALOGUE, { ...NO_FILTERS, min: '1350', max: '1550' }))).toEqual([
      'Raw Cashew Nuts',
      'Sesame Seeds',
    ]);
    expect(names(applyFilters(CATALOGUE, { ...NO_FILTERS, min: '5000' }))).toEqual(['Kente Cloth']);
    expect(names(applyFilters(CATALOGUE, { ...NO_FILTERS, max: 'abc' }))).toHaveLength(3);
  });

  it('sort by price either way and by name', () => {
    expect(names(applyFilters(CATALOGUE, { ...NO_FILTERS, sort: 'price-desc' }))).toEqual([
      'Kente Cloth',
      'Sesame Seeds',
      'Raw Cashew Nuts',
    ]);
    expect(names(applyFilters(CATALOGUE, { ...NO_FILTERS, sort: 'name' }))).toEqual([
      'Kente Cloth',
      'Raw Cashew Nuts',
      'Sesame Seeds',
    ]);
  });

  it('cut the card specification summary at 16 characters', () => {
    expect(specSummary({ productSpecification: { 'KOR (out-turn)': '47-49 lbs' } })).toBe('KOR (out-turn): ...');
    expect(specSummary({ productSpecification: { Grade: 'A' } })).toBe('Grade: A');
  });
});

describe('hub tables', () => {
  it('search case-insensitively, every word anywhere in the row', () => {
    expect(matchesSearch('FOB FOREIGN LC Raw Cashew Nuts PENDING ATH-2611-7K3Q9', 'ath-2611-7k3q9')).toBe(true);
    expect(matchesSearch('FOB FOREIGN LC Raw Cashew Nuts PENDING ATH-2611-7K3Q9', '  cashew   pending ')).toBe(true);
    expect(matchesSearch('FOB FOREIGN LC Raw Cashew Nuts PENDING ATH-2611-7K3Q9', 'cashew delivered')).toBe(false);
  });

  it('offer every page when few, else the ends and the neighbours of the current page', () => {
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(1, 20)).toEqual([1, 2, 'gap', 20]);
    expect(pageWindow(10, 20)).toEqual([1, 'gap', 9, 10, 11, 'gap', 20]);
    expect(pageWindow(20, 20)).toEqual([1, 'gap', 19, 20]);
  });
});
