import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { OrderParams } from '../../../../shared/orders/orders.staff.contract.ts';
import {
  CurrencyParams,
  PaymentInstructions,
  PaymentInstructionsBody,
  Proforma,
  RemovedCurrency,
} from '../../../../shared/payment/payment-instructions.contract.ts';
import { created, ok } from '../../../http/envelope.ts';
import { signedInCalls } from '../../../http/route-options.ts';
import {
  listPaymentInstructions,
  removePaymentInstructions,
  savePaymentInstructions,
} from '../../../services/payment-instructions.service.ts';
import { getProforma } from '../../../services/proforma.service.ts';
import { StaffOrderDetails } from '../../../../shared/orders/orders.staff.contract.ts';
import {
  LetterOfCreditBody,
  LetterOfCreditStatusBody,
  OverdueInstalment,
  PaymentPlanBody,
  PaymentReceiptDecisionBody,
  PaymentReceiptParams,
  BankStatement,
  MatchEntryBody,
  STATEMENT_MAX_BYTES,
  StatementEntry,
  StatementEntryParams,
  StatementUploadForm,
} from '../../../../shared/payments/payments.contract.ts';
import multipart from '@fastify/multipart';
import { fileTooLarge } from '../../../../shared/common/files.ts';
import { refused } from '../../../http/api-error.ts';
import { uploadRefusal } from '../../../http/multipart-errors.ts';
import { uploadLimits } from '../../../http/multipart-upload.ts';
import {
  decidePaymentProof,
  importStatement,
  listOverdue,
  matchStatementEntry,
  moveLetterOfCreditStatus,
  saveLetterOfCredit,
  setPaymentPlan,
} from '../../../services/payments.service.ts';

const call = signedInCalls(['Staff: payments']);

/** The company's bank details per currency (admins) and an order's pro-forma (the order desk). */
const payments: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { limits: uploadLimits(STATEMENT_MAX_BYTES, 2) });

  app.get(
    '/staff/payment-instructions',
    {
      onRequest: app.authorize('payments.manage'),
      ...call('Payment instructions of every currency (admins)', {}, { 200: z.array(PaymentInstructions) }),
    },
    async (request) => ok(await listPaymentInstructions(request.ctx)),
  );

  app.put(
    '/staff/payment-instructions/:currency',
    {
      onRequest: app.authorize('payments.manage'),
      ...call(
        'Set the payment instructions of a currency, replacing them whole (admins)',
        { params: CurrencyParams, body: PaymentInstructionsBody },
        { 200: PaymentInstructions },
      ),
    },
    async (request) =>
      ok(await savePaymentInstructions(request.ctx, { currency: request.params.currency, ...request.body })),
  );

  app.delete(
    '/staff/payment-instructions/:currency',
    {
      onRequest: app.authorize('payments.manage'),
      ...call(
        'Remove the payment instructions of a currency (admins)',
        { params: CurrencyParams },
        { 200: RemovedCurrency },
      ),
    },
    async (request) => ok(await removePaymentInstructions(request.ctx, request.params.currency)),
  );

  app.get(
    '/staff/orders/:orderId/proforma',
    {
      onRequest: app.authorize('orders.manage'),
      ...call("An approved order's pro-forma invoice", { params: OrderParams }, { 200: Proforma }),
    },
    async (request) => ok(await getProforma(request.ctx, request.params.orderId)),
  );

  // Payment plans (issue 38): the order desk's calls, answered with the order as the console shows it.
  const desk = app.authorize('orders.manage');

  app.put(
    '/staff/orders/:orderId/payments/plan',
    {
      onRequest: desk,
      ...call(
        'Replace a pending order’s payment plan (the shares sum to 100)',
        { params: OrderParams, body: PaymentPlanBody },
        { 200: StaffOrderDetails },
      ),
    },
    async (request) => ok(await setPaymentPlan(request.ctx, { orderId: request.params.orderId, ...request.body })),
  );

  app.post(
    '/staff/orders/:orderId/payments/receipts/:receiptId',
    {
      onRequest: desk,
      ...call(
        'Verify a payment proof, crediting what actually arrived (part payments too), or reject it with a note',
        { params: PaymentReceiptParams, body: PaymentReceiptDecisionBody },
        { 200: StaffOrderDetails },
      ),
    },
    async (request) => ok(await decidePaymentProof(request.ctx, { ...request.params, ...request.body })),
  );

  app.put(
    '/staff/orders/:orderId/letter-of-credit',
    {
      onRequest: desk,
      ...call(
        'Record or correct the letter of credit an order is paid under (a new one starts ISSUED)',
        { params: OrderParams, body: LetterOfCreditBody },
        { 200: StaffOrderDetails },
      ),
    },
    async (request) => ok(await saveLetterOfCredit(request.ctx, { orderId: request.params.orderId, ...request.body })),
  );

  app.post(
    '/staff/orders/:orderId/letter-of-credit/status',
    {
      onRequest: desk,
      ...call(
        'Move the letter of credit on: ISSUED, ADVISED, DOCUMENTS_PRESENTED, DISCREPANT or ACCEPTED, PAID',
        { params: OrderParams, body: LetterOfCreditStatusBody },
        { 200: StaffOrderDetails },
      ),
    },
    async (request) =>
      ok(await moveLetterOfCreditStatus(request.ctx, { orderId: request.params.orderId, ...request.body })),
  );

  // Bank reconciliation (admins).
  const reconcile = app.authorize('payments.reconcile');

  app.post(
    '/staff/payments/statements',
    {
      onRequest: reconcile,
      ...call.upload(
        'Import a bank statement (camt.053 XML or CSV): its credits, each with the instalments it may pay; the same file again adds nothing',
        StatementUploadForm,
        z.object({}),
        BankStatement,
      ),
    },
    async (request, reply) =>
      created(
        reply,
        await importStatement(request.ctx, {
          async readFile() {
            try {
              const part = await request.file();
              if (!part) return undefined;
              if (part.fieldname !== 'file')
                throw refused({ code: 'upload_field_wrong', params: { file: 'document' } }, 'file');
              return { buffer: await part.toBuffer(), filename: part.filename };
            } catch (error) {
              throw uploadRefusal(error, { file: 'document', tooLarge: fileTooLarge(STATEMENT_MAX_BYTES) });
            }
          },
        }),
      ),
  );

  app.post(
    '/staff/payments/statements/:statementId/entries/:entryId/match',
    {
      onRequest: reconcile,
      ...call(
        'Credit a statement entry to an instalment',
        { params: StatementEntryParams, body: MatchEntryBody },
        { 200: StatementEntry },
      ),
    },
    async (request) => ok(await matchStatementEntry(request.ctx, { ...request.params, ...request.body })),
  );

  app.get(
    '/staff/payments/overdue',
    {
      onRequest: desk,
      ...call(
        'Every overdue instalment of an open order, the longest overdue first',
        {},
        { 200: z.array(OverdueInstalment) },
      ),
    },
    async (request) => ok(await listOverdue(request.ctx)),
  );
};

export default payments;
