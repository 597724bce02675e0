// The answers of the inbox and service-level calls (docs/product/api.md: inbox, service
// levels) and of the buyer's read-receipt calls. The server serialises through these schemas;
// islands import the types only.
import { z } from 'zod';
import { CONVERSATION_STATUSES } from './chat.staff.ts';
import { SLA_METRICS } from '../service-levels/service-levels.ts';

import { CHAT_MESSAGE_EXAMPLE, ChatMessage } from './chat.contract.ts';
import { Timestamp } from '../common/common.contract.ts';

const KOFI = { id: '8c1f2d7e-3b4a-4f5e-9a6b-7c8d9e0f1a2b', fullName: 'Kofi Mensah' } as const;
const AMINA_ID = '5b0e3a52-6f1c-4c1e-9d7a-2f8b1c0d9e4a';

const CONVERSATION_ROW_EXAMPLE = {
  buyer: { id: AMINA_ID, fullName: 'Amina Bello', email: 'amina@bellocommodities.ng', country: 'NG' },
  status: 'OPEN',
  assignee: KOFI,
  lastMessage: { ...CHAT_MESSAGE_EXAMPLE, fromSelf: false },
  unreadCount: 1,
  waitingSince: '2026-11-23T09:30:00.000Z',
  overdue: false,
  dueAt: '2026-11-23T10:00:00.000Z',
  orderRequestedAt: null,
  lastMessageAt: '2026-11-23T09:30:00.000Z',
} as const;

const NOTE_EXAMPLE = {
  id: 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d',
  buyerId: AMINA_ID,
  text: 'Prefers hulled sesame, 99.95% purity; check Cotonou stock before quoting.',
  author: KOFI,
  createdAt: '2026-11-23T09:40:00.000Z',
} as const;

export const StaffRef = z.object({ id: z.uuid(), fullName: z.string() }).meta({ id: 'StaffRef', example: KOFI });
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
  .meta({ id: 'ConversationRow', example: CONVERSATION_ROW_EXAMPLE });

export const ConversationNote = z
  .object({ id: z.uuid(), buyerId: z.uuid(), text: z.string(), author: StaffRef.nullable(), createdAt: Timestamp })
  .meta({ id: 'ConversationNote', description: 'A private note; never shown to the buyer.', example: NOTE_EXAMPLE });

export const ConversationDetail = ConversationRow.extend({
  notes: z.array(ConversationNote),
  buyerReadUpTo: z.int().min(0).meta({ description: 'The agents’ messages up to this seq are read by the buyer.' }),
}).meta({
  id: 'ConversationDetail',
  example: { ...CONVERSATION_ROW_EXAMPLE, notes: [NOTE_EXAMPLE], buyerReadUpTo: 41 },
});

export const ReadMark = z.object({ upToSeq: z.int().min(0) }).meta({ id: 'ReadMark', example: { upToSeq: 42 } });
export const UnreadCount = z.object({ count: z.int().min(0) }).meta({ id: 'UnreadCount', example: { count: 3 } });

export const CannedReply = z
  .object({ id: z.uuid(), shortcut: z.string(), title: z.string(), body: z.string(), updatedAt: Timestamp })
  .meta({
    id: 'CannedReply',
    example: {
      id: 'c4d5e6f7-a8b9-4c0d-9e1f-2a3b4c5d6e7f',
      shortcut: '/cif',
      title: 'CIF Rotterdam lead time',
      body: 'Shipments CIF Rotterdam leave Cotonou or Lomé within 21 days of payment; transit is about 18 days.',
      updatedAt: '2026-11-20T11:00:00.000Z',
    },
  });

const DurationStats = {
  count: z.int().min(0),
  medianMinutes: z.number().nullable(),
  p90Minutes: z.number().nullable(),
};

export const SlaTargets = z
  .object(
    Object.fromEntries(SLA_METRICS.map((m) => [m, z.int().min(1)])) as Record<(typeof SLA_METRICS)[number], z.ZodInt>,
  )
  .meta({
    id: 'SlaTargets',
    description: 'Targets in minutes.',
    example: { chatFirstResponse: 30, quoteTurnaround: 1440, receiptVerification: 240, disputeAnswer: 480 },
  });

const SLA_METRIC_EXAMPLE = {
  metric: 'chatFirstResponse',
  targetMinutes: 30,
  available: true,
  overall: { count: 184, medianMinutes: 12, p90Minutes: 41 },
  agents: [{ agent: KOFI, count: 97, medianMinutes: 9, p90Minutes: 33 }],
  overdue: [
    {
      id: '0f9e8d7c-6b5a-4948-8372-615049382716',
      buyer: { id: AMINA_ID, fullName: 'Amina Bello' },
      label: 'Can you ship 50 MT of sesame to Rotterdam in March?',
      since: '2026-11-23T09:30:00.000Z',
      minutesOver: 15,
    },
  ],
  overdueCount: 1,
} as const;

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
  .meta({ id: 'SlaMetricReport', example: SLA_METRIC_EXAMPLE });

export const SlaReport = z
  .object({ windowDays: z.int(), from: Timestamp, to: Timestamp, metrics: z.array(SlaMetricReport) })
  .meta({
    id: 'SlaReport',
    example: {
      windowDays: 30,
      from: '2026-10-24T00:00:00.000Z',
      to: '2026-11-23T00:00:00.000Z',
      metrics: [SLA_METRIC_EXAMPLE],
    },
  });

export type ConversationRow = z.infer<typeof ConversationRow>;
export type ConversationNote = z.infer<typeof ConversationNote>;
export type ConversationDetail = z.infer<typeof ConversationDetail>;
export type CannedReply = z.infer<typeof CannedReply>;
export type SlaMetricReport = z.infer<typeof SlaMetricReport>;
export type SlaReport = z.infer<typeof SlaReport>;

/** What a DELETE answers: the id of what is gone. */
export const Deleted = z
  .object({ id: z.uuid() })
  .meta({ id: 'Deleted', example: { id: 'c4d5e6f7-a8b9-4c0d-9e1f-2a3b4c5d6e7f' } });

export type DurationStats = SlaMetricReport['overall'];
export type AgentStats = SlaMetricReport['agents'][number];
export type OverdueItem = SlaMetricReport['overdue'][number];
