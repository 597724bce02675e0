// Raise a Dispute (SPEC §2.5, §3, §7): the dispute types the form offers and the server
// accepts, and the rules of POST /dispute.
import { z } from 'zod';

/** The Dispute Type choices; the chosen one is stored as the dispute's subject. */
export const DISPUTE_TYPES = [
  'Order not received',
  'Late delivery',
  'Quality not as specified',
  'Wrong quantity delivered',
  'Damaged goods',
  'Payment issue',
  'Shipping documents issue',
  'Other',
] as const;
export type DisputeType = (typeof DISPUTE_TYPES)[number];

export const COMPLAINT_MIN = 10;
export const COMPLAINT_MAX = 4000;

export const DisputeSchema = z.object({
  subject: z.enum(DISPUTE_TYPES, { message: 'Choose a dispute type.' }),
  complaint: z
    .string({ message: 'Describe the dispute.' })
    .trim()
    .min(COMPLAINT_MIN, { message: `Describe the dispute in at least ${COMPLAINT_MIN} characters.` })
    .max(COMPLAINT_MAX, { message: 'Keep the details under 4,000 characters.' }),
});
export type DisputeInput = z.infer<typeof DisputeSchema>;

export type { Dispute } from './contracts/dispute.ts';

export const DISPUTE_SUBMITTED_TOAST = 'You have successfully submitted a dispute';
export const DISPUTE_NOTE = 'For local delivery please proceed to chat with a sourcing agent to continue';
