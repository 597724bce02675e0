import { type SubmitEvent, useState } from 'react';
import { notifySuccess } from '../../../lib/api/report.ts';
import { staffPost } from '../../../lib/api/staff.ts';
import { formatDateTime } from '../../../lib/format/numbers.ts';
import type { FieldError } from '../../../shared/common/api-types.ts';
import type { OrderStatus } from '../../../shared/common/enums.ts';
import { formatDay } from '../../../shared/i18n/trade-labels.ts';
import type { StaffOrderDetails } from '../../../shared/orders/orders.staff.ts';
import {
  DEFAULT_PLACE,
  ETA_CHANGED,
  lastJourneyEvent,
  MILESTONE_LABELS,
  MILESTONE_NOTE_MAX,
  type MilestoneEvent,
  milestonesAfter,
} from '../../../shared/shipments/milestones.ts';
import { portLabel, SEAPORT_OPTIONS } from '../../../shared/shipments/ports.ts';
import type { StaffShipment } from '../../../shared/shipments/shipments.contract.ts';
import { checkShipment, SHIPMENT_LIMITS, shipmentBlocker } from '../../../shared/shipments/shipments.ts';
import { SelectField, SubmitButton, TextAreaField, TextField } from '../../shared/FormFields.tsx';
import { useFields } from '../../shared/useFields.ts';
import { SubmitAlerts, useSubmit } from '../../shared/useSubmit.tsx';
import { FactList } from '../../shared/FactList.tsx';
import ScrollingTable from '../shared/ScrollingTable.tsx';

// The order desk's Shipments card: the shipments of an order (src/shared/shipment), a form to
// enter one, and per shipment its milestones and a form to record the next. The rules are the
// shared ones, so the form says what the server would refuse before sending.

/** Every seaport of the list, for the port fields' suggestions (type the code or the name). */
function SeaportList() {
  return (
    <datalist id="seaports">
      {SEAPORT_OPTIONS.map(({ code, label }) => (
        <option key={code} value={code}>
          {label}
        </option>
      ))}
    </datalist>
  );
}

/** `containers.2` -> `containers`: the form shows every container's problem under the one field. */
const onFormField = (errors: readonly FieldError[]) =>
  errors.map((error) => ({ ...error, field: error.field?.startsWith('containers.') ? 'containers' : error.field }));

const NEW_SHIPMENT = {
  carrier: '',
  vessel: '',
  voyage: '',
  billOfLading: '',
  containers: '',
  portOfLoading: '',
  portOfDischarge: '',
  etd: '',
  eta: '',
};
const SHIPMENT_FIELDS = Object.keys(NEW_SHIPMENT);

function NewShipment({ orderId, onSaved }: { orderId: string; onSaved: () => void }) {
  const submission = useSubmit({ fields: SHIPMENT_FIELDS });
  const { values, setValues, field } = useFields(NEW_SHIPMENT, submission);

  async function submit(event: SubmitEvent) {
    event.preventDefault();
    const body = {
      ...values,
      containers: values.containers
        .split(/[\n,;]+/)
        .map((line) => line.trim())
        .filter(Boolean),
    };
    const checked = checkShipment(body);
    if (!checked.ok) return submission.reject(onFormField(checked.errors));
    await submission.send(
      () => staffPost<StaffShipment>(`staff/orders/${orderId}/shipments`, body),
      (shipment) => {
        notifySuccess(`Shipment on ${shipment.vessel} entered; the buyer was told.`);
        setValues(NEW_SHIPMENT);
        onSaved();
      },
    );
  }

  return (
    <form
      ref={submission.ref}
      className="shipment-form"
      onSubmit={submit}
      noValidate
      aria-labelledby="new-shipment-title"
    >
      <h3 id="new-shipment-title">Enter a shipment</h3>
      <div className="shipment-fields">
        <TextField
          {...field('carrier')}
          label="Carrier"
          required
          maxLength={SHIPMENT_LIMITS.carrier}
          autoComplete="off"
        />
        <TextField {...field('vessel')} label="Vessel" required maxLength={SHIPMENT_LIMITS.vessel} autoComplete="off" />
        <TextField {...field('voyage')} label="Voyage" required maxLength={SHIPMENT_LIMITS.voyage} autoComplete="off" />
        <TextField
          {...field('billOfLading')}
          label="Bill of lading number"
          required
          maxLength={SHIPMENT_LIMITS.billOfLading}
          autoComplete="off"
        />
        <TextField
          {...field('portOfLoading')}
          label="Port of loading (UN/LOCODE)"
          hint="e.g. BJCOO for Cotonou"
          required
          list="seaports"
          autoComplete="off"
        />
        <TextField
          {...field('portOfDischarge')}
          label="Port of discharge (UN/LOCODE)"
          hint="e.g. NLRTM for Rotterdam"
          required
          list="seaports"
          autoComplete="off"
        />
        <TextField {...field('etd')} type="date" label="Estimated departure" required />
        <TextField {...field('eta')} type="date" label="Estimated arrival" required />
      </div>
      <TextAreaField
        {...field('containers')}
        label="Container numbers"
        hint="One per line (ISO 6346, e.g. MSCU1234566); leave empty for bulk cargo."
        rows={3}
      />
      <SubmitAlerts submission={submission} />
      <SubmitButton pending={submission.pending}>Enter shipment</SubmitButton>
    </form>
  );
}

