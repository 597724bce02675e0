// Payment plans as the API takes and answers them (docs/product/api.md; issue 38). The rules
// they validate with are in ./plans.ts.
import { z } from 'zod';
import { Timestamp, uuidParam } from '../common/common.contract.ts';
import { reasonIssue } from '../i18n/errors.ts';
import { PDF_AND_IMAGE_TYPES } from '../common/files.ts';
import { RECEIPT_DECISIONS, RECEIPT_MAX_BYTES, RECEIPT_NOTE_MAX, RECEIPT_STATUSES } from '../orders/payment-proof.ts';
import { INSTALMENT_STATUSES, LETTER_OF_CREDIT_STATUSES, PAYMENT_TRIGGERS, PLAN_LIMITS, planRefusal } from './plans.ts';
import { ENTRY_STATUSES } from './reconcile.ts';

/** A statement of a busy month fits: camt.053 is verbose (about 2 kB an entry). */
export const STATEMENT_MAX_BYTES = 50 * 1024 * 1024;

const Day = z.iso.date().meta({ description: 'A calendar day, YYYY-MM-DD.' });
const Money = z.number().meta({ description: 'In the order’s currency (USD), to the cent.' });

const RECEIPT_EXAMPLE = {
  id: '2e3f4a5b-6c7d-4e8f-9a0b-1c2d3e4f5a6b',
  link: '/api/order/receipt/2e3f4a5b-6c7d-4e8f-9a0b-1c2d3e4f5a6b?expires=1795500000&signature=3Jx9kQ2vLm8TzYw4bHc6pN',
  linkExpiresAt: '2026-11-23T10:30:00.000Z',
  fileName: 'receipt-ATH-2611-7K3Q9.pdf',
  mimeType: 'application/pdf',
  amount: 10875,
  paidOn: '2026-11-19',
  reference: 'ATH-2611-7K3Q9 deposit',
  status: 'VERIFIED',
  verifiedAmount: 10875,
  note: 'Funds received in full.',
  uploadedAt: '2026-11-19T12:00:00.000Z',
  decidedAt: '2026-11-19T15:20:00.000Z',
} as const;

/** A payment proof of one instalment, with what the order desk found. */
export const InstalmentReceipt = z
  .object({
    id: z.uuid(),
    link: z.string().meta({ description: 'A signed, expiring link that opens the file without a bearer token.' }),
    linkExpiresAt: Timestamp,
    fileName: z.string(),
    mimeType: z.string(),
    amount: Money.meta({ description: 'What the buyer says they paid.' }),
    paidOn: Day,
    reference: z.string().nullable(),
    status: z.enum(RECEIPT_STATUSES),
    verifiedAmount: Money.nullable().meta({ description: 'What actually arrived, once verified.' }),
    note: z.string().nullable().meta({ description: 'Why it was rejected, or the verifier’s remark.' }),
    uploadedAt: Timestamp,
    decidedAt: Timestamp.nullable(),
  })
  .meta({ id: 'InstalmentReceipt', example: RECEIPT_EXAMPLE });
export type InstalmentReceipt = z.infer<typeof InstalmentReceipt>;

const INSTALMENT_EXAMPLE = {
  id: '8a7b6c5d-4e3f-4a2b-9c1d-0e9f8a7b6c5d',
  label: 'Deposit',
  percent: 30,
  amount: 10875,
  trigger: 'ON_ORDER',
  days: 7,
  dueDate: '2026-11-25',
  status: 'PAID',
  paid: 10875,
  receipts: [RECEIPT_EXAMPLE],
} as const;

export const Instalment = z
  .object({
    id: z.uuid(),
    label: z.string(),
    percent: z.number(),
    amount: Money,
    trigger: z.enum(PAYMENT_TRIGGERS),
    days: z.int(),
    dueDate: Day.nullable().meta({ description: 'Null until its trigger happens.' }),
    status: z.enum(INSTALMENT_STATUSES),
    paid: Money.meta({ description: 'Credited so far (verified proofs, matched bank entries).' }),
    receipts: z.array(InstalmentReceipt).meta({ description: 'Its payment proofs, oldest first.' }),
  })
  .meta({ id: 'Instalment', example: INSTALMENT_EXAMPLE });
export type Instalment = z.infer<typeof Instalment>;

export const PAYMENTS_EXAMPLE = {
  currency: 'USD',
  total: 36250,
  paid: 10875,
  outstanding: 25375,
  instalments: [
    INSTALMENT_EXAMPLE,
    {
      ...INSTALMENT_EXAMPLE,
      id: '9b8c7d6e-5f4a-4b3c-8d2e-1f0a9b8c7d6e',
      label: 'Balance',
      percent: 70,
      amount: 25375,
      trigger: 'AGAINST_BL_COPY',
      dueDate: null,
      status: 'NOT_DUE',
      paid: 0,
      receipts: [],
    },
  ],
} as const;

