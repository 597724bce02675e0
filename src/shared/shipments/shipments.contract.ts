// Shipments as the API takes and answers them (docs/product/api.md, shipments). The fields'
// types are checked here; what is required when, and the codes, by ./shipments.ts, so the
// console's form and the server answer with the same messages.
import { z } from 'zod';
import { Timestamp, uuidParam } from '../common/common.contract.ts';
import { MILESTONE_EVENTS, MILESTONE_NOTE_MAX } from './milestones.ts';
import { SHIPMENT_LIMITS } from './shipments.ts';

const field = (what: string, max = 200) =>
  z
    .string({ error: `The ${what} must be text.` })
    .max(max, { error: `The ${what} is too long.` })
    .default('');

const PlainDate = z.string().meta({ description: 'A day, `YYYY-MM-DD`.', example: '2026-12-12' });

const SHIPMENT_EXAMPLE = {
  carrier: 'MSC',
  vessel: 'MSC Aurora',
  voyage: 'AW248A',
  billOfLading: 'MEDUCO123456',
  containers: ['MSCU1234566', 'TGHU1234567'],
  portOfLoading: 'BJCOO',
  portOfDischarge: 'NLRTM',
  etd: '2026-11-28',
  eta: '2026-12-16',
} as const;

/** POST /staff/orders/{id}/shipments. */
export const CreateShipmentBody = z
  .object({
    carrier: field('carrier'),
    vessel: field('vessel name'),
    voyage: field('voyage number'),
    billOfLading: field('bill of lading number'),
    containers: z
      .array(field('container number', 40), { error: 'List the container numbers.' })
      .max(SHIPMENT_LIMITS.containers * 2, { error: `List at most ${SHIPMENT_LIMITS.containers} containers.` })
      .default([])
      .meta({ description: 'ISO 6346 numbers, check digit verified; empty for bulk cargo.' }),
    portOfLoading: field('port of loading', 20).meta({ description: 'UN/LOCODE of a seaport, e.g. BJCOO.' }),
    portOfDischarge: field('port of discharge', 20).meta({ description: 'UN/LOCODE of a seaport, e.g. NLRTM.' }),
    etd: field('estimated departure', 40).meta({ description: 'Estimated departure, `YYYY-MM-DD`.' }),
    eta: field('estimated arrival', 40).meta({ description: 'Estimated arrival, `YYYY-MM-DD`.' }),
  })
  .meta({ example: SHIPMENT_EXAMPLE });
export type CreateShipmentBody = z.input<typeof CreateShipmentBody>;
export type CreateShipmentInput = z.output<typeof CreateShipmentBody>;

const MILESTONE_BODY_EXAMPLE = {
  event: 'DEPARTED',
  at: '2026-11-28T16:40:00.000Z',
  location: 'BJCOO',
  note: 'Sailed on schedule.',
} as const;

/** POST /staff/shipments/{id}/milestones. */
export const RecordMilestoneBody = z
  .object({
    event: z.enum(MILESTONE_EVENTS, { error: `Event must be one of ${MILESTONE_EVENTS.join(', ')}.` }),
    at: z.string({ error: 'Enter when it happened.' }).max(40).meta({ description: 'ISO date and time.' }),
    location: field('location', 20)
      .optional()
      .meta({ description: 'UN/LOCODE; required for TRANSSHIPMENT, else the shipment’s port.' }),
    note: field('note', MILESTONE_NOTE_MAX).optional(),
    eta: field('new estimated arrival', 40).optional().meta({ description: 'ETA_CHANGED only: the new date.' }),
  })
  .meta({ example: MILESTONE_BODY_EXAMPLE });
export type RecordMilestoneBody = z.input<typeof RecordMilestoneBody>;
export type RecordMilestoneInput = z.output<typeof RecordMilestoneBody>;

export const ShipmentParams = z.object({ shipmentId: uuidParam('Shipment') });

const MILESTONE_EXAMPLE = {
  id: '2a3b4c5d-6e7f-4a8b-9c0d-1e2f3a4b5c6d',
  event: 'DEPARTED',
  at: '2026-11-28T16:40:00.000Z',
  location: 'BJCOO',
  locationName: 'Cotonou',
  note: 'Sailed on schedule.',
  eta: null,
  previousEta: null,
  recordedAt: '2026-11-28T17:02:00.000Z',
} as const;

export const ShipmentMilestone = z
  .object({
    id: z.uuid(),
    event: z.enum(MILESTONE_EVENTS),
    at: Timestamp,
    location: z.string().nullable().meta({ description: 'UN/LOCODE; null for an ETA change.' }),
    locationName: z.string().nullable(),
    note: z.string().nullable(),
    eta: PlainDate.nullable().meta({ description: 'ETA_CHANGED: the new estimated arrival.' }),
    previousEta: PlainDate.nullable().meta({ description: 'ETA_CHANGED: the estimated arrival before.' }),
    recordedAt: Timestamp,
  })
  .meta({ id: 'ShipmentMilestone', example: MILESTONE_EXAMPLE });
export type ShipmentMilestone = z.infer<typeof ShipmentMilestone>;

const SHIPMENT_ANSWER_EXAMPLE = {
  id: '9f8e7d6c-5b4a-4c3d-8e2f-1a0b9c8d7e6f',
  ...SHIPMENT_EXAMPLE,
  portOfLoadingName: 'Cotonou',
  portOfDischargeName: 'Rotterdam',
  currentEta: '2026-12-16',
  createdAt: '2026-11-27T10:00:00.000Z',
  milestones: [MILESTONE_EXAMPLE],
} as const;

export const Shipment = z
  .object({
    id: z.uuid(),
    carrier: z.string(),
    vessel: z.string(),
    voyage: z.string(),
    billOfLading: z.string(),
    containers: z.array(z.string()),
    portOfLoading: z.string(),
    portOfLoadingName: z.string(),
    portOfDischarge: z.string(),
    portOfDischargeName: z.string(),
    etd: PlainDate,
    eta: PlainDate.meta({ description: 'The estimated arrival the shipment was entered with.' }),
    currentEta: PlainDate.meta({ description: 'The latest estimated arrival (after ETA changes).' }),
    createdAt: Timestamp,
    milestones: z.array(ShipmentMilestone).meta({ description: 'In the order they were recorded.' }),
  })
  .meta({ id: 'Shipment', example: SHIPMENT_ANSWER_EXAMPLE });
export type Shipment = z.infer<typeof Shipment>;

/** Staff also see who recorded each milestone and who entered the shipment. */
export const StaffShipmentMilestone = ShipmentMilestone.extend({ recordedBy: z.string().nullable() }).meta({
  id: 'StaffShipmentMilestone',
  example: { ...MILESTONE_EXAMPLE, recordedBy: 'Kofi Mensah' },
});
export const StaffShipment = Shipment.extend({
  createdBy: z.string().nullable(),
  milestones: z.array(StaffShipmentMilestone),
}).meta({
  id: 'StaffShipment',
  example: {
    ...SHIPMENT_ANSWER_EXAMPLE,
    createdBy: 'Kofi Mensah',
    milestones: [{ ...MILESTONE_EXAMPLE, recordedBy: 'Kofi Mensah' }],
  },
});
export type StaffShipment = z.infer<typeof StaffShipment>;
