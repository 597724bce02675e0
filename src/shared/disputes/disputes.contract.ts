// Disputes as the API answers them (docs/product/data.md, docs/product/api.md; docs/product/api.md, disputes): the
// buyer's view and the console's. The payloads and the state machine are in ./disputes.ts.
import { z } from 'zod';
import { DISPUTE_STATUSES, DISPUTE_TYPES } from './disputes.ts';
import { Timestamp } from '../common/common.contract.ts';
import { Attachment } from '../attachments/attachments.contract.ts';

const UPDATE_EXAMPLE = {
  id: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
  author: { type: 'staff', name: 'Kofi Mensah' },
  message: 'We have asked the Cotonou warehouse for the grading sheet; please send the surveyor report.',
  status: 'AWAITING_BUYER',
  attachments: [],
  createdAt: '2026-11-22T15:10:00.000Z',
} as const;

const DISPUTE_EXAMPLE = {
  id: '3f4e5d6c-7b8a-4c9d-8e0f-1a2b3c4d5e6f',
  subject: 'Quality not as specified',
  complaint: 'The cashew kernels in container MSCU 482913-0 grade W320, not the W240 we ordered.',
  status: 'AWAITING_BUYER',
  order: { id: '7d6c5b4a-3e2f-4a1b-9c8d-7e6f5a4b3c2d', orderNumber: 'ORD-2026-0142' },
  attachments: [],
  updates: [UPDATE_EXAMPLE],
  createdAt: '2026-11-21T10:00:00.000Z',
  updatedAt: '2026-11-22T15:10:00.000Z',
} as const;

export const DisputeUpdate = z
  .object({
    id: z.uuid(),
    author: z.object({ type: z.enum(['buyer', 'staff']), name: z.string() }),
    message: z.string().nullable(),
    status: z.enum(DISPUTE_STATUSES).nullable().meta({ description: 'The status this step moved to, if any.' }),
    attachments: z.array(Attachment).meta({ description: 'Files sent with this reply.' }),
    createdAt: Timestamp,
  })
  .meta({ id: 'DisputeUpdate', example: UPDATE_EXAMPLE });

export const Dispute = z
  .object({
    id: z.uuid(),
    subject: z.enum(DISPUTE_TYPES),
    complaint: z.string(),
    status: z.enum(DISPUTE_STATUSES),
    order: z.object({ id: z.uuid(), orderNumber: z.string() }).nullable(),
    attachments: z.array(Attachment).meta({ description: 'Files sent when the dispute was opened.' }),
    updates: z.array(DisputeUpdate).meta({ description: 'Oldest first.' }),
    createdAt: Timestamp,
    updatedAt: Timestamp,
  })
  .meta({ id: 'Dispute', example: DISPUTE_EXAMPLE });

export const StaffDispute = Dispute.extend({
  buyer: z.object({ id: z.uuid(), fullName: z.string(), email: z.string() }),
  firstAnsweredAt: Timestamp.nullable(),
  overdue: z.boolean().meta({ description: 'Unanswered past the dispute-answer target.' }),
}).meta({
  id: 'StaffDispute',
  example: {
    ...DISPUTE_EXAMPLE,
    buyer: { id: '5b0e3a52-6f1c-4c1e-9d7a-2f8b1c0d9e4a', fullName: 'Amina Bello', email: 'amina@bellocommodities.ng' },
    firstAnsweredAt: '2026-11-22T15:10:00.000Z',
    overdue: false,
  },
});

export type Dispute = z.infer<typeof Dispute>;
export type DisputeUpdate = z.infer<typeof DisputeUpdate>;
export type StaffDispute = z.infer<typeof StaffDispute>;
