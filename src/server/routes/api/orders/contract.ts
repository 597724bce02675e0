import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BuyerSignBody, Contract, ContractFileParams } from '../../../../shared/contracts/contracts.contract.ts';
import { OrderParams } from '../../../../shared/orders/orders.contract.ts';
import { ok } from '../../../http/envelope.ts';
import { signedInCalls } from '../../../http/route-options.ts';
import { getContract, openContract, signAsBuyer } from '../../../services/contracts.service.ts';
import { signedFileRoute } from '../signed-file-route.ts';

const call = signedInCalls(['Orders']);

/** The buyer's sales contract of an order (mounted under the buyer's guard in ./index.ts). */
const contract: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/order/:orderId/contract',
    call(
      'The sales contract of one of your orders: its current version, status and signatures',
      { params: OrderParams },
      { 200: Contract },
    ),
    async (request) => ok(await getContract(request.ctx, request.params.orderId)),
  );

  app.post(
    '/order/:orderId/contract/sign',
    call(
      'Sign the current version of the contract: type your full name and accept (a simple electronic signature)',
      { params: OrderParams, body: BuyerSignBody },
      { 200: Contract },
    ),
    async (request) =>
      ok(await signAsBuyer(request.ctx, { orderId: request.params.orderId, ...request.body, ip: request.ip })),
  );
};

export default contract;

/** GET /order/contract/{contractId}?expires&signature: a contract's PDF, for whoever holds a valid link. */
export const contractFile = signedFileRoute({
  url: '/order/contract/:contractId',
  summary: 'Open a sales contract’s PDF through its signed link (no bearer token)',
  params: ContractFileParams,
  open: openContract,
});
