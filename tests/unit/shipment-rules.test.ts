import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  containerCheckDigit,
  containerNumberProblem,
  isContainerNumber,
  normalizeContainerNumber,
} from '../../src/shared/shipments/container-number.ts';
import {
  ETA_CHANGED,
  JOURNEY_EVENTS,
  type JourneyEvent,
  journeyEventsAfter,
  lastJourneyEvent,
  MILESTONE_EVENTS,
  type MilestoneEvent,
  milestoneBlocker,
  milestonesAfter,
} from '../../src/shared/shipments/milestones.ts';
import {
  isSeaport,
  normalizeLocode,
  portLabel,
  portProblem,
  SEAPORT_OPTIONS,
} from '../../src/shared/shipments/ports.ts';
import { SEAPORTS } from '../../src/shared/shipments/seaports.ts';
import {
  checkMilestone,
  checkShipment,
  currentEta,
  type ShipmentInput,
  type ShipmentSoFar,
  shipmentBlocker,
} from '../../src/shared/shipments/shipments.ts';
import { arrivalOf, shipmentTimeline } from '../../src/shared/shipments/timeline.ts';
import { moveBlocker } from '../../src/shared/orders/order-workflow.ts';

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
/** The first ten characters of a container number: owner, category, serial. */
const containerStem = fc
  .tuple(
    fc.string({ unit: fc.constantFrom(...LETTERS), minLength: 3, maxLength: 3 }),
    fc.constantFrom('U', 'J', 'Z'),
    fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: 6, maxLength: 6 }),
  )
  .map(([owner, category, serial]) => `${owner}${category}${serial}`);

describe('container numbers (ISO 6346)', () => {
  it('accepts numbers printed on real containers and refuses a wrong check digit', () => {
    // CSQU3054383 is the standard's own worked example.
    expect(containerCheckDigit('CSQU305438')).toBe(3);
    for (const valid of ['CSQU3054383', 'MSCU1234566', 'TGHU1234567', 'MAEU1234567'])
      expect(isContainerNumber(valid)).toBe(true);
    expect(containerNumberProblem('CSQU3054384')).toBe(
      'CSQU3054384: the check digit does not match (it should be 3); check the number on the container.',
    );
  });

  it('reads what agents type: lower case, spaces, dashes', () => {
    expect(normalizeContainerNumber('csqu 305438-3')).toBe('CSQU3054383');
    expect(isContainerNumber('csqu 305438-3')).toBe(true);
  });

  it('explains a malformed number', () => {
    expect(containerNumberProblem('')).toBe('Enter the container number.');
    expect(containerNumberProblem('CSQA3054383')).toMatch(/not a container number/);
    expect(containerNumberProblem('CSQU305438')).toMatch(/not a container number/);
  });

  it('accepts every stem with its computed check digit and refuses every other digit', () => {
    fc.assert(
      fc.property(containerStem, fc.integer({ min: 0, max: 9 }), (stem, digit) => {
        const right = containerCheckDigit(stem);
        expect(isContainerNumber(`${stem}${digit}`)).toBe(digit === right);
      }),
    );
  });

  it('catches any single changed digit of the serial', () => {
    fc.assert(
      fc.property(containerStem, fc.integer({ min: 4, max: 9 }), fc.integer({ min: 1, max: 9 }), (stem, at, bump) => {
        const number = `${stem}${containerCheckDigit(stem)}`;
        const changed = (Number(number[at]) + bump) % 10;
        const typo = `${number.slice(0, at)}${changed}${number.slice(at + 1)}`;
        // A remainder of 10 is written 0, so 0 and 10 collide: the one slip the digit cannot see.
        fc.pre(containerCheckDigit(stem) !== 0);
        expect(isContainerNumber(typo)).toBe(false);
      }),
    );
  });
});

