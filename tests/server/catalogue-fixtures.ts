// A product as an admin writes it (POST /api/staff/products), shared by the catalogue tests.

/** A valid new product: two origins, two specification rows; `change` replaces any field. */
export function newProduct(change: Record<string, unknown> = {}) {
  return {
    productName: 'Dried Hibiscus (Test Lot)',
    productDescription: 'Sun-dried calyces, hand-sorted, for tea blenders.',
    category: 'Agro-Commodities',
    subCategory: 'Spices & Herbs',
    commodity: null,
    supplier: 'Kano Growers Union',
    minPricePerUnit: 1500,
    maxPricePerUnit: 2000,
    minOrdersAllowed: 10,
    supplyCapacity: 300,
    minDuration: 10,
    maxDuration: 30,
    productSpecification: [
      { key: 'Moisture', value: '12% max' },
      { key: 'Colour', value: 'Deep red' },
    ],
    origins: [
      { countryCode: 'NG', pricePerMT: 1600 },
      { countryCode: 'SN', pricePerMT: 1850 },
    ],
    ...change,
  };
}
