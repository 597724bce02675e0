// An export order's document pack (docs/product/states.md): the types, and which
// ones an order needs, written once for the console checklist, the buyer's page and the server.
import type { OrderStatus, PaymentTerm, ShippingTerm } from '../common/enums.ts';
import { PDF_AND_IMAGE_TYPES } from '../common/files.ts';
import type { Reason } from '../i18n/errors.ts';

export const ORDER_DOCUMENT_TYPES = [
  'PROFORMA_INVOICE',
  'COMMERCIAL_INVOICE',
  'PACKING_LIST',
  'BILL_OF_LADING',
  'CERTIFICATE_OF_ORIGIN',
  'PHYTOSANITARY_CERTIFICATE',
  'INSPECTION_CERTIFICATE',
  'INSURANCE_CERTIFICATE',
  'OTHER',
] as const;
export type OrderDocumentType = (typeof ORDER_DOCUMENT_TYPES)[number];

export const ORDER_DOCUMENT_LABELS: Record<OrderDocumentType, string> = {
  PROFORMA_INVOICE: 'Pro-forma invoice',
  COMMERCIAL_INVOICE: 'Commercial invoice',
  PACKING_LIST: 'Packing list',
  BILL_OF_LADING: 'Bill of lading',
  CERTIFICATE_OF_ORIGIN: 'Certificate of origin',
  PHYTOSANITARY_CERTIFICATE: 'Phytosanitary certificate',
  INSPECTION_CERTIFICATE: 'Inspection certificate',
  INSURANCE_CERTIFICATE: 'Insurance certificate',
  OTHER: 'Other document',
};

/** PDF or image, at most 20 MB, checked by content on the server. */
export const ORDER_DOCUMENT_MAX_BYTES = 20 * 1024 * 1024;
export const ORDER_DOCUMENT_MIME_TYPES = PDF_AND_IMAGE_TYPES;

/** The catalogue category whose goods are plants or plant products (they travel with a phytosanitary certificate). */
export const PLANT_PRODUCT_CATEGORY = 'Agro-Commodities';

export interface DocumentNeeds {
  incoterm: ShippingTerm;
  paymentTerm: PaymentTerm;
  /** The product's catalogue category; null when the product is gone from the catalogue. */
  category: string | null;
}

/**
 * The documents an order needs, in the order they usually come:
 * - every order: pro-forma invoice (before payment), commercial invoice and packing list;
 * - every sea shipment (FOB, CIF, CFR): bill of lading and certificate of origin;
 * - CIF: the insurance certificate, since the seller insures the cargo;
 * - plant products shipped abroad: a phytosanitary certificate;
 * - paid by letter of credit: the inspection certificate banks ask for under an LC.
 * Local delivery crosses no border, so it needs no bill of lading, origin or phytosanitary paper.
 */
export function requiredDocuments(order: DocumentNeeds): OrderDocumentType[] {
  const seaShipment = order.incoterm !== 'LOCAL';
  const needed: OrderDocumentType[] = ['PROFORMA_INVOICE', 'COMMERCIAL_INVOICE', 'PACKING_LIST'];
  if (seaShipment) needed.push('BILL_OF_LADING', 'CERTIFICATE_OF_ORIGIN');
  if (seaShipment && order.category === PLANT_PRODUCT_CATEGORY) needed.push('PHYTOSANITARY_CERTIFICATE');
  if (order.paymentTerm === 'LC') needed.push('INSPECTION_CERTIFICATE');
  if (order.incoterm === 'CIF') needed.push('INSURANCE_CERTIFICATE');
  return needed;
}

/**
 * The documents the system writes itself for every order: the pro-forma invoice is generated
 * from the order (its page and PDF), so it is never missing, uploaded or not (issue 41).
 */
export const GENERATED_DOCUMENTS: readonly OrderDocumentType[] = ['PROFORMA_INVOICE'];

/** The checklist: each required type and whether at least one document of it is on the order (or generated). */
export function documentChecklist(
  order: DocumentNeeds,
  present: readonly { type: OrderDocumentType }[],
): { type: OrderDocumentType; present: boolean }[] {
  const have = new Set([...GENERATED_DOCUMENTS, ...present.map((doc) => doc.type)]);
  return requiredDocuments(order).map((type) => ({ type, present: have.has(type) }));
}

/**
 * Where each document belongs in the order's life: a pro-forma invoice (what the buyer pays
 * against) and odd papers can come from the start; the shipping papers (invoice, packing list,
 * bill of lading, certificates) exist only once work on the goods began, so a PENDING order
 * takes none of them. A cancelled order takes no more documents.
 */
const DOCUMENT_FROM: Record<OrderDocumentType, 'PENDING' | 'PROCESSING'> = {
  PROFORMA_INVOICE: 'PENDING',
  COMMERCIAL_INVOICE: 'PROCESSING',
  PACKING_LIST: 'PROCESSING',
  BILL_OF_LADING: 'PROCESSING',
  CERTIFICATE_OF_ORIGIN: 'PROCESSING',
  PHYTOSANITARY_CERTIFICATE: 'PROCESSING',
  INSPECTION_CERTIFICATE: 'PROCESSING',
  INSURANCE_CERTIFICATE: 'PROCESSING',
  OTHER: 'PENDING',
};

/** Why an order in this status takes no document of any type, or null when it takes some. */
export const packClosedReason = (status: OrderStatus): Reason | null =>
  status === 'CANCELLED' ? 'document_order_cancelled' : null;

/** Why a document of this type cannot be added to an order in this status now, or null when it can. */
export function documentRefusal(type: OrderDocumentType, status: OrderStatus): Reason | null {
  const closed = packClosedReason(status);
  if (closed) return closed;
  if (status === 'PENDING' && DOCUMENT_FROM[type] === 'PROCESSING') {
    return { code: 'document_after_processing', params: { document: ORDER_DOCUMENT_LABELS[type] } };
  }
  return null;
}

/** The document types an order in this status takes now, in the usual order. */
export const acceptedDocumentTypes = (status: OrderStatus) =>
  ORDER_DOCUMENT_TYPES.filter((type) => documentRefusal(type, status) === null);

/** The required documents not on the order yet, from its checklist. */
export const missingDocuments = (checklist: readonly { type: OrderDocumentType; present: boolean }[]) =>
  checklist.filter((item) => !item.present).map((item) => item.type);