describe('ports (UN/LOCODE)', () => {
  it('knows the ports of our trades, in UNECE form', () => {
    for (const code of Object.keys(SEAPORTS)) expect(code).toMatch(/^[A-Z]{2}[A-Z2-9]{3}$/);
    expect(isSeaport('BJCOO')).toBe(true);
    expect(isSeaport('nl rtm')).toBe(true);
    expect(normalizeLocode('NL-RTM')).toBe('NLRTM');
    expect(portLabel('BJCOO')).toBe('Cotonou, Benin (BJCOO)');
    expect(SEAPORT_OPTIONS.length).toBe(Object.keys(SEAPORTS).length);
  });

  it('says why a code is refused', () => {
    expect(portProblem('')).toMatch(/Enter the port/);
    expect(portProblem('Rotterdam')).toMatch(/is not a UN\/LOCODE/);
    expect(portProblem('NLXXX')).toBe('NLXXX is not a seaport on our list; check the UN/LOCODE.');
  });

  it('refuses any code that is not on the list', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 8 }), (raw) => {
        expect(portProblem(raw) === null).toBe(Object.hasOwn(SEAPORTS, normalizeLocode(raw)));
      }),
    );
  });
});

const SHIPMENT: ShipmentInput = {
  carrier: 'MSC',
  vessel: 'MSC Aurora',
  voyage: 'AW248A',
  billOfLading: 'meduco123456',
  containers: ['mscu 123456 6', 'TGHU1234567'],
  portOfLoading: 'bjcoo',
  portOfDischarge: 'NLRTM',
  etd: '2026-11-28',
  eta: '2026-12-16',
};

describe('a new shipment', () => {
  it('is stored with its codes normalised', () => {
    const checked = checkShipment(SHIPMENT);
    expect(checked).toEqual({
      ok: true,
      shipment: {
        ...SHIPMENT,
        billOfLading: 'MEDUCO123456',
        containers: ['MSCU1234566', 'TGHU1234567'],
        portOfLoading: 'BJCOO',
      },
    });
  });

  it('may carry no container (bulk cargo)', () => {
    expect(checkShipment({ ...SHIPMENT, containers: [] }).ok).toBe(true);
  });

  it('names each field at fault', () => {
    const checked = checkShipment({
      ...SHIPMENT,
      carrier: ' ',
      containers: ['MSCU1234566', 'MSCU1234567', 'mscu1234566'],
      portOfDischarge: 'BJCOO',
      eta: '2026-11-01',
    });
    expect(checked.ok).toBe(false);
    expect(!checked.ok && checked.errors.map((error) => error.field)).toEqual([
      'carrier',
      'containers.1',
      'containers.2',
      'portOfDischarge',
      'eta',
    ]);
    const dates = checkShipment({ ...SHIPMENT, etd: '2026-02-30', eta: 'soon' });
    expect(!dates.ok && dates.errors.map((error) => error.field)).toEqual(['etd', 'eta']);
  });

  it('is recorded only on an order being processed or shipped', () => {
    expect(shipmentBlocker('PROCESSING')).toBeNull();
    expect(shipmentBlocker('SHIPPED')).toBeNull();
    expect(shipmentBlocker('PENDING')).toMatch(/Start processing/);
    expect(shipmentBlocker('DELIVERED')).toMatch(/delivered/);
    expect(shipmentBlocker('CANCELLED')).toMatch(/cancelled/);
  });

  it('is what an order needs before it ships', () => {
    const order = { status: 'PROCESSING', buyerApproved: true, paymentTerm: 'LC', receiptStatus: 'VERIFIED' } as const;
    expect(moveBlocker({ ...order, shipmentCount: 0 }, 'SHIPPED')).toBe('order_needs_shipment');
    expect(moveBlocker({ ...order, shipmentCount: 1 }, 'SHIPPED')).toBeNull();
    expect(moveBlocker({ ...order, shipmentCount: 0 }, 'CANCELLED')).toBeNull();
  });
});

