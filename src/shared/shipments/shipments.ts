// A shipment of an order (docs/product/data.md, shipments): the rules of what an agent enters
// and of each milestone they record, applied by the console's form and the server alike. The
// vocabulary and its order are in ./milestones.ts, the ports in ./ports.ts, container numbers
// in ./container-number.ts.
import type { FieldError } from '../common/api-types.ts';
import type { OrderStatus } from '../common/enums.ts';
import { errorText, type Reason, reasonStatus, type Refusal } from '../i18n/errors.ts';
import { containerNumberRefusal, normalizeContainerNumber } from './container-number.ts';
import {
  DEFAULT_PLACE,
  ETA_CHANGED,
  isJourneyEvent,
  lastJourneyEvent,
  MILESTONE_CLOCK_SKEW_MS,
  MILESTONE_LABELS,
  type MilestoneEvent,
  milestoneRefusal,
  needsEta,
  needsLocation,
} from './milestones.ts';
import { normalizeLocode, portRefusal } from './ports.ts';

export const SHIPMENT_LIMITS = {
  carrier: 100,
  vessel: 100,
  voyage: 30,
  billOfLading: 35,
  containers: 100,
} as const;

/** Shipments are entered while the goods are being prepared and after they leave. */
export const SHIPMENT_STATUSES: readonly OrderStatus[] = ['PROCESSING', 'SHIPPED'];

/** Why no shipment or milestone can be recorded on an order in this status, or null. */
export function shipmentRefusal(status: OrderStatus): Reason | null {
  if (SHIPMENT_STATUSES.includes(status)) return null;
  if (status === 'PENDING') return 'shipment_awaits_processing';
  return { code: 'shipment_order_final', params: { status } };
}

/** shipmentRefusal's reason in English, or null. */
export function shipmentBlocker(status: OrderStatus): string | null {
  const reason = shipmentRefusal(status);
  return reason && errorText(reason);
}

/** A plain date, `2026-12-01`: estimated departures and arrivals are days, not moments. */
export const PLAIN_DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
export const isPlainDate = (value: string) =>
  PLAIN_DATE_PATTERN.test(value) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);

export interface ShipmentInput {
  carrier: string;
  vessel: string;
  voyage: string;
  billOfLading: string;
  containers: readonly string[];
  portOfLoading: string;
  portOfDischarge: string;
  etd: string;
  eta: string;
}

export type CheckedShipment = ShipmentInput & { containers: string[] };

function required(refusals: Refusal[], field: keyof typeof SHIPMENT_LIMITS, value: string, what: string) {
  const max = SHIPMENT_LIMITS[field];
  if (!value.trim()) refusals.push({ field, reason: { code: 'shipment_field_missing', params: { what } } });
  else if (value.trim().length > max) {
    refusals.push({ field, reason: { code: 'shipment_field_too_long', params: { what, max } } });
  }
}

/** Refusals in English, as the server answers them and the console shows them. */
const worded = (refusals: readonly Refusal[]): FieldError[] =>
  refusals.map(({ field, reason }) => ({ field, message: errorText(reason) }));

/**
 * The rules of a new shipment beyond the field types: carrier, vessel, voyage and bill of
 * lading given; every container number valid (ISO 6346) and listed once (none for bulk
 * cargo); both ports seaports of our list (UN/LOCODE) and different; the estimated arrival
 * not before the estimated departure. On success the values as stored (codes normalised).
 */
