// The buyer's view of a shipment: each step of the journey done, next or still to come, and
// whether the next one is late against the estimated departure or arrival. Plain data: the
// hub's island puts it in words, in the buyer's language.
import { ETA_CHANGED, isJourneyEvent, JOURNEY_EVENTS, type JourneyEvent, type MilestoneEvent } from './milestones.ts';

export type StepState = 'done' | 'next' | 'upcoming';

export interface TimelineStep {
  event: JourneyEvent;
  state: StepState;
  /** When it happened; null for a step still to come, or passed without being reported. */
  at: string | null;
  location: string | null;
  note: string | null;
  /** The day it is expected (departure: the ETD; arrival: the current ETA), for steps not done. */
  expected: string | null;
  /** Not done, and its expected day is over. */
  late: boolean;
}

export interface EtaChange {
  at: string;
  from: string | null;
  to: string;
  note: string | null;
}

interface TimelineMilestone {
  event: MilestoneEvent;
  at: string;
  location: string | null;
  note: string | null;
  eta: string | null;
  previousEta: string | null;
}

/** The end of a plain date's day, in UTC (a port's local day ends no later than this by more than a few hours). */
const endOfDay = (date: string) => new Date(`${date}T23:59:59.999Z`).getTime();

/**
 * The steps of one shipment: the journey of ./milestones.ts, with one step per transshipment
 * recorded (none shown when there was none). Steps before the last one recorded are done even
 * when nobody reported them; the first after it is next; a departure or arrival not done by the
 * end of its expected day is late.
 */
export function shipmentTimeline(
  shipment: { etd: string; currentEta: string; milestones: readonly TimelineMilestone[] },
  now: Date,
): { steps: TimelineStep[]; etaChanges: EtaChange[] } {
  const journey = shipment.milestones.filter((milestone) => isJourneyEvent(milestone.event));
  const transshipments = journey.filter((milestone) => milestone.event === 'TRANSSHIPMENT');
  const last = journey.at(-1)?.event;
  const lastRank = last ? JOURNEY_EVENTS.indexOf(last as JourneyEvent) : -1;

  const steps: TimelineStep[] = [];
  const expectedOf = (event: JourneyEvent) =>
    event === 'DEPARTED' ? shipment.etd : event === 'ARRIVED' ? shipment.currentEta : null;
  for (const event of JOURNEY_EVENTS) {
    if (event === 'TRANSSHIPMENT') {
      for (const stop of transshipments) {
        steps.push({
          event,
          state: 'done',
          at: stop.at,
          location: stop.location,
          note: stop.note,
          expected: null,
          late: false,
        });
      }
      continue;
    }
    const recorded = journey.find((milestone) => milestone.event === event);
    const done = recorded !== undefined || JOURNEY_EVENTS.indexOf(event) < lastRank;
    const expected = done ? null : expectedOf(event);
    steps.push({
      event,
      state: done ? 'done' : 'upcoming',
      at: recorded?.at ?? null,
      location: recorded?.location ?? null,
      note: recorded?.note ?? null,
      expected,
      late: expected !== null && now.getTime() > endOfDay(expected),
    });
  }
  const next = steps.find((step) => step.state !== 'done');
  if (next) next.state = 'next';

  const etaChanges = shipment.milestones
    .filter((milestone) => milestone.event === ETA_CHANGED && milestone.eta)
    .map((milestone) => ({
      at: milestone.at,
      from: milestone.previousEta,
      to: milestone.eta ?? '',
      note: milestone.note,
    }));
  return { steps, etaChanges };
}

/**
 * What the buyer reads of the arrival: the estimated day while the goods are on their way
 * (and the first one announced, when it changed); once the vessel arrived, the day it did;
 * once delivered with no arrival reported (the order desk delivers the order), the delivery's
 * day. Never an "expected" day for goods that are already there.
 */
export type Arrival =
  | { kind: 'expected'; date: string; first: string | null }
  | { kind: 'arrived'; at: string }
  | { kind: 'delivered'; at: string };

export function arrivalOf(shipment: {
  eta: string;
  currentEta: string;
  milestones: readonly { event: MilestoneEvent; at: string }[];
}): Arrival {
  const arrived = shipment.milestones.find((milestone) => milestone.event === 'ARRIVED');
  if (arrived) return { kind: 'arrived', at: arrived.at };
  const delivered = shipment.milestones.find((milestone) => milestone.event === 'DELIVERED');
  if (delivered) return { kind: 'delivered', at: delivered.at };
  return {
    kind: 'expected',
    date: shipment.currentEta,
    first: shipment.currentEta === shipment.eta ? null : shipment.eta,
  };
}
