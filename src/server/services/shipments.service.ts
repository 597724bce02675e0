// Shipments of an order and their milestones (docs/product/api.md, shipments): agents enter
// them from the order desk; the buyer reads them on their order page, live, and is told of
// each milestone. The rules are src/shared/shipment's; this applies them in a transaction
// with the audit entry and the buyer's notification.
import type { AuthUser } from './sessions.service.ts';
import { actor, type ServiceContext } from './context.ts';
import { currentEta, milestoneCheck, shipmentCheck, shipmentRefusal } from '../../shared/shipments/shipments.ts';
import { isJourneyEvent, lastJourneyEvent } from '../../shared/shipments/milestones.ts';
import { portName } from '../../shared/shipments/ports.ts';
import type {
  CreateShipmentInput,
  RecordMilestoneInput,
  Shipment,
  ShipmentMilestone,
  StaffShipment,
} from '../../shared/shipments/shipments.contract.ts';
import type { Db } from '../db/client.ts';
import type { ShippedOn } from '../mail/order-mail.ts';
import { lockOrder } from '../db/queries/orders.staff.queries.ts';
import type { OrderRow } from '../db/queries/orders.queries.ts';
import {
  findShipment,
  insertMilestone,
  insertShipment,
  type MilestoneRow,
  type MilestoneWithAuthor,
  milestonesOfShipment,
  shipmentsOfOrder,
  type ShipmentRow,
  type ShipmentWithMilestones,
} from '../db/queries/shipments.queries.ts';
import { refused, refusedAll } from '../http/api-error.ts';
import { recordAudit } from './audit.service.ts';
import { notifyBuyer } from './notifications/notify.ts';
import { orderGroupKey, orderPagePath } from './notifications/order-notices.ts';

// ---------------------------------------------------------------------------------------
// Answers.

function toMilestone(row: MilestoneRow): ShipmentMilestone {
  return {
    id: row.id,
    event: row.event,
    at: row.at.toISOString(),
    location: row.location,
    locationName: row.location ? portName(row.location) : null,
    note: row.note,
    eta: row.eta,
    previousEta: row.previousEta,
    recordedAt: row.recordedAt.toISOString(),
  };
}

function toShipment(row: ShipmentWithMilestones): Shipment {
  return {
    id: row.id,
    carrier: row.carrier,
    vessel: row.vessel,
    voyage: row.voyage,
    billOfLading: row.billOfLading,
    containers: row.containers,
    portOfLoading: row.portOfLoading,
    portOfLoadingName: portName(row.portOfLoading),
    portOfDischarge: row.portOfDischarge,
    portOfDischargeName: portName(row.portOfDischarge),
    etd: row.etd,
    eta: row.eta,
    currentEta: currentEta(row),
    createdAt: row.createdAt.toISOString(),
    milestones: row.milestones.map(toMilestone),
  };
}

const toStaffShipment = (row: ShipmentWithMilestones): StaffShipment => ({
  ...toShipment(row),
  createdBy: row.createdByName,
  milestones: row.milestones.map((milestone: MilestoneWithAuthor) => ({
    ...toMilestone(milestone),
    recordedBy: milestone.recordedByName,
  })),
});

/** The order's shipments as its buyer reads them. */
export const shipmentsForBuyer = async (db: Db, orderId: string) =>
  (await shipmentsOfOrder(db, orderId)).map(toShipment);

/** The order's shipments as the order desk shows them: with who entered and recorded what. */
export const shipmentsForStaff = async (db: Db, orderId: string) =>
  (await shipmentsOfOrder(db, orderId)).map(toStaffShipment);

/** The order's shipments as the shipped mail names them (src/server/mail/order-mail.ts). */
export const shippedOn = async (db: Db, orderId: string): Promise<ShippedOn[]> =>
  (await shipmentsOfOrder(db, orderId)).map((row) => ({
    vessel: row.vessel,
    voyage: row.voyage,
    billOfLading: row.billOfLading,
    portOfDischarge: portName(row.portOfDischarge),
    eta: currentEta(row),
  }));

// ---------------------------------------------------------------------------------------
// Changes.

/** The order, locked for the transaction, if it can take shipments now (404, else 409). */
async function lockShippableOrder(tx: Db, orderId: string): Promise<OrderRow> {
  const order = await lockOrder(tx, orderId);
  if (!order) throw refused('order_not_found');
  const blocker = shipmentRefusal(order.status);
  if (blocker) throw refused(blocker);
  return order;
}

async function answerFor(db: Db, orderId: string, shipmentId: string): Promise<StaffShipment> {
  const shipment = (await shipmentsForStaff(db, orderId)).find((one) => one.id === shipmentId);
  if (!shipment) throw refused('shipment_not_found');
  return shipment;
}

/**
 * POST /staff/orders/{id}/shipments: how (part of) the order travels. Checked by
 * src/shared/shipment (400 naming each field), only on an order being processed or shipped
 * (409); stored with its audit entry and the buyer's notification, then the buyer's open
 * pages reload the order.
 */
