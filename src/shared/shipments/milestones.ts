// The milestones of a shipment: our names for the DCSA Track & Trace events (Digital
// Container Shipping Association, T&T 2.2) a commodity buyer follows, what may follow what,
// and which fields each needs. The server refuses what these rules refuse; the console offers
// only what they allow; the buyer's timeline reads them (./timeline.ts).
import { errorText, type Reason } from '../i18n/errors.ts';

/**
 * The journey of the goods, in the order it happens. Each names the DCSA event it stands for
 * (event type, and the equipment or transport event code), so a carrier's feed can be mapped
 * to it later. TRANSSHIPMENT (DCSA: discharge then load at a port between the two ends) may
 * happen several times.
 */
export const JOURNEY_EVENTS = [
  'GATE_IN',
  'LOADED',
  'DEPARTED',
  'TRANSSHIPMENT',
  'ARRIVED',
  'DISCHARGED',
  'GATE_OUT',
  'DELIVERED',
] as const;
export type JourneyEvent = (typeof JOURNEY_EVENTS)[number];

/** A new estimated arrival (DCSA: a TRANSPORT ARRI event classified EST), with the old and new date. */
export const ETA_CHANGED = 'ETA_CHANGED' as const;

export const MILESTONE_EVENTS = [...JOURNEY_EVENTS, ETA_CHANGED] as const;
export type MilestoneEvent = (typeof MILESTONE_EVENTS)[number];

export const isJourneyEvent = (event: MilestoneEvent): event is JourneyEvent => event !== ETA_CHANGED;

/** The DCSA event each milestone stands for. */
export const DCSA_EVENTS: Readonly<Record<MilestoneEvent, { eventType: 'EQUIPMENT' | 'TRANSPORT'; code: string }>> = {
  GATE_IN: { eventType: 'EQUIPMENT', code: 'GTIN' },
  LOADED: { eventType: 'EQUIPMENT', code: 'LOAD' },
  DEPARTED: { eventType: 'TRANSPORT', code: 'DEPA' },
  TRANSSHIPMENT: { eventType: 'EQUIPMENT', code: 'DISC+LOAD' },
  ARRIVED: { eventType: 'TRANSPORT', code: 'ARRI' },
  DISCHARGED: { eventType: 'EQUIPMENT', code: 'DISC' },
  GATE_OUT: { eventType: 'EQUIPMENT', code: 'GTOT' },
  DELIVERED: { eventType: 'EQUIPMENT', code: 'GTOT (consignee)' },
  ETA_CHANGED: { eventType: 'TRANSPORT', code: 'ARRI (EST)' },
};

/** What staff read in the console (the buyer's words, in both languages, are in the hub's messages). */
export const MILESTONE_LABELS: Readonly<Record<MilestoneEvent, string>> = {
  GATE_IN: 'Gate-in at origin',
  LOADED: 'Loaded on vessel',
  DEPARTED: 'Vessel departed',
  TRANSSHIPMENT: 'Transshipment',
  ARRIVED: 'Vessel arrived',
  DISCHARGED: 'Discharged',
  GATE_OUT: 'Gate-out at destination',
  DELIVERED: 'Delivered',
  ETA_CHANGED: 'Arrival date changed',
};

/** Where each journey event takes place when the agent names no port: the shipment's own ports. */
export const DEFAULT_PLACE: Readonly<Record<JourneyEvent, 'loading' | 'discharge' | null>> = {
  GATE_IN: 'loading',
  LOADED: 'loading',
  DEPARTED: 'loading',
  TRANSSHIPMENT: null,
  ARRIVED: 'discharge',
  DISCHARGED: 'discharge',
  GATE_OUT: 'discharge',
  DELIVERED: 'discharge',
};

const rank = (event: JourneyEvent) => JOURNEY_EVENTS.indexOf(event);

/**
 * The journey events that may be recorded after `last` (null: nothing recorded yet). The
 * goods only go forward; an agent may skip a step nobody reported (a gate-in at origin is
 * often missed), a transshipment may repeat, and nothing follows the delivery.
 */
