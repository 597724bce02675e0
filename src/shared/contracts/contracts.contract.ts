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

const TERMS_EXAMPLE = {
  orderNumber: 'AFT-2611-7Q4K',
  buyerName: 'Amina Bello',
  buyerEmail: 'amina@bellocommodities.ng',
  buyerCountry: 'Nigeria',
  productName: 'Raw Cashew Nuts (In Shell)',
  specification: 'Grade W320, 50 kg jute bags',
  quantity: 250,
  tolerancePercent: 5,
  pricePerMT: 1450,
  total: 362500,
  currency: 'USD',
  incoterm: 'FOB',
  namedPlace: 'Cotonou',
  origin: 'Benin',
  destination: 'Tema, Ghana',
  paymentTerm: 'TT',
  shipmentDays: 60,
} as const;

const SIGNED_AT = '2026-11-29T10:15:00.000Z';
const SHA256_EXAMPLE = '9f2c4e1b7a6d5c3e8f0a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f60';
const CONTRACT_EXAMPLE = {
  id: '5b8d0c1e-2f3a-4b5c-8d6e-7f8091a2b3c4',
  number: 'SC-2026-000001',
  version: 1,
  status: 'AWAITING_SELLER',
  language: 'en',
  sha256: SHA256_EXAMPLE,
  pdfUrl: '/api/order/contract/5b8d0c1e-2f3a-4b5c-8d6e-7f8091a2b3c4?expires=1795500000&signature=Hk3m9Qw2Lp7Xz4Rt',
  signatures: [{ party: 'BUYER', name: 'Amina Bello', signedAt: SIGNED_AT }],
  terms: TERMS_EXAMPLE,
} as const;

export const ContractSignature = z.object({
  party: z.enum(CONTRACT_PARTIES),
  name: z.string(),
  signedAt: z.string(),
});

export const Contract = z
  .object({
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
  })
  .meta({ example: CONTRACT_EXAMPLE });
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
}).meta({
  example: {
    ...CONTRACT_EXAMPLE,
    versions: [
      {
        ...CONTRACT_EXAMPLE,
        issuedAt: '2026-11-29T09:00:00.000Z',
        voidedAt: null,
        signatures: [
          {
            party: 'BUYER',
            name: 'Amina Bello',
            signedAt: SIGNED_AT,
            version: 1,
            sha256: SHA256_EXAMPLE,
            ip: '102.89.1.20',
          },
        ],
      },
    ],
  },
});
export type StaffContract = z.infer<typeof StaffContract>;

const FULL_NAME_MAX = 120;

export const BuyerSignBody = z
  .object({
    fullName: z.string().trim().min(1).max(FULL_NAME_MAX),
    accept: z.boolean(),
    version: z.number().int().min(1),
  })
  .meta({ example: { fullName: 'Amina Bello', accept: true, version: 1 } });
export type BuyerSignBody = z.infer<typeof BuyerSignBody>;

export const SellerSignBody = z.object({ version: z.number().int().min(1) }).meta({ example: { version: 1 } });

export const ContractSettings = z
  .object({ requiredBeforeProcessing: z.boolean() })
  .meta({ example: { requiredBeforeProcessing: true } });
export type ContractSettings = z.infer<typeof ContractSettings>;

export const ContractFileParams = z.object({ contractId: z.uuid() });
