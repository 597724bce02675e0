// Payment instructions and the pro-forma invoice as the API takes and answers them
// (docs/product/api.md). The rules they check with are in payment-instructions.ts.
import { z } from 'zod';
import { PaymentTerm, ShippingTerm, Timestamp } from '../common/common.contract.ts';
import {
  isAccountNumber,
  isBic,
  isCurrencyCode,
  ORDER_NUMBER_PLACEHOLDER,
  PAYMENT_INSTRUCTION_LIMITS as LIMITS,
} from './payment-instructions.ts';

const textOf = (what: string, max: number) =>
  z
    .string({ error: `Enter ${what}.` })
    .trim()
    .max(max, { error: `Keep ${what} under ${max.toLocaleString('en-US')} characters.` });

const requiredTextOf = (what: string, max: number) => textOf(what, max).min(1, { error: `Enter ${what}.` });

/** A currency code as typed ("usd" reads as USD), checked against ISO 4217. */
export const CurrencyCode = z
  .string({ error: 'Enter a currency code such as USD.' })
  .trim()
  .toUpperCase()
  .refine(isCurrencyCode, { error: 'Enter an ISO 4217 currency code such as USD, EUR or XOF.' });

export const CurrencyParams = z.object({ currency: CurrencyCode });

/** DELETE /staff/payment-instructions/{currency}: the currency whose instructions were removed. */
export const RemovedCurrency = z.object({ currency: z.string() }).meta({ example: { currency: 'EUR' } });

const EXAMPLE_BODY = {
  beneficiary: 'AfriTrade Hub Ltd.',
  bankName: 'Ecobank Nigeria',
  accountNumber: 'NG12 ECOC 0000 1234 5678 90',
  swift: 'ECOCNGLA',
  bankAddress: '21 Ahmadu Bello Way, Victoria Island, Lagos, Nigeria',
  referenceWording: `Order ${ORDER_NUMBER_PLACEHOLDER}`,
  notes: 'Bank charges are for the sender (OUR). Send the SWIFT copy as your payment proof.',
};

const BANK_EXAMPLE = {
  currency: 'USD',
  beneficiary: EXAMPLE_BODY.beneficiary,
  bankName: EXAMPLE_BODY.bankName,
  accountNumber: EXAMPLE_BODY.accountNumber,
  swift: EXAMPLE_BODY.swift,
  bankAddress: EXAMPLE_BODY.bankAddress,
  notes: EXAMPLE_BODY.notes,
};

/** PUT /staff/payment-instructions/{currency}: the whole set, replacing what was there. */
export const PaymentInstructionsBody = z
  .object({
    beneficiary: requiredTextOf('the beneficiary (account holder)', LIMITS.beneficiary),
    bankName: requiredTextOf('the bank name', LIMITS.bankName),
    accountNumber: requiredTextOf('the account number or IBAN', LIMITS.accountNumber)
      .toUpperCase()
      .refine(isAccountNumber, { error: 'Use letters and digits only (spaces and dashes between groups).' }),
    swift: requiredTextOf('the SWIFT/BIC code', 11)
      .toUpperCase()
      .transform((bic) => bic.replaceAll(' ', ''))
      .refine(isBic, { error: 'A SWIFT/BIC code has 8 or 11 letters and digits, e.g. ECOCNGLA.' }),
    bankAddress: requiredTextOf('the bank address', LIMITS.bankAddress),
    referenceWording: requiredTextOf('the reference wording', LIMITS.referenceWording).refine(
      (wording) => wording.includes(ORDER_NUMBER_PLACEHOLDER),
      {
        error: `Put ${ORDER_NUMBER_PLACEHOLDER} where the order number goes, e.g. "Order ${ORDER_NUMBER_PLACEHOLDER}".`,
      },
    ),
    notes: textOf('the notes', LIMITS.notes).default(''),
  })
  .meta({ example: EXAMPLE_BODY });
export type PaymentInstructionsBody = z.infer<typeof PaymentInstructionsBody>;

/** What a buyer is told: the bank details only. */
export const BankDetails = z
  .object({
    currency: z.string().meta({ description: 'ISO 4217 code.' }),
    beneficiary: z.string(),
    bankName: z.string(),
    accountNumber: z.string().meta({ description: 'Account number or IBAN.' }),
    swift: z.string().meta({ description: 'SWIFT/BIC.' }),
    bankAddress: z.string(),
    notes: z.string(),
  })
  .meta({ id: 'BankDetails', example: BANK_EXAMPLE });