/** What the place field says when left empty: the shipment's own port for that event. */
function placeHint(shipment: StaffShipment, event: MilestoneEvent | ''): string {
  if (!event || event === ETA_CHANGED) return '';
  const place = DEFAULT_PLACE[event];
  if (place === null) return 'Required: the port where the goods change vessel.';
  return `Leave empty for ${portLabel(place === 'loading' ? shipment.portOfLoading : shipment.portOfDischarge)}.`;
}

/** `2026-11-27T10:00` typed in the agent's time zone -> an ISO moment. */
const isoOf = (local: string) => {
  const date = new Date(local);
  return Number.isNaN(date.getTime()) ? local : date.toISOString();
};

/** Now, as a datetime-local field shows it. */
function localNow(): string {
  const now = new Date();
  now.setMinutes(now.getMinutes() - now.getTimezoneOffset());
  return now.toISOString().slice(0, 16);
}

interface MilestoneForm {
  event: MilestoneEvent | '';
  at: string;
  location: string;
  eta: string;
  note: string;
}

function NewMilestone({
  shipment,
  orderStatus,
  onSaved,
}: {
  shipment: StaffShipment;
  orderStatus: OrderStatus;
  onSaved: () => void;
}) {
  // Before the order ships only the origin's steps are offered (src/shared/shipments/milestones.ts).
  const allowed = milestonesAfter(lastJourneyEvent(shipment.milestones), orderStatus);
  const submission = useSubmit({ fields: ['event', 'at', 'location', 'eta', 'note'] });
  const initial = (): MilestoneForm => ({ event: allowed[0] ?? '', at: localNow(), location: '', eta: '', note: '' });
  const { values, setValues, field } = useFields<MilestoneForm>(initial, submission);
  if (allowed.length === 0) return <p className="muted">Delivered: this shipment takes no more milestones.</p>;
  const isEta = values.event === ETA_CHANGED;

  async function submit(event: SubmitEvent) {
    event.preventDefault();
    if (!values.event) return submission.reject([{ field: 'event', message: 'Choose what happened.' }]);
    if (!values.at) return submission.reject([{ field: 'at', message: 'Enter when it happened.' }]);
    const body = {
      event: values.event,
      at: isoOf(values.at),
      ...(values.location.trim() && !isEta ? { location: values.location.trim() } : {}),
      ...(isEta ? { eta: values.eta } : {}),
      ...(values.note.trim() ? { note: values.note.trim() } : {}),
    };
    await submission.send(
      () => staffPost<StaffShipment>(`staff/shipments/${shipment.id}/milestones`, body),
      () => {
        notifySuccess(`${MILESTONE_LABELS[body.event]} recorded; the buyer was told.`);
        setValues({ ...initial(), event: '' });
        onSaved();
      },
    );
  }

  const prefix = `milestone-${shipment.id}`;
  return (
    <form
      ref={submission.ref}
      className="milestone-form"
      onSubmit={submit}
      noValidate
      aria-label={`Record a milestone of ${shipment.vessel}`}
    >
      <div className="shipment-fields">
        <SelectField
          {...field('event')}
          id={`${prefix}-event`}
          label="What happened"
          placeholder="Choose..."
          options={allowed.map((value) => ({ value, label: MILESTONE_LABELS[value] }))}
          required
        />
        <TextField {...field('at')} id={`${prefix}-at`} type="datetime-local" label="When" required />
        {isEta ? (
          <TextField
            {...field('eta')}
            id={`${prefix}-eta`}
            type="date"
            label="New estimated arrival"
            hint={`Now ${formatDay(shipment.currentEta, 'en')}.`}
            required
          />
        ) : (
          <TextField
            {...field('location')}
            id={`${prefix}-location`}
            label="Port (UN/LOCODE)"
            hint={placeHint(shipment, values.event)}
            required={values.event === 'TRANSSHIPMENT'}
            list="seaports"
            autoComplete="off"
          />
        )}
      </div>
      <TextAreaField
        {...field('note')}
        id={`${prefix}-note`}
        label="Note for the buyer (optional)"
        rows={2}
        maxLength={MILESTONE_NOTE_MAX}
      />
      <SubmitAlerts submission={submission} />
      <SubmitButton pending={submission.pending}>Record milestone</SubmitButton>
    </form>
  );
}