/** What the order costs and how it is paid, instalment by instalment. */
export const Payments = z
  .object({
    currency: z.string(),
    total: Money,
    paid: Money,
    outstanding: Money,
    instalments: z.array(Instalment),
  })
  .meta({ id: 'Payments', example: PAYMENTS_EXAMPLE });
export type Payments = z.infer<typeof Payments>;

const LETTER_OF_CREDIT_EXAMPLE = {
  number: 'LC-ECO-2026-0481',
  issuingBank: 'Ecobank Nigeria, Lagos',
  advisingBank: 'Société Générale Bénin, Cotonou',
  amount: 36250,
  expiryDate: '2027-02-28',
  latestShipmentDate: '2027-01-31',
  presentationDays: 21,
  status: 'ADVISED',
  history: [
    { status: 'ISSUED', note: null, createdAt: '2026-11-20T09:00:00.000Z' },
    { status: 'ADVISED', note: 'Advised by SG Bénin.', createdAt: '2026-11-22T11:00:00.000Z' },
  ],
} as const;

const LetterOfCreditFields = {
  number: z.string().trim().min(1).max(80),
  issuingBank: z.string().trim().min(1).max(200),
  advisingBank: z.string().trim().max(200).nullable(),
  amount: z.number().positive().max(1e13).meta({ description: 'USD.' }),
  expiryDate: Day,
  latestShipmentDate: Day,
  presentationDays: z.int().min(1).max(365).meta({ description: 'Days after shipment to present the documents.' }),
};

export const LetterOfCredit = z
  .object({
    ...LetterOfCreditFields,
    status: z.enum(LETTER_OF_CREDIT_STATUSES),
    history: z.array(
      z.object({ status: z.enum(LETTER_OF_CREDIT_STATUSES), note: z.string().nullable(), createdAt: Timestamp }),
    ),
  })
  .meta({ id: 'LetterOfCredit', example: LETTER_OF_CREDIT_EXAMPLE });
export type LetterOfCredit = z.infer<typeof LetterOfCredit>;

/** PUT /staff/orders/{id}/letter-of-credit. */
export const LetterOfCreditBody = z
  .object({ ...LetterOfCreditFields, advisingBank: LetterOfCreditFields.advisingBank.optional() })
  .meta({
    example: {
      number: LETTER_OF_CREDIT_EXAMPLE.number,
      issuingBank: LETTER_OF_CREDIT_EXAMPLE.issuingBank,
      advisingBank: LETTER_OF_CREDIT_EXAMPLE.advisingBank,
      amount: 36250,
      expiryDate: '2027-02-28',
      latestShipmentDate: '2027-01-31',
      presentationDays: 21,
    },
  });
export type LetterOfCreditBody = z.infer<typeof LetterOfCreditBody>;

const note = z.string().trim().max(RECEIPT_NOTE_MAX).nullish();

/** POST /staff/orders/{id}/letter-of-credit/status. */
export const LetterOfCreditStatusBody = z
  .object({ status: z.enum(LETTER_OF_CREDIT_STATUSES), note })
  .meta({ example: { status: 'DOCUMENTS_PRESENTED', note: 'Presented to SG Bénin on 3 January.' } });
export type LetterOfCreditStatusBody = z.infer<typeof LetterOfCreditStatusBody>;

/** A quote's plan and PUT /staff/orders/{id}/payments/plan: shares summing to 100. */
export const PaymentPlanBody = z
  .object({
    instalments: z
      .array(
        z.object({
          label: z.string().trim().min(1).max(PLAN_LIMITS.label),
          percent: z.number(),
          trigger: z.enum(PAYMENT_TRIGGERS),
          days: z.number(),
        }),
      )
      .max(PLAN_LIMITS.instalments),
  })
  .superRefine((plan, ctx) => {
    const reason = planRefusal(plan);
    if (reason) ctx.addIssue({ code: 'custom', path: ['instalments'], ...reasonIssue(reason) });
  })
  .meta({
    id: 'PaymentPlan',
    example: {
      instalments: [
        { label: 'Deposit', percent: 30, trigger: 'ON_ORDER', days: 7 },
        { label: 'Balance', percent: 70, trigger: 'AGAINST_BL_COPY', days: 7 },
      ],
    },
  });
export type PaymentPlanBody = z.infer<typeof PaymentPlanBody>;

/** POST /staff/orders/{id}/payments/receipts/{receiptId}. */
export const PaymentReceiptDecisionBody = z
  .object({
    decision: z.enum(RECEIPT_DECISIONS),
    amount: z
      .number()
      .positive()
      .max(1e13)
      .optional()
      .meta({ description: 'What actually arrived (default: the amount on the proof); less is a part payment.' }),
    note,
  })
  .meta({ example: { decision: 'VERIFIED', amount: 10000, note: 'Received 10,000 of 10,875; the rest to follow.' } });
export type PaymentReceiptDecisionBody = z.infer<typeof PaymentReceiptDecisionBody>;

export const InstalmentParams = z.object({ orderId: uuidParam('Order'), instalmentId: uuidParam('Instalment') });
export const PaymentReceiptParams = z.object({ orderId: uuidParam('Order'), receiptId: uuidParam('Payment proof') });

