// Disputes as the API answers them (SPEC §3, §7; ARCHITECTURE "Staff API", disputes): the
// buyer's view and the console's. The payloads and the state machine are in ../dispute.ts.
import { z } from 'zod';
import { DISPUTE_STATUSES, DISPUTE_TYPES } from '../dispute.ts';
import { Timestamp } from './common.ts';

export const DisputeUpdate = z
  .object({
    id: z.uuid(),
    author: z.object({ type: z.enum(['buyer', 'staff']), name: z.string() }),
    message: z.string().nullable(),
    status: z.enum(DISPUTE_STATUSES).nullable().meta({ description: 'The status this step moved to, if any.' }),
    createdAt: Timestamp,
  })
  .meta({ id: 'DisputeUpdate' });

export const Dispute = z
  .object({
    id: z.uuid(),
    subject: z.enum(DISPUTE_TYPES),
    complaint: z.string(),
    status: z.enum(DISPUTE_STATUSES),
    order: z.object({ id: z.uuid(), orderNumber: z.string() }).nullable(),
    updates: z.array(DisputeUpdate).meta({ description: 'Oldest first.' }),
    createdAt: Timestamp,
    updatedAt: Timestamp,
  })
  .meta({ id: 'Dispute' });

export const StaffDispute = Dispute.extend({
  buyer: z.object({ id: z.uuid(), fullName: z.string(), email: z.string() }),
  firstAnsweredAt: Timestamp.nullable(),
  overdue: z.boolean().meta({ description: 'Unanswered past the dispute-answer target.' }),
}).meta({ id: 'StaffDispute' });

export type Dispute = z.infer<typeof Dispute>;
export type DisputeUpdate = z.infer<typeof DisputeUpdate>;
export type StaffDispute = z.infer<typeof StaffDispute>;
