// A shipment of an order (docs/product/data.md, shipments): the rules of what an agent enters
// and of each milestone they record, applied by the console's form and the server alike. The
// vocabulary and its order are in ./milestones.ts, the ports in ./ports.ts, container numbers
// in ./container-number.ts.
import type { FieldError } from '../common/api-types.ts';
import type { OrderStatus } from '../common/enums.ts';
import { errorText, type Reason } from '../i18n/errors.ts';
import { containerNumberProblem, normalizeContainerNumber } from './container-number.ts';
import {
  DEFAULT_PLACE,
  ETA_CHANGED,
  isJourneyEvent,
  lastJourneyEvent,
  MILESTONE_CLOCK_SKEW_MS,
  MILESTONE_LABELS,
  type MilestoneEvent,
  milestoneBlocker,
  needsEta,
  needsLocation,
} from './milestones.ts';
import { normalizeLocode, portProblem } from './ports.ts';

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

function required(errors: FieldError[], field: keyof typeof SHIPMENT_LIMITS, value: string, what: string) {
  const limit = SHIPMENT_LIMITS[field];
  if (!value.trim()) errors.push({ field, message: `Enter the ${what}.` });
  else if (value.trim().length > limit) errors.push({ field, message: `Keep the ${what} under ${limit} characters.` });
}

/**
 * The rules of a new shipment beyond the field types: carrier, vessel, voyage and bill of
 * lading given; every container number valid (ISO 6346) and listed once (none for bulk
 * cargo); both ports seaports of our list (UN/LOCODE) and different; the estimated arrival
 * not before the estimated departure. On success the values as stored (codes normalised).
 */
export function checkShipment(
  input: ShipmentInput,
): { ok: true; shipment: CheckedShipment } | { ok: false; errors: FieldError[] } {
  const errors: FieldError[] = [];
  required(errors, 'carrier', input.carrier, 'carrier');
  required(errors, 'vessel', input.vessel, 'vessel name');
  required(errors, 'voyage', input.voyage, 'voyage number');
  required(errors, 'billOfLading', input.billOfLading, 'bill of lading number');

  const containers = input.containers.map(normalizeContainerNumber).filter(Boolean);
  if (containers.length > SHIPMENT_LIMITS.containers) {
    errors.push({
      field: 'containers',
      message: `List at most ${SHIPMENT_LIMITS.containers} containers per shipment.`,
    });
  }
  const seen = new Set<string>();
  containers.forEach((container, index) => {
    const problem = containerNumberProblem(container);
    if (problem) errors.push({ field: `containers.${index}`, message: problem });
    else if (seen.has(container))
      errors.push({ field: `containers.${index}`, message: `${container} is listed twice.` });
    seen.add(container);
  });

  const loading = normalizeLocode(input.portOfLoading);
  const discharge = normalizeLocode(input.portOfDischarge);
  const loadingProblem = portProblem(loading, 'port of loading');
  const dischargeProblem = portProblem(discharge, 'port of discharge');
  if (loadingProblem) errors.push({ field: 'portOfLoading', message: loadingProblem });
  if (dischargeProblem) errors.push({ field: 'portOfDischarge', message: dischargeProblem });
  if (!loadingProblem && loading === discharge) {
    errors.push({ field: 'portOfDischarge', message: 'The port of discharge must differ from the port of loading.' });
  }

  if (!isPlainDate(input.etd)) errors.push({ field: 'etd', message: 'Enter the estimated departure as a date.' });
  if (!isPlainDate(input.eta)) errors.push({ field: 'eta', message: 'Enter the estimated arrival as a date.' });
  else if (isPlainDate(input.etd) && input.eta < input.etd) {
    errors.push({ field: 'eta', message: 'The estimated arrival cannot be before the estimated departure.' });
  }

  if (errors.length > 0) return { ok: false, errors };
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

export type MilestoneCheck =
  { ok: true; milestone: CheckedMilestone } | { ok: false; status: 400 | 409; errors: FieldError[] };

/**
 * Whether a milestone may be recorded on this shipment now, and the values it is stored with:
 * the event must follow the last one (else 409, ./milestones.ts); its time must be a real time
 * not in the future and, for the journey, not before the previous step; a transshipment names
 * a seaport other than the two ends, other events take the shipment's port unless one is given;
 * a new ETA gives a date that differs from the current one.
 */
export function checkMilestone(shipment: ShipmentSoFar, input: MilestoneInput, now: Date): MilestoneCheck {
  const last = lastJourneyEvent(shipment.milestones);
  const blocker = milestoneBlocker(last, input.event);
  if (blocker) return { ok: false, status: 409, errors: [{ field: 'event', message: blocker }] };

  const errors: FieldError[] = [];
  const at = new Date(input.at);
  if (Number.isNaN(at.getTime())) errors.push({ field: 'at', message: 'Enter when it happened, as a date and time.' });
  else if (at.getTime() > now.getTime() + MILESTONE_CLOCK_SKEW_MS) {
    errors.push({ field: 'at', message: 'A milestone records what happened: its time cannot be in the future.' });
  } else if (isJourneyEvent(input.event)) {
    const previous = [...shipment.milestones].reverse().find((milestone) => isJourneyEvent(milestone.event));
    if (previous && at.getTime() < new Date(previous.at).getTime()) {
      errors.push({
        field: 'at',
        message: `“${MILESTONE_LABELS[input.event]}” cannot be earlier than the previous milestone (“${MILESTONE_LABELS[previous.event]}”).`,
      });
    }
  }

  let location: string | null = null;
  const given = input.location ? normalizeLocode(input.location) : '';
  if (input.event !== ETA_CHANGED) {
    const place = DEFAULT_PLACE[input.event];
    if (given) {
      const problem = portProblem(given);
      if (problem) errors.push({ field: 'location', message: problem });
      else if (
        input.event === 'TRANSSHIPMENT' &&
        (given === shipment.portOfLoading || given === shipment.portOfDischarge)
      ) {
        errors.push({
          field: 'location',
          message: 'A transshipment happens at a port between the port of loading and the port of discharge.',
        });
      }
      location = given;
    } else if (needsLocation(input.event)) {
      errors.push({ field: 'location', message: 'Enter the port of transshipment (its UN/LOCODE).' });
    } else {
      location = place === 'loading' ? shipment.portOfLoading : shipment.portOfDischarge;
    }
  }

  let eta: string | null = null;
  let previousEta: string | null = null;
  if (needsEta(input.event)) {
    previousEta = currentEta(shipment);
    if (!input.eta) errors.push({ field: 'eta', message: 'Enter the new estimated arrival date.' });
    else if (!isPlainDate(input.eta))
      errors.push({ field: 'eta', message: 'Enter the new estimated arrival as a date.' });
    else if (input.eta === previousEta)
      errors.push({ field: 'eta', message: 'This is already the estimated arrival date.' });
    else if (input.eta < shipment.etd) {
      errors.push({ field: 'eta', message: 'The estimated arrival cannot be before the estimated departure.' });
    }
    eta = input.eta ?? null;
  } else if (input.eta) {
    errors.push({ field: 'eta', message: 'Only an “Arrival date changed” milestone takes a new arrival date.' });
  }

  if (errors.length > 0) return { ok: false, status: 400, errors };
  const note = input.note?.trim() || null;
  return { ok: true, milestone: { event: input.event, at, location, note, eta, previousEta } };
}
