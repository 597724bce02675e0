import type {
  BuyerContext,
  BuyerDetails,
  BuyerListItem,
  BuyerSearchQuery,
  TimelineEvent,
} from '../../shared/buyers/buyers.staff.contract.ts';
import { normalizePhoneNumber } from '../../shared/auth/auth-schemas.ts';
import { countryCode, isCountryCode } from '../../shared/common/countries.ts';
import type { Paged } from '../../shared/common/envelope.ts';
import { pageOffset } from '../../shared/common/envelope.ts';
import type { Db } from '../db/client.ts';
import { countBuyerActivity, openActivity, TIMELINE_SOURCES } from '../db/queries/buyer-timeline.queries.ts';
import { type BuyerSearch, countBuyers, searchBuyers, setSuspension } from '../db/queries/buyers.staff.queries.ts';
import { findUserById, type UserRow } from '../db/queries/users.queries.ts';
import { refused } from '../http/api-error.ts';
import { recordAudit } from './audit.service.ts';
import { actor, type ServiceContext } from './context.ts';
import { revokeAllSessions } from './sessions.service.ts';

/** The buyer page shows this many of the newest events. */
export const TIMELINE_LIMIT = 100;

function toListItem(row: UserRow): BuyerListItem {
  return {
    id: row.id,
    fullName: row.fullName,
    email: row.email,
    phoneNumber: row.phoneNumber,
    country: row.country,
    language: row.language,
    verified: row.emailVerifiedAt !== null,
    suspended: row.suspendedAt !== null,
    lastSignedInAt: row.signedInAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * What a search box string can mean: part of a name or address, a phone number (as typed, or
 * in the stored international form when it is a whole number), a country (name or ISO code).
 */
export function readSearch(q: string | undefined): BuyerSearch {
  const text = q?.trim() ?? '';
  if (!text) return {};
  const digits = text.replace(/[\s()+.-]/g, '');
  const phone = /^\d{4,}$/.test(digits) ? (normalizePhoneNumber(text)?.number.slice(1) ?? digits) : undefined;
  const code = text.length === 2 && isCountryCode(text) ? text.toUpperCase() : countryCode(text);
  return { text, ...(phone ? { phoneDigits: phone } : {}), ...(code ? { countryCode: code } : {}) };
}

/** GET /staff/buyers?q= */
export async function listBuyers(ctx: ServiceContext, query: BuyerSearchQuery): Promise<Paged<BuyerListItem>> {
  const search = readSearch(query.q);
  const [rows, total] = await Promise.all([
    searchBuyers(ctx.db, search, query.pageSize, pageOffset(query)),
    countBuyers(ctx.db, search),
  ]);
  return { items: rows.map(toListItem), total, page: query.page, pageSize: query.pageSize };
}

async function findBuyer(db: Db, id: string): Promise<UserRow> {
  const row = await findUserById(db, id);
  if (!row || row.type !== 'buyer') throw refused('buyer_not_found');
  return row;
}

/** Newest first across every source; ties keep a stable order by kind and id. */
export function mergeTimeline(lists: TimelineEvent[][], limit: number): TimelineEvent[] {
  return lists
    .flat()
    .sort((a, b) => b.at.localeCompare(a.at) || a.kind.localeCompare(b.kind) || a.id.localeCompare(b.id))
    .slice(0, limit);
}

/** GET /staff/buyers/{id}: profile, counts, and one timeline of everything they did. */
export async function getBuyerDetails(ctx: ServiceContext, id: string): Promise<BuyerDetails> {
  const buyer = await findBuyer(ctx.db, id);
  const now = ctx.now();
  const [counts, ...lists] = await Promise.all([
    countBuyerActivity(ctx.db, id),
    ...TIMELINE_SOURCES.map((source) => source(ctx.db, id, TIMELINE_LIMIT, now)),
  ]);
  return {
    profile: {
      ...toListItem(buyer),
      suspendedAt: buyer.suspendedAt?.toISOString() ?? null,
      suspensionReason: buyer.suspensionReason,
    },
    counts,
    timeline: mergeTimeline(lists, TIMELINE_LIMIT),
  };
}

/** The inbox's context panel lists this many of each open kind. */
export const CONTEXT_LIMIT = 5;

/** GET /staff/buyers/{id}/context: the profile and what is open for the buyer. */
export async function getBuyerContext(ctx: ServiceContext, id: string): Promise<BuyerContext> {
  const buyer = await findBuyer(ctx.db, id);
  return { profile: toListItem(buyer), open: await openActivity(ctx.db, id, CONTEXT_LIMIT, ctx.now()) };
}

/**
 * POST /staff/buyers/{id}/suspend: the buyer can no longer sign in (403 with the reason) and
 * every session ends in the same transaction, and their sockets once it commits. Nothing of
 * theirs is deleted.
 */
export async function suspendBuyer(
  ctx: ServiceContext,
  { id, reason }: { id: string; reason: string },
): Promise<BuyerListItem> {
  const actorId = actor(ctx).id;
  const suspended = await ctx.db.transaction(async (tx) => {
    const before = await findBuyer(tx, id);
    if (before.suspendedAt) throw refused('buyer_already_suspended');
    const after = (await setSuspension(tx, id, { at: ctx.now(), reason })) ?? before;
    await revokeAllSessions(tx, id);
    await recordAudit(tx, {
      actorId,
      action: 'buyer.suspend',
      entityType: 'buyer',
      entityId: id,
      before: { suspended: false },
      after: { suspended: true, reason },
    });
    return toListItem(after);
  });
  ctx.live.userSignedOut(suspended.id);
  return suspended;
}

/** POST /staff/buyers/{id}/reinstate: the buyer may sign in again. */
export async function reinstateBuyer(ctx: ServiceContext, id: string): Promise<BuyerListItem> {
  const actorId = actor(ctx).id;
  return ctx.db.transaction(async (tx) => {
    const before = await findBuyer(tx, id);
    if (!before.suspendedAt) throw refused('buyer_not_suspended');
    const after = (await setSuspension(tx, id, null)) ?? before;
    await recordAudit(tx, {
      actorId,
      action: 'buyer.reinstate',
      entityType: 'buyer',
      entityId: id,
      before: { suspended: true, reason: before.suspensionReason },
      after: { suspended: false },
    });
    return toListItem(after);
  });
}
