import { sql } from 'drizzle-orm';
import { bigint, check, date, index, pgTable, text } from 'drizzle-orm/pg-core';
import { belongsTo, idColumn, refNullOnDelete, timestamptz } from './columns.ts';
import { shipmentEvent } from './enums.ts';
import { orders } from './orders.table.ts';
import { users } from './users.table.ts';

/**
 * How an order's goods travel (src/shared/shipment): one row per bill of lading. Ports are
 * UN/LOCODEs of src/shared/shipments/seaports.ts; estimated departure and arrival are days.
 * The estimate of arrival entered here stays as entered; later estimates are milestones.
 */
export const shipments = pgTable(
  'shipments',
  {
    id: idColumn(),
    orderId: belongsTo('order_id', () => orders.id),
    carrier: text('carrier').notNull(),
    vessel: text('vessel').notNull(),
    voyage: text('voyage').notNull(),
    billOfLading: text('bill_of_lading').notNull(),
    /** ISO 6346 numbers, check digit verified; empty for bulk cargo. */
    containers: text('containers')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    portOfLoading: text('port_of_loading').notNull(),
    portOfDischarge: text('port_of_discharge').notNull(),
    etd: date('etd', { mode: 'string' }).notNull(),
    eta: date('eta', { mode: 'string' }).notNull(),
    createdBy: refNullOnDelete('created_by', () => users.id),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [index('shipments_order_idx').on(t.orderId, t.createdAt)],
);

/**
 * What happened to a shipment, in the order it was recorded (src/shared/shipments/milestones.ts):
 * when and where it happened, and who recorded it when. Never updated: a correction is a
 * new milestone (a new ETA names the one before it).
 */
export const shipmentMilestones = pgTable(
  'shipment_milestones',
  {
    id: idColumn(),
    /** The order milestones were recorded in (several may share a moment). */
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity().notNull(),
    shipmentId: belongsTo('shipment_id', () => shipments.id),
    event: shipmentEvent('event').notNull(),
    /** When it happened (for a new ETA: when it was announced). */
    at: timestamptz('at').notNull(),
    /** UN/LOCODE; null for a new ETA. */
    location: text('location'),
    note: text('note'),
    eta: date('eta', { mode: 'string' }),
    previousEta: date('previous_eta', { mode: 'string' }),
    recordedBy: refNullOnDelete('recorded_by', () => users.id),
    recordedAt: timestamptz('recorded_at').notNull().defaultNow(),
  },
  (t) => [
    index('shipment_milestones_shipment_idx').on(t.shipmentId, t.seq),
    check('shipment_milestones_eta_check', sql`(${t.event} = 'ETA_CHANGED') = (${t.eta} is not null)`),
  ],
);