export function shipmentCheck(
  input: ShipmentInput,
): { ok: true; shipment: CheckedShipment } | { ok: false; refusals: Refusal[] } {
  const refusals: Refusal[] = [];
  required(refusals, 'carrier', input.carrier, 'carrier');
  required(refusals, 'vessel', input.vessel, 'vessel name');
  required(refusals, 'voyage', input.voyage, 'voyage number');
  required(refusals, 'billOfLading', input.billOfLading, 'bill of lading number');

  const containers = input.containers.map(normalizeContainerNumber).filter(Boolean);
  if (containers.length > SHIPMENT_LIMITS.containers) {
    refusals.push({
      field: 'containers',
      reason: { code: 'containers_too_many', params: { max: SHIPMENT_LIMITS.containers } },
    });
  }
  const seen = new Set<string>();
  containers.forEach((container, index) => {
    const problem = containerNumberRefusal(container);
    if (problem) refusals.push({ field: `containers.${index}`, reason: problem });
    else if (seen.has(container)) {
      refusals.push({
        field: `containers.${index}`,
        reason: { code: 'container_listed_twice', params: { container } },
      });
    }
    seen.add(container);
  });

  const loading = normalizeLocode(input.portOfLoading);
  const discharge = normalizeLocode(input.portOfDischarge);
  const loadingProblem = portRefusal(loading, 'port of loading');
  const dischargeProblem = portRefusal(discharge, 'port of discharge');
  if (loadingProblem) refusals.push({ field: 'portOfLoading', reason: loadingProblem });
  if (dischargeProblem) refusals.push({ field: 'portOfDischarge', reason: dischargeProblem });
  if (!loadingProblem && loading === discharge) refusals.push({ field: 'portOfDischarge', reason: 'ports_same' });

  if (!isPlainDate(input.etd)) refusals.push({ field: 'etd', reason: 'etd_not_date' });
  if (!isPlainDate(input.eta)) refusals.push({ field: 'eta', reason: 'eta_not_date' });
  else if (isPlainDate(input.etd) && input.eta < input.etd) refusals.push({ field: 'eta', reason: 'eta_before_etd' });

  if (refusals.length > 0) return { ok: false, refusals };
  return {
    ok: true,
    shipment: {
      carrier: input.carrier.trim(),
      vessel: input.vessel.trim(),
      voyage: input.voyage.trim(),
      billOfLading: input.billOfLading.trim().toUpperCase(),
      containers,
      portOfLoading: loading,
      portOfDischarge: discharge,
      etd: input.etd,
      eta: input.eta,
    },
  };
}

/** shipmentCheck with its refusals in English. */
export function checkShipment(
  input: ShipmentInput,
): { ok: true; shipment: CheckedShipment } | { ok: false; errors: FieldError[] } {
  const checked = shipmentCheck(input);
  return checked.ok ? checked : { ok: false, errors: worded(checked.refusals) };
}

/** What a milestone is checked against: the shipment's ports and dates, and what it already has. */
export interface ShipmentSoFar {
  portOfLoading: string;
  portOfDischarge: string;
  etd: string;
  eta: string;
  /** Oldest first, as recorded. */
  milestones: readonly { event: MilestoneEvent; at: string; eta: string | null }[];
}

export interface MilestoneInput {
  event: MilestoneEvent;
  /** When it happened (ISO time); for a new ETA, when the carrier announced it. */
  at: string;
  location?: string | undefined;
  note?: string | undefined;
  /** The new estimated arrival (ETA_CHANGED only). */
  eta?: string | undefined;
}

export interface CheckedMilestone {
  event: MilestoneEvent;
  at: Date;
  /** UN/LOCODE; null for a new ETA. */
  location: string | null;
  note: string | null;
  eta: string | null;
  previousEta: string | null;
}

/** The estimated arrival now: the latest new ETA recorded, else the one the shipment was entered with. */
export function currentEta(shipment: {
  eta: string;
  milestones: readonly { event: MilestoneEvent; eta: string | null }[];
}): string {
  let eta = shipment.eta;
  for (const milestone of shipment.milestones)
    if (milestone.event === ETA_CHANGED && milestone.eta) eta = milestone.eta;
  return eta;
}

/** A milestone as stored, or why not (a move out of order answers 409, the rest 400). */
export type MilestoneCheck = { ok: true; milestone: CheckedMilestone } | { ok: false; refusals: Refusal[] };
/** The same, worded in English. */
export type WordedMilestoneCheck =
  { ok: true; milestone: CheckedMilestone } | { ok: false; status: 400 | 409; errors: FieldError[] };