export async function addShipment(
  ctx: ServiceContext,
  { orderId, ...body }: { orderId: string } & CreateShipmentInput,
): Promise<StaffShipment> {
  const agent = actor(ctx);
  const checked = shipmentCheck(body);
  if (!checked.ok) throw refusedAll(checked.refusals);
  const { shipment: values } = checked;
  const { order, row } = await ctx.db.transaction(async (tx) => {
    const order = await lockShippableOrder(tx, orderId);
    const row = await insertShipment(tx, { ...values, orderId, createdBy: agent.id, createdAt: ctx.now() });
    await recordAudit(tx, {
      actorId: agent.id,
      action: 'order.shipment',
      entityType: 'order',
      entityId: orderId,
      after: { shipmentId: row.id, ...values },
    });
    await notifyBuyer(ctx, tx, {
      buyerId: order.buyerId,
      type: 'shipment-milestone',
      title: {
        key: 'shipment-added',
        values: { orderNumber: order.orderNumber, vessel: values.vessel, eta: values.eta },
      },
      link: orderPagePath(orderId),
      groupKey: orderGroupKey(orderId),
      data: { orderId, shipmentId: row.id },
    });
    return { order, row };
  });
  ctx.live.orderUpdated(order.buyerId, { orderId, status: order.status });
  return answerFor(ctx.db, orderId, row.id);
}

/**
 * POST /staff/shipments/{id}/milestones: what happened to a shipment. The order is locked
 * for the transaction, so milestones of one order (and its moves) are recorded one after
 * the other and each is checked against the one before and against the order (src/shared/shipment:
 * 409 out of order, or ahead of an order not yet shipped; 400 for bad fields). The milestone, its audit entry and the buyer's notification
 * (a milestone, or an ETA change with both dates) commit together; then the buyer's open
 * pages reload the order.
 */
export async function recordMilestone(
  ctx: ServiceContext,
  { shipmentId, ...body }: { shipmentId: string } & RecordMilestoneInput,
): Promise<StaffShipment> {
  const agent = actor(ctx);
  const found = await findShipment(ctx.db, shipmentId);
  if (!found) throw refused('shipment_not_found');
  const { order } = await ctx.db.transaction(async (tx) => {
    const order = await lockShippableOrder(tx, found.orderId);
    const milestones = await milestonesOfShipment(tx, shipmentId);
    const checked = milestoneCheck(
      { ...found, milestones: milestones.map((m) => ({ event: m.event, at: m.at.toISOString(), eta: m.eta })) },
      { event: body.event, at: body.at, location: body.location, note: body.note, eta: body.eta },
      ctx.now(),
      order.status,
    );
    if (!checked.ok) throw refusedAll(checked.refusals);
    const row = await insertMilestone(tx, {
      ...checked.milestone,
      shipmentId,
      recordedBy: agent.id,
      recordedAt: ctx.now(),
    });
    await recordAudit(tx, {
      actorId: agent.id,
      action: 'order.milestone',
      entityType: 'order',
      entityId: order.id,
      after: { shipmentId, milestoneId: row.id, ...toMilestone(row) },
    });
    await tellBuyerOfMilestone(ctx, tx, order, found, row);
    return { order };
  });
  ctx.live.orderUpdated(order.buyerId, { orderId: order.id, status: order.status });
  return answerFor(ctx.db, order.id, shipmentId);
}

/** The bell, push and mail per the buyer's choices: a milestone, or a new ETA with the old one. */
function tellBuyerOfMilestone(ctx: ServiceContext, tx: Db, order: OrderRow, shipment: ShipmentRow, row: MilestoneRow) {
  const base = {
    buyerId: order.buyerId,
    link: orderPagePath(order.id),
    groupKey: orderGroupKey(order.id),
    data: { orderId: order.id, shipmentId: shipment.id, event: row.event, eta: row.eta, previousEta: row.previousEta },
  };
  const { orderNumber } = order;
  if (!isJourneyEvent(row.event)) {
    return notifyBuyer(ctx, tx, {
      ...base,
      type: 'eta-change',
      title: { key: 'eta-change', values: { orderNumber, from: row.previousEta ?? shipment.eta, to: row.eta ?? '' } },
    });
  }
  return notifyBuyer(ctx, tx, {
    ...base,
    type: 'shipment-milestone',
    title: {
      key: 'shipment-milestone',
      values: { orderNumber, event: row.event, place: portName(row.location ?? shipment.portOfDischarge) },
    },
  });
}

/**
 * The order was marked delivered: every shipment not yet delivered gets its delivery
 * milestone at the port of discharge, recorded by the same agent in the move's transaction.
 * The buyer hears of the delivery from the order's own status notification. Answers the ids
 * of the shipments it delivered, for the move's audit entry.
 */
export async function deliverShipments(tx: Db, actor: AuthUser, orderId: string, at: Date): Promise<string[]> {
  const delivered: string[] = [];
  for (const shipment of await shipmentsOfOrder(tx, orderId)) {
    if (lastJourneyEvent(shipment.milestones) === 'DELIVERED') continue;
    // A delivery is never earlier than what was recorded before it.
    const latest = Math.max(
      at.getTime(),
      ...shipment.milestones.map((m) => (isJourneyEvent(m.event) ? m.at.getTime() : 0)),
    );
    await insertMilestone(tx, {
      shipmentId: shipment.id,
      event: 'DELIVERED',
      at: new Date(latest),
      location: shipment.portOfDischarge,
      recordedBy: actor.id,
      recordedAt: at,
    });
    delivered.push(shipment.id);
  }
  return delivered;
}