export function journeyEventsAfter(last: JourneyEvent | null): JourneyEvent[] {
  if (last === null) return [...JOURNEY_EVENTS];
  return JOURNEY_EVENTS.filter((event) => rank(event) > rank(last) || (event === 'TRANSSHIPMENT' && last === event));
}

/** An estimated arrival can change until the vessel arrives. */
export const etaMayChange = (last: JourneyEvent | null) => last === null || rank(last) < rank('ARRIVED');

/** Every milestone that may be recorded after `last`: the journey events, and a new ETA while it can change. */
export function milestonesAfter(last: JourneyEvent | null, orderStatus?: string): MilestoneEvent[] {
  const all = [...journeyEventsAfter(last), ...(etaMayChange(last) ? [ETA_CHANGED] : [])];
  return orderStatus === undefined ? all : all.filter((event) => milestoneFitsOrder(orderStatus, event));
}

/** The latest journey event of a shipment's milestones (in the order they were recorded). */
export function lastJourneyEvent(milestones: readonly { event: MilestoneEvent }[]): JourneyEvent | null {
  let last: JourneyEvent | null = null;
  for (const milestone of milestones) if (isJourneyEvent(milestone.event)) last = milestone.event;
  return last;
}

/**
 * What may happen to the goods while the order is still being prepared: they reach the
 * terminal and are loaded. The vessel's departure and everything after it belong to a shipped
 * order, so a timeline never shows the goods at sea, arrived or delivered on an order the
 * buyer still reads as in processing: the agent marks the order shipped first.
 */
export const BEFORE_SHIPPING: readonly MilestoneEvent[] = ['GATE_IN', 'LOADED', ETA_CHANGED];

/** Whether `event` may be recorded on an order in `status` (processing: only BEFORE_SHIPPING). */
export const milestoneFitsOrder = (status: string, event: MilestoneEvent) =>
  status !== 'PROCESSING' || BEFORE_SHIPPING.includes(event);

/**
 * Why `event` cannot be recorded after `last`, or null when it can; with the order's status,
 * also refuses a milestone that would run ahead of the order (see BEFORE_SHIPPING).
 */
export function milestoneRefusal(last: JourneyEvent | null, event: MilestoneEvent, orderStatus?: string): Reason | null {
  if (last === 'DELIVERED') return 'milestone_shipment_delivered';
  if (orderStatus !== undefined && !milestoneFitsOrder(orderStatus, event)) {
    return { code: 'milestone_ahead_of_order', params: { event: MILESTONE_LABELS[event] } };
  }
  if (event === ETA_CHANGED) return etaMayChange(last) ? null : 'milestone_eta_after_arrival';
  if (journeyEventsAfter(last).includes(event)) return null;
  return {
    code: 'milestone_out_of_order',
    params: { event: MILESTONE_LABELS[event], last: MILESTONE_LABELS[last ?? 'GATE_IN'] },
  };
}

/** milestoneRefusal's reason in English, or null. */
export function milestoneBlocker(
  last: JourneyEvent | null,
  event: MilestoneEvent,
  orderStatus?: string,
): string | null {
  const reason = milestoneRefusal(last, event, orderStatus);
  return reason && errorText(reason);
}

/**
 * Which fields a milestone needs besides its event and time: a transshipment names its
 * port (the others default to the shipment's port of loading or discharge), and a new ETA
 * names the new date.
 */
export const needsLocation = (event: MilestoneEvent) => event !== ETA_CHANGED && DEFAULT_PLACE[event] === null;
export const needsEta = (event: MilestoneEvent) => event === ETA_CHANGED;

/** A milestone records what happened: its time may run ahead of the server's clock by this much at most. */
export const MILESTONE_CLOCK_SKEW_MS = 10 * 60 * 1000;

export const MILESTONE_NOTE_MAX = 1000;