/**
 * Whether a milestone may be recorded on this shipment now, and the values it is stored with:
 * the event must follow the last one (else 409, ./milestones.ts); its time must be a real time
 * not in the future and, for the journey, not before the previous step; a transshipment names
 * a seaport other than the two ends, other events take the shipment's port unless one is given;
 * a new ETA gives a date that differs from the current one.
 */
export function milestoneCheck(
  shipment: ShipmentSoFar,
  input: MilestoneInput,
  now: Date,
  orderStatus?: OrderStatus,
): MilestoneCheck {
  const last = lastJourneyEvent(shipment.milestones);
  const blocker = milestoneRefusal(last, input.event, orderStatus);
  if (blocker) return { ok: false, refusals: [{ field: 'event', reason: blocker }] };

  const refusals: Refusal[] = [];
  const at = new Date(input.at);
  if (Number.isNaN(at.getTime())) refusals.push({ field: 'at', reason: 'milestone_time_invalid' });
  else if (at.getTime() > now.getTime() + MILESTONE_CLOCK_SKEW_MS) {
    refusals.push({ field: 'at', reason: 'milestone_in_future' });
  } else if (isJourneyEvent(input.event)) {
    const previous = [...shipment.milestones].reverse().find((milestone) => isJourneyEvent(milestone.event));
    if (previous && at.getTime() < new Date(previous.at).getTime()) {
      refusals.push({
        field: 'at',
        reason: {
          code: 'milestone_before_previous',
          params: { event: MILESTONE_LABELS[input.event], previous: MILESTONE_LABELS[previous.event] },
        },
      });
    }
  }

  let location: string | null = null;
  const given = input.location ? normalizeLocode(input.location) : '';
  if (input.event !== ETA_CHANGED) {
    const place = DEFAULT_PLACE[input.event];
    if (given) {
      const problem = portRefusal(given);
      if (problem) refusals.push({ field: 'location', reason: problem });
      else if (
        input.event === 'TRANSSHIPMENT' &&
        (given === shipment.portOfLoading || given === shipment.portOfDischarge)
      ) {
        refusals.push({ field: 'location', reason: 'transshipment_at_end' });
      }
      location = given;
    } else if (needsLocation(input.event)) {
      refusals.push({ field: 'location', reason: 'transshipment_port_missing' });
    } else {
      location = place === 'loading' ? shipment.portOfLoading : shipment.portOfDischarge;
    }
  }

  let eta: string | null = null;
  let previousEta: string | null = null;
  if (needsEta(input.event)) {
    previousEta = currentEta(shipment);
    if (!input.eta) refusals.push({ field: 'eta', reason: 'new_eta_missing' });
    else if (!isPlainDate(input.eta)) refusals.push({ field: 'eta', reason: 'new_eta_not_date' });
    else if (input.eta === previousEta) refusals.push({ field: 'eta', reason: 'eta_unchanged' });
    else if (input.eta < shipment.etd) refusals.push({ field: 'eta', reason: 'eta_before_etd' });
    eta = input.eta ?? null;
  } else if (input.eta) {
    refusals.push({ field: 'eta', reason: 'eta_only_when_changed' });
  }

  if (refusals.length > 0) return { ok: false, refusals };
  const note = input.note?.trim() || null;
  return { ok: true, milestone: { event: input.event, at, location, note, eta, previousEta } };
}

/** milestoneCheck with its refusals in English, and the status they are answered with. */
export function checkMilestone(shipment: ShipmentSoFar, input: MilestoneInput, now: Date): WordedMilestoneCheck {
  const checked = milestoneCheck(shipment, input, now);
  if (checked.ok) return checked;
  const status = checked.refusals[0] && reasonStatus(checked.refusals[0].reason) === 409 ? 409 : 400;
  return { ok: false, status, errors: worded(checked.refusals) };
}
