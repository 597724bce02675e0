import { useStore } from '@nanostores/react';
import { formatDay } from '../../shared/i18n/trade-labels.ts';
import type { Shipment } from '../../shared/shipments/shipments.contract.ts';
import { MILESTONE_LABELS } from '../../shared/shipments/milestones.ts';
import { arrivalOf, shipmentTimeline, type TimelineStep } from '../../shared/shipments/timeline.ts';
import { $locale, count, messages, params, useFormat, useMessages } from '../../stores/locale.ts';
import '../shared/order-timeline.css';

const text = messages('hub/shipments', {
  ...MILESTONE_LABELS,
  title: count({ one: 'Shipment', many: 'Shipments' }),
  shipment: params('Shipment on {vessel}'),
  vessel: params('{vessel}, voyage {voyage}'),
  carrier: params('Carrier {carrier} · bill of lading {billOfLading}'),
  containers: count({ one: '1 container', many: '{count} containers' }),
  containerNumbers: params('Container numbers: {numbers}'),
  bulk: 'Bulk cargo',
  route: params('From {from} to {to}'),
  arrival: params('Estimated arrival: {date}'),
  arrivalChanged: params('Estimated arrival: {date} (first announced {first})'),
  arrived: params('Arrived on {date}'),
  deliveredOn: params('Delivered on {date}'),
  steps: params('Journey of the shipment on {vessel}'),
  done: 'Done',
  next: 'Next',
  late: 'Late',
  toCome: 'To come',
  notReported: 'Done (no time reported)',
  expected: params('Expected {date}'),
  lateSince: params('Expected {date}: later than planned'),
  etaChanges: 'Changes of the arrival date',
  etaChange: params('{when}: arrival moved from {from} to {to}'),
});

type Text = ReturnType<typeof useMessages<ReturnType<typeof text.get>>>;

/** What a step says in plain words: done (when, where), next or to come (and when expected), late. */
function StepLine({ step, t, locale }: { step: TimelineStep; t: Text; locale: 'en' | 'fr' }) {
  const format = useFormat();
  const state = step.late ? t.late : step.state === 'done' ? t.done : step.state === 'next' ? t.next : t.toCome;
  return (
    <li
      className={`timeline-step ${step.state}${step.late ? ' late' : ''}`}
      aria-current={step.state === 'next' ? 'step' : undefined}
    >
      <span className="timeline-marker" aria-hidden="true">
        {step.state === 'done' ? '✓' : step.late ? '!' : ''}
      </span>
      <div>
        <p className="timeline-label">
          {t[step.event]}
          <span className={`timeline-tag state-${step.late ? 'late' : step.state}`}>{state}</span>
        </p>
        {step.state === 'done' ? (
          <p className="timeline-date">
            {step.at ? <time dateTime={step.at}>{format.dateTime(step.at)}</time> : t.notReported}
            {step.location && ` · ${step.location}`}
          </p>
        ) : (
          step.expected && (
            <p className="timeline-date">
              {(step.late ? t.lateSince : t.expected)({ date: formatDay(step.expected, locale) })}
            </p>
          )
        )}
        {step.note && (
          <p className="timeline-note" style={{ whiteSpace: 'pre-wrap' }}>
            {step.note}
          </p>
        )}
      </div>
    </li>
  );
}

function ShipmentView({ shipment, t }: { shipment: Shipment; t: Text }) {
  const locale = useStore($locale);
  const format = useFormat();
  const port = (code: string | null, name: string | null) => (code ? `${name ?? code} (${code})` : null);
  const { steps, etaChanges } = shipmentTimeline(
    {
      etd: shipment.etd,
      currentEta: shipment.currentEta,
      milestones: shipment.milestones.map((milestone) => ({
        ...milestone,
        location: port(milestone.location, milestone.locationName),
      })),
    },
    new Date(),
  );
  const arrival = arrivalOf(shipment);
  return (
    <article className="shipment" aria-label={t.shipment({ vessel: shipment.vessel })}>
      <h3>{t.vessel({ vessel: shipment.vessel, voyage: shipment.voyage })}</h3>
      <p className="muted">
        {t.carrier({ carrier: shipment.carrier, billOfLading: shipment.billOfLading })} ·{' '}
        {shipment.containers.length > 0 ? t.containers(shipment.containers.length) : t.bulk}
      </p>
      {shipment.containers.length > 0 && (
        <p className="shipment-containers">{t.containerNumbers({ numbers: shipment.containers.join(', ') })}</p>
      )}
      <p>
        {t.route({
          from: port(shipment.portOfLoading, shipment.portOfLoadingName) ?? '',
          to: port(shipment.portOfDischarge, shipment.portOfDischargeName) ?? '',
        })}
      </p>
      <p>
        <strong>
          {arrival.kind === 'arrived'
            ? t.arrived({ date: format.date(arrival.at) })
            : arrival.kind === 'delivered'
              ? t.deliveredOn({ date: format.date(arrival.at) })
              : arrival.first === null
                ? t.arrival({ date: formatDay(arrival.date, locale) })
                : t.arrivalChanged({ date: formatDay(arrival.date, locale), first: formatDay(arrival.first, locale) })}
        </strong>
      </p>
      <ol className="timeline shipment-steps" aria-label={t.steps({ vessel: shipment.vessel })}>
        {steps.map((step, index) => (
          <StepLine key={`${step.event}-${index}`} step={step} t={t} locale={locale} />
        ))}
      </ol>
      {etaChanges.length > 0 && (
        <>
          <h4>{t.etaChanges}</h4>
          <ul className="eta-changes">
            {etaChanges.map((change) => (
              <li key={change.at}>
                {t.etaChange({
                  when: format.date(change.at),
                  from: change.from ? formatDay(change.from, locale) : '?',
                  to: formatDay(change.to, locale),
                })}
                {change.note && <span className="muted"> · {change.note}</span>}
              </li>
            ))}
          </ul>
        </>
      )}
    </article>
  );
}

/** The buyer's view of where the goods are: each shipment's journey, done, next or late, in plain words. */
export default function ShipmentTimeline({ shipments }: { shipments: readonly Shipment[] }) {
  const t = useMessages(text);
  if (shipments.length === 0) return null;
  return (
    <section className="card shipments" aria-labelledby="shipments-title">
      <h2 id="shipments-title">{t.title(shipments.length)}</h2>
      {shipments.map((shipment) => (
        <ShipmentView key={shipment.id} shipment={shipment} t={t} />
      ))}
    </section>
  );
}
