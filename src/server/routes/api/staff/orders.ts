import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import {
  OrderDocument,
  OrderParams,
  StaffOrderDetails,
  StaffOrderListItem,
} from '../../../../shared/orders/orders.staff.contract.ts';
import {
  DocumentTypeField,
  UNKNOWN_DOCUMENT_TYPE,
  DraftOrderBody,
  MoveOrderBody,
  ReceiptDecisionBody,
  StaffOrderQuery,
} from '../../../../shared/orders/orders.staff.ts';
import { fileTooLarge } from '../../../../shared/common/files.ts';
import { ORDER_DOCUMENT_MAX_BYTES, type OrderDocumentType } from '../../../../shared/orders/order-documents.ts';
import { OrderDocumentUploadForm } from '../../../../shared/orders/uploads.contract.ts';
import { refused } from '../../../http/api-error.ts';
import { created, ok } from '../../../http/envelope.ts';
import { uploadRefusal } from '../../../http/multipart-errors.ts';
import { uploadLimits } from '../../../http/multipart-upload.ts';
import { signedInCalls } from '../../../http/route-options.ts';
import type { ServiceContext } from '../../../services/context.ts';
import {
  decideReceipt,
  draftOrder,
  getStaffOrder,
  listStaffOrders,
  moveOrder,
  uploadDocument,
} from '../../../services/orders.staff.service.ts';
import type { UploadedFile } from '../../../services/private-files.ts';
import { exportFileName } from '../../../../shared/exports/exports.ts';
import { StaffOrderExportQuery } from '../../../../shared/exports/exports.contract.ts';
import { sendCsv } from '../../../http/csv-answer.ts';
import { STAFF_ORDER_COLUMNS, staffOrdersExport } from '../../../services/exports/exports.staff.service.ts';

const call = signedInCalls(['Order desk']);

/** Reads the multipart fields `type` and `file` of a document upload, mapping size and format failures. */
async function readDocumentUpload(request: FastifyRequest): Promise<{ type: OrderDocumentType; file: UploadedFile }> {
  let type: OrderDocumentType | undefined;
  let file: UploadedFile | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (part.fieldname !== 'type') continue;
        const parsed = DocumentTypeField.safeParse(part.value);
        if (!parsed.success) throw refused(UNKNOWN_DOCUMENT_TYPE, 'type');
        type = parsed.data;
      } else if (part.fieldname === 'file' && !file) {
        file = { buffer: await part.toBuffer(), filename: part.filename };
      } else {
        throw refused({ code: 'upload_field_wrong', params: { file: 'document' } }, 'file');
      }
    }
  } catch (error) {
    throw uploadRefusal(error, { file: 'document', tooLarge: fileTooLarge(ORDER_DOCUMENT_MAX_BYTES) });
  }
  if (!type) throw refused('document_type_missing', 'type');
  if (!file) throw refused('file_missing', 'file');
  return { type, file };
}

/** The order desk (docs/product/api.md, staff calls, orders). Staff only; mounted by ./index.ts. */
const orders: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authorize('orders.manage'));
  await app.register(multipart, { limits: uploadLimits(ORDER_DOCUMENT_MAX_BYTES, 4) });

  app.get(
    '/staff/orders',
    call.list(
      'Every buyer’s orders, newest first: filter by status, terms or buyer, search, page',
      StaffOrderQuery,
      StaffOrderListItem,
    ),
    async (request) => ok(await listStaffOrders(request.ctx, request.query)),
  );

  app.get(
    '/staff/orders.csv',
    call.csv(
      'The order list as a CSV file, with the same filters and search, every page',
      STAFF_ORDER_COLUMNS,
      StaffOrderExportQuery,
    ),
    async (request, reply) =>
      sendCsv(reply, exportFileName('staffOrders', request.ctx.now()), staffOrdersExport(request.ctx, request.query)),
  );

  app.get(
    '/staff/orders/:orderId',
    call(
      'One order with its buyer, history, payment proof and documents',
      { params: OrderParams },
      { 200: StaffOrderDetails },
    ),
    async (request) => ok(await getStaffOrder(request.ctx, request.params.orderId)),
  );

  app.post(
    '/staff/orders',
    call(
      'Draft an order for a buyer on any terms; it waits for the buyer’s approval',
      { body: DraftOrderBody },
      { 201: StaffOrderDetails },
    ),
    async (request, reply) => created(reply, await draftOrder(request.ctx, request.body)),
  );

  /** POST /staff/orders/{orderId}/`step`: an agent's decision on the order, answered with the order page. */
  const orderStep = <Body extends z.ZodObject>(
    step: string,
    summary: string,
    body: Body,
    decide: (
      ctx: ServiceContext,
      input: { orderId: string } & z.infer<Body>,
    ) => Promise<z.infer<typeof StaffOrderDetails>>,
  ) =>
    app.post(
      `/staff/orders/:orderId/${step}`,
      call(summary, { params: OrderParams, body }, { 200: StaffOrderDetails }),
      async (request) =>
        ok(await decide(request.ctx, { orderId: request.params.orderId, ...(request.body as z.infer<Body>) })),
    );

  orderStep('status', 'Move an order along its state machine (a cancellation needs a note)', MoveOrderBody, moveOrder);
  orderStep(
    'receipt',
    'Verify or reject the latest payment proof (a rejection needs a note)',
    ReceiptDecisionBody,
    decideReceipt,
  );

  app.post(
    '/staff/orders/:orderId/documents',
    call.upload(
      'Add a document to the order’s pack (multipart: `type`, `file`; PDF or image, 20 MB)',
      OrderDocumentUploadForm,
      OrderParams,
      OrderDocument,
    ),
    async (request, reply) => {
      const document = await uploadDocument(request.ctx, {
        orderId: request.params.orderId,
        read: () => readDocumentUpload(request),
      });
      return created(reply, document);
    },
  );
};

export default orders;
