// The console's product form as text the admin types, and the payload the API takes: numbers
// are read here, then checked with the same schema the server uses (shared/product-write.ts).
import type { FieldError } from '../../../shared/common/api-types.ts';
import type { StaffProduct } from '../../../shared/products/products.staff.contract.ts';
import type { FocusCategory } from '../../../shared/common/enums.ts';
import type { CommodityFamily } from '../../../shared/market/market.ts';
import { ProductCreateBody, specificationRows } from '../../../shared/products/product-write.ts';

export interface ProductFormState {
  productName: string;
  productDescription: string;
  /** Optional: French readers see the English text when these are blank. */
  productNameFr: string;
  productDescriptionFr: string;
  category: FocusCategory | '';
  subCategory: string;
  commodity: CommodityFamily | '';
  supplier: string;
  currency: 'USD';
  minPricePerUnit: string;
  maxPricePerUnit: string;
  minOrdersAllowed: string;
  supplyCapacity: string;
  minDuration: string;
  maxDuration: string;
  productSpecification: { key: string; value: string }[];
  origins: { countryCode: string; pricePerMT: string }[];
}

/** The form's lists of rows; the rest is one text field each. */
export type ProductRows = Pick<ProductFormState, 'productSpecification' | 'origins'>;
export type ProductText = Omit<ProductFormState, keyof ProductRows>;

export const EMPTY_PRODUCT: ProductFormState = {
  productName: '',
  productDescription: '',
  productNameFr: '',
  productDescriptionFr: '',
  category: '',
  subCategory: '',
  commodity: '',
  supplier: '',
  currency: 'USD',
  minPricePerUnit: '',
  maxPricePerUnit: '',
  minOrdersAllowed: '',
  supplyCapacity: '',
  minDuration: '',
  maxDuration: '',
  productSpecification: [{ key: '', value: '' }],
  origins: [{ countryCode: '', pricePerMT: '' }],
};

export function formFromProduct(product: StaffProduct): ProductFormState {
  return {
    productName: product.productName,
    productDescription: product.productDescription,
    productNameFr: product.productNameFr ?? '',
    productDescriptionFr: product.productDescriptionFr ?? '',
    category: product.category as FocusCategory,
    subCategory: product.subCategory,
    commodity: product.commodity ?? '',
    supplier: product.supplier,
    currency: 'USD',
    minPricePerUnit: String(product.minPricePerUnit),
    maxPricePerUnit: String(product.maxPricePerUnit),
    minOrdersAllowed: String(product.minOrdersAllowed),
    supplyCapacity: String(product.supplyCapacity),
    minDuration: String(product.minDuration),
    maxDuration: String(product.maxDuration),
    productSpecification: specificationRows(product.productSpecification),
    origins: product.CountryTraded.map((origin) => ({
      countryCode: origin.countryCode,
      pricePerMT: String(origin.price),
    })),
  };
}

/** A typed number, or NaN for an empty or unreadable field (the schema then names the field). */
const number = (text: string) => (text.trim() === '' ? Number.NaN : Number(text.replace(/,/g, '')));

/** The payload of POST /staff/products and PATCH /staff/products/{id} (without `published`). */
export function payloadOf(form: ProductFormState) {
  return {
    productName: form.productName,
    productDescription: form.productDescription,
    productNameFr: form.productNameFr.trim() || null,
    productDescriptionFr: form.productDescriptionFr.trim() || null,
    category: form.category,
    subCategory: form.subCategory,
    commodity: form.commodity || null,
    supplier: form.supplier,
    currency: form.currency,
    minPricePerUnit: number(form.minPricePerUnit),
    maxPricePerUnit: number(form.maxPricePerUnit),
    minOrdersAllowed: number(form.minOrdersAllowed),
    supplyCapacity: number(form.supplyCapacity),
    minDuration: number(form.minDuration),
    maxDuration: number(form.maxDuration),
    productSpecification: form.productSpecification,
    origins: form.origins.map((origin) => ({ countryCode: origin.countryCode, pricePerMT: number(origin.pricePerMT) })),
  };
}

/** The shared rules' complaints, each naming its field by path ("origins.0.pricePerMT"). */
export function formProblems(form: ProductFormState): FieldError[] {
  const result = ProductCreateBody.safeParse(payloadOf(form));
  if (result.success) return [];
  return result.error.issues.map((issue) => ({ field: issue.path.join('.'), message: issue.message }));
}
