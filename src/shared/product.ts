// The product as the API answers it (SPEC §3).

export interface ProductImage {
  image: string;
  alt: string;
  isMain: boolean;
}

export interface CountryTraded {
  countryName: string;
  countryCode: string;
  /** USD per metric tonne from this origin. */
  price: number;
}

export interface Product {
  id: string;
  productName: string;
  productDescription: string;
  category: string;
  subCategory: string;
  currency: string;
  minPricePerUnit: number;
  maxPricePerUnit: number;
  /** Metric tonnes. */
  minOrdersAllowed: number;
  /** Metric tonnes per month. */
  supplyCapacity: number;
  /** Lead time in days. */
  minDuration: number;
  maxDuration: number;
  productSpecification: Record<string, string>;
  CountryTraded: CountryTraded[];
  productImages: ProductImage[];
}

/** The first specification entry, shown on product cards and the details page. */
export function firstSpecification(product: Pick<Product, 'productSpecification'>): string {
  const [entry] = Object.entries(product.productSpecification);
  return entry ? `${entry[0]}: ${entry[1]}` : '';
}

/** The main image of a product, falling back to its first. */
export function mainImage(product: Pick<Product, 'productImages'>): ProductImage | undefined {
  return product.productImages.find((image) => image.isMain) ?? product.productImages[0];
}

/**
 * Product images ship at 800x600 and, beside each, a 400x300 copy named "-400" for cards
 * and thumbnails on slow networks: /images/products/cocoa-1.webp and cocoa-1-400.webp.
 */
export const smallImage = (src: string) => src.replace(/(\.[a-z]+)$/, '-400$1');

export const imageSrcSet = (src: string) => `${smallImage(src)} 400w, ${src} 800w`;