/** GET /staff/payments/overdue: one row per overdue instalment, the longest overdue first. */
export const OverdueInstalment = z
  .object({
    orderId: z.uuid(),
    orderNumber: z.string(),
    buyer: z.object({ id: z.uuid(), fullName: z.string(), email: z.string() }),
    instalmentId: z.uuid(),
    label: z.string(),
    amount: Money,
    outstanding: Money,
    dueDate: Day,
    daysOverdue: z.int(),
  })
  .meta({
    id: 'OverdueInstalment',
    example: {
      orderId: '7d6c5b4a-3e2f-4a1b-9c8d-7e6f5a4b3c2d',
      orderNumber: 'ATH-2611-7K3Q9',
      buyer: {
        id: '5b0e3a52-6f1c-4c1e-9d7a-2f8b1c0d9e4a',
        fullName: 'Amina Bello',
        email: 'amina@bellocommodities.ng',
      },
      instalmentId: INSTALMENT_EXAMPLE.id,
      label: 'Deposit',
      amount: 10875,
      outstanding: 10875,
      dueDate: '2026-11-25',
      daysOverdue: 4,
    },
  });
export type OverdueInstalment = z.infer<typeof OverdueInstalment>;

const MB = 1024 * 1024;

/** POST /order/{id}/payments/{instalmentId}/receipts: the form (the route reads the parts itself). */
export const InstalmentReceiptForm = z
  .object({
    file: z
      .file()
      .max(RECEIPT_MAX_BYTES)
      .mime([...PDF_AND_IMAGE_TYPES])
      .meta({
        description: `The payment proof: ${PDF_AND_IMAGE_TYPES.join(', ')}, at most ${RECEIPT_MAX_BYTES / MB} MB (judged by content).`,
      }),
    amount: z.string().meta({ description: 'The amount paid, e.g. `10875.00`.' }),
    paidOn: z.string().meta({ description: 'The day it was paid, YYYY-MM-DD, not later than today.' }),
    reference: z.string().max(140).optional().meta({ description: 'The transfer’s reference.' }),
  })
  .meta({ description: 'The proof in `file`, with `amount`, `paidOn` and optionally `reference`.' });

// ---------------------------------------------------------------------------------------
// Bank reconciliation.

const SUGGESTION_EXAMPLE = {
  orderId: '7d6c5b4a-3e2f-4a1b-9c8d-7e6f5a4b3c2d',
  orderNumber: 'ATH-2611-7K3Q9',
  instalmentId: INSTALMENT_EXAMPLE.id,
  score: 0.9,
} as const;

export const StatementEntry = z
  .object({
    id: z.uuid(),
    date: Day,
    amount: Money,
    currency: z.string(),
    reference: z.string(),
    counterparty: z.string(),
    status: z.enum(ENTRY_STATUSES),
    suggestions: z.array(
      z.object({ orderId: z.uuid(), orderNumber: z.string(), instalmentId: z.uuid(), score: z.number() }),
    ),
  })
  .meta({
    id: 'StatementEntry',
    example: {
      id: '3c2b1a0f-9e8d-4c7b-a6f5-e4d3c2b1a0f9',
      date: '2026-11-19',
      amount: 10875,
      currency: 'USD',
      reference: 'ATH-2611-7K3Q9 deposit',
      counterparty: 'Bello Commodities Ltd',
      status: 'SUGGESTED',
      suggestions: [SUGGESTION_EXAMPLE],
    },
  });
export type StatementEntry = z.infer<typeof StatementEntry>;

/** POST /staff/payments/statements: the statement with every credit entry it holds. */
export const BankStatement = z.object({ id: z.uuid(), entries: z.array(StatementEntry) }).meta({
  id: 'BankStatement',
  example: {
    id: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
    entries: [
      {
        id: '3c2b1a0f-9e8d-4c7b-a6f5-e4d3c2b1a0f9',
        date: '2026-11-19',
        amount: 10875,
        currency: 'USD',
        reference: 'ATH-2611-7K3Q9 deposit',
        counterparty: 'Bello Commodities Ltd',
        status: 'SUGGESTED',
        suggestions: [SUGGESTION_EXAMPLE],
      },
    ],
  },
});
export type BankStatement = z.infer<typeof BankStatement>;

export const StatementUploadForm = z
  .object({
    file: z.file().max(STATEMENT_MAX_BYTES).meta({
      description: 'ISO 20022 camt.053 XML, or CSV with the header `date,amount,currency,reference,counterparty`.',
    }),
  })
  .meta({ description: 'One part: the statement in `file`.' });

export const StatementEntryParams = z.object({ statementId: uuidParam('Statement'), entryId: uuidParam('Entry') });
export const MatchEntryBody = z
  .object({ instalmentId: z.uuid() })
  .meta({ example: { instalmentId: INSTALMENT_EXAMPLE.id } });
export type MatchEntryBody = z.infer<typeof MatchEntryBody>;