describe('the order of milestones', () => {
  it('goes forward, may skip a step, repeats only a transshipment, and ends at the delivery', () => {
    expect(journeyEventsAfter(null)).toEqual(JOURNEY_EVENTS);
    expect(journeyEventsAfter('DEPARTED')).toEqual(['TRANSSHIPMENT', 'ARRIVED', 'DISCHARGED', 'GATE_OUT', 'DELIVERED']);
    expect(journeyEventsAfter('TRANSSHIPMENT')).toContain('TRANSSHIPMENT');
    expect(journeyEventsAfter('ARRIVED')).not.toContain('TRANSSHIPMENT');
    expect(journeyEventsAfter('DELIVERED')).toEqual([]);
    expect(milestonesAfter('DISCHARGED')).not.toContain(ETA_CHANGED);
    expect(milestonesAfter('LOADED')).toContain(ETA_CHANGED);
    expect(milestoneBlocker('ARRIVED', 'LOADED')).toBe(
      '“Loaded on vessel” cannot follow “Vessel arrived”: a shipment only moves forward.',
    );
    expect(milestoneBlocker('DELIVERED', ETA_CHANGED)).toBe('This shipment is delivered; it takes no more milestones.');
  });

  it('keeps behind the order: before it ships, only the origin’s steps and a new arrival date', () => {
    expect(milestonesAfter(null, 'PROCESSING')).toEqual(['GATE_IN', 'LOADED', ETA_CHANGED]);
    expect(milestonesAfter('LOADED', 'PROCESSING')).toEqual([ETA_CHANGED]);
    expect(milestonesAfter('LOADED', 'SHIPPED')).toContain('ARRIVED');
    expect(milestoneBlocker('LOADED', 'ARRIVED', 'PROCESSING')).toBe(
      '“Vessel arrived” cannot be recorded while the order is still being processed: mark the order shipped first.',
    );
    expect(milestoneBlocker('LOADED', 'ARRIVED', 'SHIPPED')).toBeNull();
  });

  it('never lets any accepted sequence go backwards', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...MILESTONE_EVENTS), { maxLength: 20 }), (attempts) => {
        const accepted: { event: MilestoneEvent }[] = [];
        for (const event of attempts) {
          if (milestoneBlocker(lastJourneyEvent(accepted), event) === null) accepted.push({ event });
        }
        const journey = accepted.map((m) => m.event).filter((e): e is JourneyEvent => e !== ETA_CHANGED);
        const ranks = journey.map((event) => JOURNEY_EVENTS.indexOf(event));
        for (let i = 1; i < ranks.length; i += 1) {
          expect(ranks[i]! > ranks[i - 1]! || journey[i] === 'TRANSSHIPMENT').toBe(true);
          expect(ranks[i]!).toBeGreaterThanOrEqual(ranks[i - 1]!);
        }
        // Nothing after the delivery, and no new ETA once the vessel arrived.
        const delivered = accepted.findIndex((m) => m.event === 'DELIVERED');
        if (delivered >= 0) expect(delivered).toBe(accepted.length - 1);
        const arrivedAt = accepted.findIndex((m) => JOURNEY_EVENTS.indexOf(m.event as JourneyEvent) >= 4);
        if (arrivedAt >= 0) expect(accepted.slice(arrivedAt).some((m) => m.event === ETA_CHANGED)).toBe(false);
      }),
    );
  });
});

const NOW = new Date('2026-12-01T12:00:00Z');
const soFar = (milestones: ShipmentSoFar['milestones'] = []): ShipmentSoFar => ({
  portOfLoading: 'BJCOO',
  portOfDischarge: 'NLRTM',
  etd: '2026-11-28',
  eta: '2026-12-16',
  milestones,
});

