import type { FastifyPluginAsync } from 'fastify';
import auth from './auth/index.ts';
import buyerHub from './buyer-hub/index.ts';
import dispute from './dispute/index.ts';
import health from './health/index.ts';
import market from './market/index.ts';
import message from './message/index.ts';
import order from './order/index.ts';
import product from './product/index.ts';
import rfq from './rfq/index.ts';
import staff from './staff/index.ts';
import statistics from './statistics/index.ts';

/** Every resource of SPEC §7, mounted under /api. */
const api: FastifyPluginAsync = async (app) => {
  await app.register(health);
  await app.register(auth);
  await app.register(product);
  await app.register(market);
  await app.register(rfq);
  await app.register(order);
  await app.register(buyerHub);
  await app.register(statistics);
  await app.register(message);
  await app.register(dispute);
  await app.register(staff);
};

export default api;
