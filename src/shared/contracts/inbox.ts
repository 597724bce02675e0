// The answers of the inbox and service-level calls (ARCHITECTURE "Staff API": inbox, service
// levels) and of the buyer's read-receipt calls. The server serialises through these schemas;
// islands import the types only.
import { z } from 'zod';
import { CONVERSATION_STATUSES } from '../conversation.ts';
import { SLA_METRICS } from '../service-levels.ts';

import { ChatMessage } from './chat.ts';
import { Timestamp } from './common.ts';

export const StaffRef = z.object({ id: z.uuid(), fullName: z.string() }).meta({ id: 'StaffRef' });
export type StaffRef = z.infer<typeof StaffRef>;

export const ConversationRow = z
  .object({
    buyer: z.object({ id: z.uuid(), fullName: z.string(), email: z.string(), country: z.string().nullable() }),
    status: z.enum(CONVERSATION_STATUSES),
    assignee: StaffRef.nullable(),
    lastMessage: ChatMessage.nullable(),
    unreadCount: z.int().min(0).meta({ description: 'Buyer messages no agent has read.' }),
    waitingSince: Timestamp.nullable().meta({ description: 'Since when the buyer waits for an answer.' }),
    overdue: z.boolean().meta({ description: 'Waiting longer than the first-response target.' }),
    dueAt: Timestamp.nullable().meta({
      description: 'When the wait passes the first-response target (service levels); null when nobody waits.',
    }),
    orderRequestedAt: Timestamp.nullable().meta({
      description: 'A Start Order request no order card has answered yet.',
    }),
    lastMessageAt: Timestamp.nullable(),
  })
  .meta({ id: 'ConversationRow' });

export const ConversationNote = z
  .object({ id: z.uuid(), buyerId: z.uuid(), text: z.string(), author: StaffRef.nullable(), createdAt: Timestamp })
  .meta({ id: 'ConversationNote', description: 'A private note; never shown to the buyer.' });

export const ConversationDetail = ConversationRow.extend({
  notes: z.array(ConversationNote),
  buyerReadUpTo: z.int().min(0).meta({ description: 'The agents’ messages up to this seq are read by the buyer.' }),
}).meta({ id: 'ConversationDetail' });

export const ReadMark = z.object({ upToSeq: z.int().min(0) }).meta({ id: 'ReadMark' });
export const UnreadCount = z.object({ count: z.int().min(0) }).meta({ id: 'UnreadCount' });

export const CannedReply = z
  .object({ id: z.uuid(), shortcut: z.string(), title: z.string(), body: z.string(), updatedAt: Timestamp })
  .meta({ id: 'CannedReply' });

const DurationStats = {
  count: z.int().min(0),
  medianMinutes: z.number().nullable(),
  p90Minutes: z.number().nullable(),
};

export const SlaTargets = z
  .object(
    Object.fromEntries(SLA_METRICS.map((m) => [m, z.int().min(1)])) as Record<(typeof SLA_METRICS)[number], z.ZodInt>,
  )
  .meta({ id: 'SlaTargets', description: 'Targets in minutes.' });

export const SlaMetricReport = z
  .object({
    metric: z.enum(SLA_METRICS),
    targetMinutes: z.int(),
    available: z.boolean().meta({ description: 'False when this installation does not record the data yet.' }),
    overall: z.object(DurationStats),
    agents: z.array(z.object({ agent: StaffRef, ...DurationStats })),
    overdue: z.array(
      z.object({
        id: z.uuid(),
        buyer: z.object({ id: z.uuid(), fullName: z.string() }),
        label: z.string(),
        since: Timestamp,
        minutesOver: z.int().min(0),
      }),
    ),
    overdueCount: z.int().min(0),
  })
  .meta({ id: 'SlaMetricReport' });

export const SlaReport = z
  .object({ windowDays: z.int(), from: Timestamp, to: Timestamp, metrics: z.array(SlaMetricReport) })
  .meta({ id: 'SlaReport' });

export type ConversationRow = z.infer<typeof ConversationRow>;
export type ConversationNote = z.infer<typeof ConversationNote>;
export type ConversationDetail = z.infer<typeof ConversationDetail>;
export type CannedReply = z.infer<typeof CannedReply>;
export type SlaMetricReport = z.infer<typeof SlaMetricReport>;
export type SlaReport = z.infer<typeof SlaReport>;

/** What a DELETE answers: the id of what is gone. */
export const Deleted = z.object({ id: z.uuid() }).meta({ id: 'Deleted' });
