import type { FastifyPluginAsync } from 'fastify';
import health from './health/index.ts';
import product from './product/index.ts';

/** Every resource of SPEC §7, mounted under /api. */
const api: FastifyPluginAsync = async (app) => {
  await app.register(health);
  await app.register(product);
};

export default api;
