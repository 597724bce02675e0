// The audit trail as the console reads it (GET /staff/audit).
import { z } from 'zod';
import { isoDate } from '../common/common.contract.ts';
import { paged, PageQuery } from '../common/envelope.ts';

export const AuditEntry = z
  .object({
    id: z.uuid(),
    actorId: z
      .uuid()
      .nullable()
      .meta({ description: 'Null when nobody is known (failed sign-in of an unknown address).' }),
    actorName: z.string().nullable(),
    action: z.string().meta({ description: '`area.verb`, e.g. `team.invite`, `buyer.suspend`, `staff.sign-in`.' }),
    entityType: z.string(),
    entityId: z.string(),
    entityName: z
      .string()
      .nullable()
      .meta({ description: 'What the object is called now (product name, order number, person); null if gone.' }),
    before: z.record(z.string(), z.unknown()).nullable(),
    after: z.record(z.string(), z.unknown()).nullable(),
    createdAt: z.string(),
  })
  .meta({
    id: 'AuditEntry',
    example: {
      id: 'd4e5f6a7-b8c9-4d0e-8f1a-2b3c4d5e6f7a',
      actorId: '8c1f2d7e-3b4a-4f5e-9a6b-7c8d9e0f1a2b',
      actorName: 'Kofi Mensah',
      action: 'order.status',
      entityType: 'order',
      entityId: '7d6c5b4a-3e2f-4a1b-9c8d-7e6f5a4b3c2d',
      entityName: 'ATH-2026-0042',
      before: { status: 'PROCESSING' },
      after: { status: 'SHIPPED', note: 'Sailed from Cotonou on MSC Aurora.' },
      createdAt: '2026-11-22T16:05:00.000Z',
    },
  });
export type AuditEntry = z.infer<typeof AuditEntry>;

export const AuditPage = paged(AuditEntry);
export type AuditPage = z.infer<typeof AuditPage>;

const optionalText = (what: string) =>
  z
    .string()
    .trim()
    .max(200, `${what} is too long.`)
    .optional()
    .transform((value) => value || undefined);

/** Filters by actor, object and days (from and to inclusive, UTC); pages as every list does (PageQuery). */
export const AuditQuery = PageQuery.extend({
  actorId: z.uuid({ error: 'actorId must be a staff member id.' }).optional(),
  entityType: optionalText('entityType'),
  entityId: optionalText('entityId'),
  from: isoDate.optional(),
  to: isoDate.optional(),
}).refine((query) => !query.from || !query.to || query.from <= query.to, {
  path: ['from'],
  message: '"from" must not be after "to".',
});
export type AuditQuery = z.infer<typeof AuditQuery>;

/** GET /staff/audit/filters: who has acted and what kinds of object were acted on, for the filter lists. */
export const AuditFilters = z
  .object({
    actors: z.array(z.object({ id: z.uuid(), name: z.string() })),
    entityTypes: z.array(z.string()),
  })
  .meta({
    id: 'AuditFilters',
    example: {
      actors: [{ id: '8c1f2d7e-3b4a-4f5e-9a6b-7c8d9e0f1a2b', name: 'Kofi Mensah' }],
      entityTypes: ['order', 'product'],
    },
  });
export type AuditFilters = z.infer<typeof AuditFilters>;
