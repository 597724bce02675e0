// The /api shapes of sales contracts (issue 39; names fixed in the architecture document).
import { z } from 'zod';
import { PAYMENT_TERMS, SHIPPING_TERMS } from '../common/enums.ts';
import { LOCALES } from '../i18n/locales.ts';
import { CONTRACT_PARTIES, CONTRACT_STATUSES } from './contracts.ts';

export const ContractTerms = z.object({
  orderNumber: z.string(),
  buyerName: z.string(),
  buyerEmail: z.string(),
  buyerCountry: z.string().nullable(),
  productName: z.string(),
  specification: z.string(),
  quantity: z.number(),
  tolerancePercent: z.number(),
  pricePerMT: z.number(),
  total: z.number(),
  currency: z.string(),
  incoterm: z.enum(SHIPPING_TERMS),
  namedPlace: z.string(),
  origin: z.string(),
  destination: z.string(),
  paymentTerm: z.enum(PAYMENT_TERMS),
  shipmentDays: z.number(),
});

export const ContractSignature = z.object({
  party: z.enum(CONTRACT_PARTIES),
  name: z.string(),
  signedAt: z.string(),
});

export const Contract = z.object({
  id: z.uuid(),
  number: z.string().meta({ example: 'SC-2026-000001' }),
  version: z.number().int(),
  status: z.enum(CONTRACT_STATUSES),
  language: z.enum(LOCALES),
  sha256: z.string(),
  /** A signed, expiring link to the PDF (the signed copy once both parties signed). */
  pdfUrl: z.string(),
  signatures: z.array(ContractSignature),
  terms: ContractTerms,
});
export type Contract = z.infer<typeof Contract>;

/** The order desk's view: the current version, and every version with the signatures' audit trail. */
export const StaffContract = Contract.extend({
  versions: z.array(
    Contract.extend({
      issuedAt: z.string(),
      voidedAt: z.string().nullable(),
      signatures: z.array(
        ContractSignature.extend({ version: z.number().int(), sha256: z.string(), ip: z.string().nullable() }),
      ),
    }),
  ),
});
export type StaffContract = z.infer<typeof StaffContract>;

const FULL_NAME_MAX = 120;

export const BuyerSignBody = z.object({
  fullName: z.string().trim().min(1).max(FULL_NAME_MAX),
  accept: z.boolean(),
  version: z.number().int().min(1),
});
export type BuyerSignBody = z.infer<typeof BuyerSignBody>;

export const SellerSignBody = z.object({ version: z.number().int().min(1) });

export const ContractSettings = z.object({ requiredBeforeProcessing: z.boolean() });
export type ContractSettings = z.infer<typeof ContractSettings>;

export const ContractFileParams = z.object({ contractId: z.uuid() });
