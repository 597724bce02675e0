import type { FastifyPluginAsync } from 'fastify';
import account from './account.ts';
import attachments from './attachments.ts';
import audit from './audit.ts';
import buyers from './buyers.ts';
import cannedReplies from './canned-replies.ts';
import chat from './chat.ts';
import content from './content.ts';
import contracts from './contracts.ts';
import disputes from './disputes.ts';
import inquiries from './inquiries.ts';
import leads from './leads.ts';
import orders from './orders.ts';
import products from './products.ts';
import payments from './payments.ts';
import team from './team.ts';
import serviceLevels from './service-levels.ts';
import shipments from './shipments.ts';
import screening from './screening.ts';

/**
 * The console's staff API (docs/product/api.md). Each file guards its routes with
 * `app.authorize(permission)` from src/shared/staff/permissions.ts; add one file per area.
 */
const staff: FastifyPluginAsync = async (app) => {
  const areas = [
    account,
    chat,
    attachments,
    leads,
    cannedReplies,
    disputes,
    serviceLevels,
    orders,
    shipments,
    products,
    buyers,
    team,
    inquiries,
    audit,
    content,
    payments,
    contracts,
    screening,
  ];
  for (const area of areas) await app.register(area);
};

export default staff;
