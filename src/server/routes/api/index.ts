import type { FastifyPluginAsync } from 'fastify';
import alerts from './alerts/index.ts';
import auth from './auth/index.ts';
import contact from './contact/index.ts';
import buyerHub from './buyer-hub/index.ts';
import dispute from './dispute/index.ts';
import health from './health/index.ts';
import market from './market/index.ts';
import message from './message/index.ts';
import notifications from './notifications/index.ts';
import order from './order/index.ts';
import product from './product/index.ts';
import rfq from './rfq/index.ts';
import staff from './staff/index.ts';
import statistics from './statistics/index.ts';

/** Every resource of docs/product/api.md, mounted under /api, in this order. */
const api: FastifyPluginAsync = async (app) => {
  for (const area of [
    health,
    auth,
    product,
    market,
    rfq,
    order,
    buyerHub,
    statistics,
    contact,
    message,
    dispute,
    notifications,
    alerts,
    staff,
  ]) {
    await app.register(area);
  }
};

export default api;
