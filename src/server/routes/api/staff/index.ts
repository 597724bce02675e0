import type { FastifyPluginAsync } from 'fastify';
import account from './account.ts';
import audit from './audit.ts';
import buyers from './buyers.ts';
import cannedReplies from './canned-replies.ts';
import content from './content.ts';
import conversations from './conversations.ts';
import disputes from './disputes.ts';
import leads from './leads.ts';
import staffInquiries from './inquiries.ts';
import staffOrders from './orders.ts';
import staffProducts from './products.ts';
import payments from './payments.ts';
import team from './team.ts';
import serviceLevels from './service-levels.ts';

/**
 * The console's staff API (docs/product/api.md). Each file guards its routes with
 * `app.authorize(permission)` from src/shared/staff/permissions.ts; add one file per area.
 */
const staff: FastifyPluginAsync = async (app) => {
  const areas = [
    account,
    conversations,
    leads,
    cannedReplies,
    disputes,
    serviceLevels,
    staffOrders,
    staffProducts,
    buyers,
    team,
    staffInquiries,
    audit,
    content,
    payments,
  ];
  for (const area of areas) await app.register(area);
};

export default staff;
