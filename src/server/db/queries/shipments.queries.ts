import { asc, count, eq, inArray } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { shipmentMilestones, shipments, users } from '../schema/index.ts';
import { findOne, insertOne } from './rows.ts';

export type ShipmentRow = typeof shipments.$inferSelect;
export type NewShipmentRow = typeof shipments.$inferInsert;
export type MilestoneRow = typeof shipmentMilestones.$inferSelect;
export type NewMilestoneRow = typeof shipmentMilestones.$inferInsert;

/** A milestone with the name of who recorded it (staff see it). */
export type MilestoneWithAuthor = MilestoneRow & { recordedByName: string | null };
export type ShipmentWithMilestones = ShipmentRow & { createdByName: string | null; milestones: MilestoneWithAuthor[] };

export const insertShipment = (tx: Db, values: NewShipmentRow) => insertOne(tx, shipments, values);

export const insertMilestone = (tx: Db, values: NewMilestoneRow) => insertOne(tx, shipmentMilestones, values);

export const findShipment = (db: Db, id: string) => findOne(db, shipments, eq(shipments.id, id));

export async function countShipmentsOfOrder(db: Db, orderId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(shipments).where(eq(shipments.orderId, orderId));
  return row?.n ?? 0;
}

/** One shipment's milestones, in the order they were recorded. */
export const milestonesOfShipment = (db: Db, shipmentId: string) =>
  db
    .select()
    .from(shipmentMilestones)
    .where(eq(shipmentMilestones.shipmentId, shipmentId))
    .orderBy(asc(shipmentMilestones.seq));

/** An order's shipments, oldest first, each with its milestones in the order they were recorded. */
export async function shipmentsOfOrder(db: Db, orderId: string): Promise<ShipmentWithMilestones[]> {
  const rows = await db
    .select({ shipment: shipments, createdByName: users.fullName })
    .from(shipments)
    .leftJoin(users, eq(users.id, shipments.createdBy))
    .where(eq(shipments.orderId, orderId))
    .orderBy(asc(shipments.createdAt), asc(shipments.id));
  if (rows.length === 0) return [];
  const milestones = await db
    .select({ milestone: shipmentMilestones, recordedByName: users.fullName })
    .from(shipmentMilestones)
    .leftJoin(users, eq(users.id, shipmentMilestones.recordedBy))
    .where(
      inArray(
        shipmentMilestones.shipmentId,
        rows.map((row) => row.shipment.id),
      ),
    )
    .orderBy(asc(shipmentMilestones.seq));
  return rows.map(({ shipment, createdByName }) => ({
    ...shipment,
    createdByName,
    milestones: milestones
      .filter((row) => row.milestone.shipmentId === shipment.id)
      .map((row) => ({ ...row.milestone, recordedByName: row.recordedByName })),
  }));
}
