// Disputes as the API answers them (SPEC §3, §7); the payload and its rules are in ../dispute.ts.
import { z } from 'zod';
import { DISPUTE_TYPES } from '../dispute.ts';
import { Timestamp } from './common.ts';

export const Dispute = z
  .object({
    id: z.uuid(),
    subject: z.enum(DISPUTE_TYPES),
    complaint: z.string(),
    status: z.string(),
    createdAt: Timestamp,
  })
  .meta({
    id: 'Dispute',
    example: {
      id: '2b3c4d5e-6f70-4182-93a4-b5c6d7e8f901',
      subject: 'Late delivery',
      complaint: 'The shipment was due on 1 November and has not left the port.',
      status: 'OPEN',
      createdAt: '2026-11-23T09:30:00.000Z',
    },
  });
export type Dispute = z.infer<typeof Dispute>;