function describeMilestone(milestone: StaffShipment['milestones'][number]): string {
  if (milestone.event === ETA_CHANGED) {
    return `${MILESTONE_LABELS.ETA_CHANGED}: ${formatDay(milestone.eta ?? '', 'en')} (was ${formatDay(milestone.previousEta ?? '', 'en')})`;
  }
  return MILESTONE_LABELS[milestone.event];
}

function ShipmentView({
  shipment,
  orderStatus,
  open,
  onSaved,
}: {
  shipment: StaffShipment;
  orderStatus: OrderStatus;
  open: boolean;
  onSaved: () => void;
}) {
  const rows: [string, string][] = [
    ['Carrier', shipment.carrier],
    ['Vessel and voyage', `${shipment.vessel}, voyage ${shipment.voyage}`],
    ['Bill of lading', shipment.billOfLading],
    ['Containers', shipment.containers.length > 0 ? shipment.containers.join(', ') : 'None (bulk cargo)'],
    ['From', portLabel(shipment.portOfLoading)],
    ['To', portLabel(shipment.portOfDischarge)],
    ['Estimated departure', formatDay(shipment.etd, 'en')],
    [
      'Estimated arrival',
      shipment.currentEta === shipment.eta
        ? formatDay(shipment.eta, 'en')
        : `${formatDay(shipment.currentEta, 'en')} (first ${formatDay(shipment.eta, 'en')})`,
    ],
    ['Entered', `${formatDateTime(shipment.createdAt)}${shipment.createdBy ? ` by ${shipment.createdBy}` : ''}`],
  ];
  return (
    <article
      className="shipment"
      aria-label={`Shipment on ${shipment.vessel}, bill of lading ${shipment.billOfLading}`}
    >
      <h3>
        {shipment.vessel} · B/L {shipment.billOfLading}
      </h3>
      <FactList className="facts" rows={rows} />
      {shipment.milestones.length > 0 && (
        <ScrollingTable
          label={`Milestones of ${shipment.vessel}`}
          caption={`Milestones of ${shipment.vessel}, in the order they were recorded`}
          columns={['When', 'What', 'Where', 'Note', 'Recorded']}
        >
          {shipment.milestones.map((milestone) => (
            <tr key={milestone.id}>
              <td>
                <time dateTime={milestone.at}>{formatDateTime(milestone.at)}</time>
              </td>
              <td>{describeMilestone(milestone)}</td>
              <td>{milestone.location ? portLabel(milestone.location) : ''}</td>
              <td className="pre-wrap">{milestone.note ?? ''}</td>
              <td>
                {milestone.recordedBy ?? 'System'}, {formatDateTime(milestone.recordedAt)}
              </td>
            </tr>
          ))}
        </ScrollingTable>
      )}
      {open && <NewMilestone shipment={shipment} orderStatus={orderStatus} onSaved={onSaved} />}
    </article>
  );
}

/** The order's shipments, and the forms to enter one and record milestones while the order can take them. */
export default function ShipmentsCard({ order, onSaved }: { order: StaffOrderDetails; onSaved: () => void }) {
  const blocker = shipmentBlocker(order.status);
  const [adding, setAdding] = useState(false);
  const showForm = !blocker && (adding || order.shipments.length === 0);
  return (
    <section className="card shipments-card" aria-labelledby="order-shipments-title">
      <h2 id="order-shipments-title">Shipments</h2>
      <SeaportList />
      {order.shipments.length === 0 && (
        <p className="muted">{blocker ?? 'No shipment yet. Enter one before marking the order shipped.'}</p>
      )}
      {order.shipments.map((shipment) => (
        <ShipmentView
          key={shipment.id}
          shipment={shipment}
          orderStatus={order.status}
          open={!blocker}
          onSaved={onSaved}
        />
      ))}
      {showForm ? (
        <NewShipment
          orderId={order.id}
          onSaved={() => {
            setAdding(false);
            onSaved();
          }}
        />
      ) : (
        !blocker && (
          <button type="button" className="btn btn-outline" onClick={() => setAdding(true)}>
            Enter another shipment
          </button>
        )
      )}
    </section>
  );
}
