import type { FocusCategory } from '../../../shared/common/enums.ts';
import type { CommodityFamily } from '../../../shared/market/market.ts';

/** One product of the demo catalogue, as an editor would describe it. */
export interface CatalogueEntry {
  slug: string;
  productName: string;
  productDescription: string;
  category: FocusCategory;
  subCategory: string;
  /** The Market Intelligence family its prices count towards. */
  commodity?: CommodityFamily;
  supplier: string;
  /** USD per MT, shown as the product's price range; every origin price lies inside it. */
  priceRange: [min: number, max: number];
  minOrdersAllowed: number;
  supplyCapacity: number;
  /** Lead time in days. */
  leadTime: [min: number, max: number];
  productSpecification: Record<string, string>;
  /** ISO 3166-1 alpha-2 code and USD per MT; 1 to 4 origins. */
  origins: { countryCode: string; pricePerMT: number }[];
  /** Paths under public/, first is the main image; 2 to 5. */
  images: { src: string; alt: string }[];
}
