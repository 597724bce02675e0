import type { FastifyPluginAsync } from 'fastify';
import alerts from './alerts/index.ts';
import attachments from './attachments/index.ts';
import auth from './auth/index.ts';
import contact from './contact/index.ts';
import buyerHub from './buyer-hub/index.ts';
import chat from './chat/index.ts';
import disputes from './disputes/index.ts';
import health from './health/index.ts';
import inquiries from './inquiries/index.ts';
import market from './market/index.ts';
import notifications from './notifications/index.ts';
import orders from './orders/index.ts';
import products from './products/index.ts';
import staff from './staff/index.ts';
import statistics from './statistics/index.ts';

/** Every resource of docs/product/api.md, mounted under /api, in this order. */
const api: FastifyPluginAsync = async (app) => {
  for (const area of [
    health,
    auth,
    products,
    market,
    inquiries,
    orders,
    buyerHub,
    statistics,
    contact,
    chat,
    attachments,
    disputes,
    notifications,
    alerts,
    staff,
  ]) {
    await app.register(area);
  }
};

export default api;