describe('a milestone', () => {
  it('takes the shipment’s port unless one is given, and its note', () => {
    expect(checkMilestone(soFar(), { event: 'LOADED', at: '2026-11-27T10:00:00Z', note: ' 2 boxes ' }, NOW)).toEqual({
      ok: true,
      milestone: {
        event: 'LOADED',
        at: new Date('2026-11-27T10:00:00Z'),
        location: 'BJCOO',
        note: '2 boxes',
        eta: null,
        previousEta: null,
      },
    });
    const arrived = checkMilestone(soFar(), { event: 'ARRIVED', at: '2026-11-30T10:00:00Z' }, NOW);
    expect(arrived.ok && arrived.milestone.location).toBe('NLRTM');
  });

  it('needs a port between the two ends for a transshipment', () => {
    const none = checkMilestone(soFar(), { event: 'TRANSSHIPMENT', at: '2026-11-30T10:00:00Z' }, NOW);
    expect(none).toMatchObject({ ok: false, status: 400, errors: [{ field: 'location' }] });
    const end = checkMilestone(soFar(), { event: 'TRANSSHIPMENT', at: '2026-11-30T10:00:00Z', location: 'NLRTM' }, NOW);
    expect(end).toMatchObject({ ok: false, errors: [{ field: 'location' }] });
    const good = checkMilestone(
      soFar(),
      { event: 'TRANSSHIPMENT', at: '2026-11-30T10:00:00Z', location: 'ma ptm' },
      NOW,
    );
    expect(good.ok && good.milestone.location).toBe('MAPTM');
  });

  it('refuses a time in the future, or before the previous step', () => {
    const future = checkMilestone(soFar(), { event: 'LOADED', at: '2026-12-02T00:00:00Z' }, NOW);
    expect(future).toMatchObject({ ok: false, status: 400, errors: [{ field: 'at' }] });
    const earlier = checkMilestone(
      soFar([{ event: 'LOADED', at: '2026-11-27T10:00:00Z', eta: null }]),
      { event: 'DEPARTED', at: '2026-11-27T09:00:00Z' },
      NOW,
    );
    expect(earlier).toMatchObject({ ok: false, errors: [{ field: 'at' }] });
    expect(checkMilestone(soFar(), { event: 'LOADED', at: 'yesterday' }, NOW)).toMatchObject({
      ok: false,
      errors: [{ field: 'at' }],
    });
  });

  it('answers 409 for an event out of order', () => {
    const late = checkMilestone(
      soFar([{ event: 'ARRIVED', at: '2026-11-30T10:00:00Z', eta: null }]),
      { event: 'LOADED', at: '2026-11-30T11:00:00Z' },
      NOW,
    );
    expect(late).toMatchObject({ ok: false, status: 409, errors: [{ field: 'event' }] });
  });

  it('records a new ETA with the one before it', () => {
    const changed = checkMilestone(soFar(), { event: ETA_CHANGED, at: '2026-11-29T08:00:00Z', eta: '2026-12-19' }, NOW);
    expect(changed).toMatchObject({
      ok: true,
      milestone: { eta: '2026-12-19', previousEta: '2026-12-16', location: null },
    });
    const again = soFar([{ event: ETA_CHANGED, at: '2026-11-29T08:00:00Z', eta: '2026-12-19' }]);
    expect(currentEta(again)).toBe('2026-12-19');
    expect(
      checkMilestone(again, { event: ETA_CHANGED, at: '2026-11-30T08:00:00Z', eta: '2026-12-19' }, NOW),
    ).toMatchObject({
      ok: false,
      errors: [{ field: 'eta', message: 'This is already the estimated arrival date.' }],
    });
    expect(checkMilestone(soFar(), { event: ETA_CHANGED, at: '2026-11-29T08:00:00Z' }, NOW)).toMatchObject({
      ok: false,
      errors: [{ field: 'eta' }],
    });
    expect(
      checkMilestone(soFar(), { event: 'LOADED', at: '2026-11-27T08:00:00Z', eta: '2026-12-19' }, NOW),
    ).toMatchObject({
      ok: false,
      errors: [{ field: 'eta' }],
    });
  });
});

