import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../../http/envelope.ts';
import { getProduct, listProducts } from '../../../services/products.service.ts';

const product: FastifyPluginAsyncZod = async (app) => {
  app.get('/product', async () => ok(await listProducts(app.db)));

  app.get(
    '/product/:productId',
    { schema: { params: z.object({ productId: z.uuid({ message: 'Product id is not valid.' }) }) } },
    async (request) => ok(await getProduct(app.db, request.params.productId)),
  );
};

export default product;
