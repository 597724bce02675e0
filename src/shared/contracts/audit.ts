// The audit trail as the console reads it (GET /staff/audit).
import { z } from 'zod';
import { paged, PageQuery } from '../envelope.ts';

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
  .meta({ id: 'AuditEntry' });
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