describe('the buyer’s timeline', () => {
  const milestone = (
    event: MilestoneEvent,
    at: string,
    extra: { eta?: string; previousEta?: string; location?: string } = {},
  ) => ({
    event,
    at,
    location: extra.location ?? null,
    note: null,
    eta: extra.eta ?? null,
    previousEta: extra.previousEta ?? null,
  });

  it('marks steps done (reported or passed), the next one, and the rest to come', () => {
    const { steps } = shipmentTimeline(
      {
        etd: '2026-11-28',
        currentEta: '2026-12-16',
        milestones: [
          milestone('LOADED', '2026-11-27T10:00:00Z'),
          milestone('TRANSSHIPMENT', '2026-11-30T10:00:00Z', { location: 'MAPTM' }),
        ],
      },
      NOW,
    );
    expect(steps.map((step) => `${step.event}:${step.state}`)).toEqual([
      'GATE_IN:done',
      'LOADED:done',
      'DEPARTED:done',
      'TRANSSHIPMENT:done',
      'ARRIVED:next',
      'DISCHARGED:upcoming',
      'GATE_OUT:upcoming',
      'DELIVERED:upcoming',
    ]);
    expect(steps[0]!.at).toBeNull();
    expect(steps.find((step) => step.event === 'ARRIVED')).toMatchObject({ expected: '2026-12-16', late: false });
  });

  it('says a departure or arrival is late once its day is over, and lists ETA changes', () => {
    const { steps, etaChanges } = shipmentTimeline(
      {
        etd: '2026-11-28',
        currentEta: '2026-11-30',
        milestones: [milestone(ETA_CHANGED, '2026-11-20T10:00:00Z', { eta: '2026-11-30', previousEta: '2026-12-16' })],
      },
      NOW,
    );
    expect(steps.find((step) => step.event === 'DEPARTED')).toMatchObject({ late: true, expected: '2026-11-28' });
    expect(steps.find((step) => step.event === 'GATE_IN')?.state).toBe('next');
    expect(etaChanges).toEqual([{ at: '2026-11-20T10:00:00Z', from: '2026-12-16', to: '2026-11-30', note: null }]);
  });
});

describe('the arrival the buyer reads', () => {
  const sailing = {
    eta: '2026-12-16',
    currentEta: '2026-12-16',
    milestones: [{ event: 'DEPARTED' as const, at: '2026-11-28T16:40:00Z' }],
  };
  it('is expected while the goods are on their way, with the first date once it changed', () => {
    expect(arrivalOf(sailing)).toEqual({ kind: 'expected', date: '2026-12-16', first: null });
    expect(arrivalOf({ ...sailing, currentEta: '2026-12-19' })).toEqual({
      kind: 'expected',
      date: '2026-12-19',
      first: '2026-12-16',
    });
  });
  it('is the day the vessel arrived, or the delivery’s when no arrival was reported: never "expected" once there', () => {
    const arrived = {
      ...sailing,
      milestones: [...sailing.milestones, { event: 'ARRIVED' as const, at: '2026-12-15T06:00:00Z' }],
    };
    expect(arrivalOf(arrived)).toEqual({ kind: 'arrived', at: '2026-12-15T06:00:00Z' });
    expect(
      arrivalOf({
        ...arrived,
        milestones: [...arrived.milestones, { event: 'DELIVERED', at: '2026-12-18T09:00:00Z' }],
      }),
    ).toEqual({ kind: 'arrived', at: '2026-12-15T06:00:00Z' });
    const delivered = {
      ...sailing,
      milestones: [...sailing.milestones, { event: 'DELIVERED' as const, at: '2026-12-18T09:00:00Z' }],
    };
    expect(arrivalOf(delivered)).toEqual({ kind: 'delivered', at: '2026-12-18T09:00:00Z' });
  });
});
