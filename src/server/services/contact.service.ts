// The public contact form and the console's website leads (docs/product/site.md Contact,
// docs/product/console.md Website leads): a message is a lead of its own (the sender may have
// no account), listed in the inbox and answered by e-mail through the mail outbox.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { ContactInput, Lead, LeadsPage } from '../../shared/contact/contact.contract.ts';
import {
  CONTACT_HONEYPOT,
  contactTimingRefusal,
  type ContactInterest,
  type LeadStatus,
} from '../../shared/contact/contact.ts';
import { normalizePhoneNumber } from '../../shared/auth/auth-schemas.ts';
import type { Locale } from '../../shared/i18n/locales.ts';
import {
  countLeads,
  findLead,
  insertLead,
  insertLeadReply,
  type LeadReplyRow,
  type LeadRow,
  listLeadRows,
  repliesOf,
} from '../db/queries/contact.queries.ts';
import { refused } from '../http/api-error.ts';
import { company } from '../mail/company.ts';
import { leadReplyMail } from '../mail/lead-mail.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { recordAudit } from './audit.service.ts';
import { actor, type ServiceContext } from './context.ts';

const tokenMac = (key: Buffer, issuedMs: number) =>
  createHmac('sha256', key).update(`contact-form\n${issuedMs}`).digest('base64url');

/**
 * GET /contact/form-token: the time the form was handed out, signed, so a form sent back
 * within seconds (a program's) or a day later (a replayed one) can be told apart.
 */
export function contactFormToken(ctx: Pick<ServiceContext, 'files' | 'now'>): { token: string } {
  const issued = ctx.now().getTime();
  return { token: `${issued}.${tokenMac(ctx.files.key, issued)}` };
}

/** When the token was handed out, or undefined when it is not one of ours. */
function tokenIssuedAt(key: Buffer, token: string): number | undefined {
  const [issued, mac] = token.split('.');
  if (!issued || !mac || !/^\d{13}$/.test(issued)) return undefined;
  const expected = Buffer.from(tokenMac(key, Number(issued)));
  const given = Buffer.from(mac);
  return expected.length === given.length && timingSafeEqual(expected, given) ? Number(issued) : undefined;
}

/**
 * POST /contact: refuses a form whose hidden field was filled in, one sent too soon after its
 * token was handed out, and one with a forged or stale token; keeps the rest as a NEW lead.
 * (The per-network limit is counted by the route, before this.)
 */
export async function submitContact(ctx: ServiceContext, input: ContactInput): Promise<{ received: true }> {
  if (input[CONTACT_HONEYPOT]?.trim()) throw refused('contact_refused');
  const issued = tokenIssuedAt(ctx.files.key, input.token);
  if (issued === undefined) throw refused('contact_form_expired');
  const timing = contactTimingRefusal(issued, ctx.now().getTime());
  if (timing) throw refused(timing);
  await insertLead(ctx.db, {
    name: input.name,
    company: input.company,
    country: input.country,
    phone: normalizePhoneNumber(input.phone)!.number,
    email: input.email,
    interest: input.interest,
    message: input.message,
    language: input.language,
  });
  return { received: true };
}

function leadAnswer(row: LeadRow, replies: LeadReplyRow[]): Lead {
  return {
    id: row.id,
    status: row.status as LeadStatus,
    name: row.name,
    company: row.company,
    country: row.country,
    phone: row.phone,
    email: row.email,
    interest: row.interest as ContactInterest,
    message: row.message,
    language: row.language as Locale,
    createdAt: row.createdAt.toISOString(),
    replies: replies
      .filter((reply) => reply.leadId === row.id)
      .map((reply) => ({
        id: reply.id,
        body: reply.body,
        authorName: reply.authorName,
        createdAt: reply.createdAt.toISOString(),
      })),
  };
}

/** GET /staff/leads: newest first, NEW or ANSWERED or both, with their replies. */
export async function listLeads(
  ctx: ServiceContext,
  query: { status?: LeadStatus | undefined; page: number; pageSize: number },
): Promise<LeadsPage> {
  const { page, pageSize, status } = query;
  const [rows, total] = await Promise.all([
    listLeadRows(ctx.db, status, pageSize, (page - 1) * pageSize),
    countLeads(ctx.db, status),
  ]);
  const replies = await repliesOf(
    ctx.db,
    rows.map((row) => row.id),
  );
  return { items: rows.map((row) => leadAnswer(row, replies)), total, page, pageSize };
}

/**
 * POST /staff/leads/{id}/replies: the agent's answer, mailed to the sender through the outbox
 * in the same transaction that records it (and marks the lead ANSWERED), with an audit entry.
 */
export async function replyToLead(ctx: ServiceContext, id: string, body: string): Promise<Lead> {
  const agent = actor(ctx);
  return ctx.db.transaction(async (tx) => {
    const lead = await findLead(tx, id);
    if (!lead) throw refused('lead_not_found');
    const reply = await insertLeadReply(tx, { leadId: id, authorId: agent.id, body });
    const mail = leadReplyMail({
      locale: lead.language as Locale,
      company: company(),
      fullName: lead.name,
      agentName: agent.fullName,
      body,
      original: lead.message,
    });
    await enqueueMail(tx, {
      to: lead.email,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      dedupeKey: `lead-reply:${reply.id}`,
    });
    await recordAudit(tx, {
      actorId: agent.id,
      action: 'lead.reply',
      entityType: 'contact_lead',
      entityId: id,
      after: { replyId: reply.id },
    });
    const answered = (await findLead(tx, id))!;
    return leadAnswer(answered, await repliesOf(tx, [id]));
  });
}
