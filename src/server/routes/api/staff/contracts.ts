import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ContractSettings, SellerSignBody, StaffContract } from '../../../../shared/contracts/contracts.contract.ts';
import { OrderParams } from '../../../../shared/orders/orders.staff.contract.ts';
import { ok } from '../../../http/envelope.ts';
import { signedInCalls } from '../../../http/route-options.ts';
import {
  countersign,
  getContractSettings,
  getStaffContract,
  putContractSettings,
} from '../../../services/contracts.service.ts';

const call = signedInCalls(['Order desk']);

/** Sales contracts on the order desk, the house's countersignature and the contract policy. */
const contracts: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/staff/orders/:orderId/contract',
    {
      onRequest: app.authorize('orders.manage'),
      ...call(
        'The order’s sales contract: current version, every version and its signatures',
        { params: OrderParams },
        { 200: StaffContract },
      ),
    },
    async (request) => ok(await getStaffContract(request.ctx, request.params.orderId)),
  );

  app.post(
    '/staff/orders/:orderId/contract/sign',
    {
      onRequest: app.authorize('contracts.sign'),
      ...call(
        'Countersign the current version for the house, after the buyer signed (admins)',
        { params: OrderParams, body: SellerSignBody },
        { 200: StaffContract },
      ),
    },
    async (request) =>
      ok(
        await countersign(request.ctx, {
          orderId: request.params.orderId,
          version: request.body.version,
          ip: request.ip,
        }),
      ),
  );

  app.get(
    '/staff/settings/contracts',
    {
      onRequest: app.authorize('contracts.sign'),
      ...call(
        'The contract policy: whether an order needs its signed contract before processing (admins)',
        {},
        { 200: ContractSettings },
      ),
    },
    async (request) => ok(await getContractSettings(request.ctx)),
  );

  app.put(
    '/staff/settings/contracts',
    {
      onRequest: app.authorize('contracts.sign'),
      ...call('Set the contract policy (admins)', { body: ContractSettings }, { 200: ContractSettings }),
    },
    async (request) => ok(await putContractSettings(request.ctx, request.body)),
  );
};

export default contracts;
