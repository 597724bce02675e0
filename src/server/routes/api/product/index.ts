import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { Product, ProductParams } from '../../../../shared/contracts/product.ts';
import { ok } from '../../../http/envelope.ts';
import { PUBLIC_ERROR_STATUSES, replies } from '../../../http/responses.ts';
import { getProduct, listProducts } from '../../../services/products.service.ts';

const product: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/product',
    {
      schema: {
        summary: 'The whole catalogue',
        tags: ['Products'],
        response: replies({ 200: z.array(Product) }, PUBLIC_ERROR_STATUSES),
      },
    },
    async () => ok(await listProducts(app.db)),
  );

  app.get(
    '/product/:productId',
    {
      schema: {
        summary: 'One product',
        tags: ['Products'],
        params: ProductParams,
        response: replies({ 200: Product }, PUBLIC_ERROR_STATUSES),
      },
    },
    async (request) => ok(await getProduct(app.db, request.params.productId)),
  );
};

export default product;
