import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { Product, ProductParams } from '../../shared/products/products.contract.ts';
import { type EncodedAnswer, encodeAnswer } from '../http/encoded-answer.ts';
import { ok } from '../http/envelope.ts';
import { PUBLIC_ERROR_STATUSES } from '../http/responses.ts';
import { publicCalls } from '../http/route-options.ts';
import { listProducts } from '../services/products.service.ts';
import { createReadCache } from '../services/read-cache.ts';

const call = publicCalls(['Products']);

/** The route options of GET /api/product and GET /api/product/{id}; their bodies are encoded through their answers. */
export const CATALOGUE_CALLS = {
  list: call('The whole catalogue', {}, { 200: z.array(Product) }, PUBLIC_ERROR_STATUSES),
  one: call('One product', { params: ProductParams }, { 200: Product }, PUBLIC_ERROR_STATUSES),
};

/**
 * Only bounds a change notice that never arrived (a second process on PostgreSQL without
 * Redis); every announced change drops the copy at once. Expiry refreshes in the background.
 */
const BACKSTOP_TTL_MS = 30_000;

/**
 * The public catalogue (published products), read from the database once per change and
 * kept in memory as objects (for server-rendered pages) and as encoded API answers (for
 * /api/product and /api/product/{id}, encoded on first request). Dropped whenever
 * `app.catalogueEvents` announces a change, from this process or another.
 */
export interface PublicCatalogue {
  products(): Promise<Product[]>;
  /** Undefined for an id that is not in the public catalogue (unknown or unpublished). */
  product(id: string): Promise<Product | undefined>;
  listAnswer(): Promise<EncodedAnswer>;
  /** Undefined for an id that is not in the public catalogue. */
  productAnswer(id: string): Promise<EncodedAnswer | undefined>;
  /** Forget everything now (also done on every catalogue change). */
  invalidate(): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    catalogue: PublicCatalogue;
  }
}

interface Snapshot {
  products: Product[];
  byId: Map<string, Product>;
  list: EncodedAnswer;
  /** Encoded product answers of this snapshot, one per product actually asked for. */
  details: Map<string, Promise<EncodedAnswer>>;
}

export default fp(
  async function publicCataloguePlugin(app: FastifyInstance) {
    const snapshot = createReadCache<'all', Snapshot>({
      async load() {
        const products = await listProducts(app.db);
        return {
          products,
          byId: new Map(products.map((product) => [product.id, product])),
          list: await encodeAnswer(ok(products), CATALOGUE_CALLS.list.schema.response[200]),
          details: new Map(),
        };
      },
      ttlMs: BACKSTOP_TTL_MS,
    });
    const current = () => snapshot.get('all');

    const catalogue: PublicCatalogue = {
      products: async () => (await current()).products,
      product: async (id) => (await current()).byId.get(id),
      listAnswer: async () => (await current()).list,
      async productAnswer(id) {
        // Ids are checked against the catalogue first, so made-up ids cost no memory and no query.
        const { byId, details } = await current();
        const product = byId.get(id);
        if (!product) return undefined;
        let answer = details.get(id);
        if (!answer) {
          answer = encodeAnswer(ok(product), CATALOGUE_CALLS.one.schema.response[200]);
          details.set(id, answer);
        }
        return answer;
      },
      invalidate: () => snapshot.invalidate(),
    };
    app.decorate('catalogue', catalogue);
    const stop = app.catalogueEvents.onCatalogueChanged(() => catalogue.invalidate());
    app.addHook('onClose', async () => stop());
  },
  { name: 'public-catalogue', dependencies: ['db', 'catalogue-events'] },
);
