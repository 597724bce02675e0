import type { CatalogueEntry } from './catalogue-entry.ts';

/** The demo catalogue loaded on first start. */
export const CATALOGUE: CatalogueEntry[] = [
  {
    slug: 'raw-cashew-nuts',
    productName: 'Raw Cashew Nuts',
    productDescription:
      'Sun-dried raw cashew nuts in shell from the 2026 main crop, hand-sorted and bagged at the aggregation centre.',
    category: 'Agro-Commodities',
    subCategory: 'Nuts',
    supplier: 'Kwara Agro Cooperative',
    priceRange: [1150, 1400],
    minOrdersAllowed: 25,
    supplyCapacity: 500,
    leadTime: [14, 30],
    productSpecification: { 'KOR (out-turn)': '47-49 lbs', Moisture: '10% max', 'Nut count': '180-200 per kg' },
    origins: [
      { countryCode: 'NG', pricePerMT: 1150 },
      { countryCode: 'BJ', pricePerMT: 1250 },
    ],
    images: [
      { src: '/images/products/raw-cashew-nuts-1.webp', alt: 'Raw cashew nuts in shell' },
      { src: '/images/products/raw-cashew-nuts-2.webp', alt: 'Bagged raw cashew nuts' },
    ],
  },
];
