// The audit trail as the console reads it (GET /staff/audit).
import { z } from 'zod';
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

/** Filters by actor and by object; pages as every list does (PageQuery). */
export const AuditQuery = PageQuery.extend({
  actorId: z.uuid({ error: 'actorId must be a staff member id.' }).optional(),
  entityType: optionalText('entityType'),
  entityId: optionalText('entityId'),
});
export type AuditQuery = z.infer<typeof AuditQuery>;