export type BankDetails = z.infer<typeof BankDetails>;

/** The console's view: the set, its wording template, and who changed it last. */
export const PaymentInstructions = BankDetails.extend({
  referenceWording: z.string(),
  updatedAt: Timestamp,
  updatedBy: z.object({ id: z.uuid(), fullName: z.string() }).nullable(),
}).meta({
  id: 'PaymentInstructions',
  example: {
    currency: 'USD',
    ...EXAMPLE_BODY,
    updatedAt: '2026-11-24T10:00:00.000Z',
    updatedBy: { id: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d', fullName: 'Amara Diallo' },
  },
});
export type PaymentInstructions = z.infer<typeof PaymentInstructions>;

/**
 * On an approved order paid by transfer (GET /order/{id}): what to send, where, and what to
 * quote. `bank` is null while admins have not set instructions for the currency.
 */
export const HowToPay = z
  .object({
    currency: z.string(),
    amount: z.number(),
    reference: z.string().meta({ description: 'What the buyer writes in the transfer’s reference.' }),
    bank: BankDetails.nullable(),
  })
  .meta({
    id: 'HowToPay',
    example: {
      currency: 'USD',
      amount: 36250,
      reference: 'Order ATH-2611-7K3Q9',
      bank: BANK_EXAMPLE,
    },
  });
export type HowToPay = z.infer<typeof HowToPay>;

/** A party to the sale as the pro-forma names it: the seller's legal name and address, the buyer's name and country. */
const Party = z.object({
  name: z.string(),
  addressLines: z.array(z.string()),
  email: z.string(),
  phone: z.string().nullable(),
});

/** GET /order/{id}/proforma (buyer) and /staff/orders/{id}/proforma: everything the printed pro-forma shows. */
export const Proforma = z
  .object({
    number: z.string().meta({ description: 'PF- and the order number.' }),
    orderId: z.uuid(),
    orderNumber: z.string(),
    issuedAt: Timestamp.meta({ description: 'When the buyer approved the order.' }),
    seller: Party,
    buyer: Party,
    productName: z.string(),
    productNameFr: z.string().nullable().meta({ description: 'The product’s French name in the catalogue; null: none.' }),
    quantity: z.number().meta({ description: 'Metric tonnes.' }),
    pricePerMT: z.number(),
    currency: z.string(),
    total: z.number(),
    incoterm: ShippingTerm,
    namedPlace: z
      .string()
      .meta({ description: 'FOB: the country of origin (port of loading); otherwise the destination port.' }),
    countryOfOrigin: z.string(),
    destination: z.string().meta({ description: 'Destination port and country.' }),
    paymentTerm: PaymentTerm,
    howToPay: HowToPay.nullable().meta({ description: 'For orders paid by transfer; null otherwise.' }),
  })
  .meta({
    id: 'Proforma',
    example: {
      number: 'PF-ATH-2611-7K3Q9',
      orderId: '7d6c5b4a-3e2f-4a1b-9c8d-7e6f5a4b3c2d',
      orderNumber: 'ATH-2611-7K3Q9',
      issuedAt: '2026-11-18T09:30:00.000Z',
      seller: {
        name: 'AfriTrade Hub Ltd.',
        addressLines: ['1201 Peachtree Street NE, Suite 400', 'Atlanta, GA 30361, USA'],
        email: 'info@afritradehub.com',
        phone: '+234 1 700 0200',
      },
      buyer: { name: 'Kwame Mensah', addressLines: ['Ghana'], email: 'kwame@example.com', phone: '+233201234567' },
      productName: 'Raw cashew nuts',
      productNameFr: 'Noix de cajou brutes',
      quantity: 25,
      pricePerMT: 1450,
      currency: 'USD',
      total: 36250,
      incoterm: 'FOB',
      namedPlace: 'Benin',
      countryOfOrigin: 'Benin',
      destination: 'Tema, Ghana',
      paymentTerm: 'TT',
      howToPay: {
        currency: 'USD',
        amount: 36250,
        reference: 'Order ATH-2611-7K3Q9',
        bank: BANK_EXAMPLE,
      },
    },
  });
export type Proforma = z.infer<typeof Proforma>;
