import { type SubmitEvent, useState } from 'react';
import { notifySuccess } from '../../../lib/api/report.ts';
import { staffPost } from '../../../lib/api/staff.ts';
import { formatDateTime, formatNumber } from '../../../lib/format/numbers.ts';
import {
  type BuyerDetails,
  TIMELINE_KINDS,
  type TimelineEvent,
  type TimelineKind,
} from '../../../shared/buyers/buyers.staff.contract.ts';
import { countryLabel } from '../../../shared/common/countries.ts';
import { mayOpen } from '../../../config/console-navigation.ts';
import { idFromPath } from '../../../lib/path-id.ts';
import { can } from '../../../shared/staff/permissions.ts';
import { SubmitButton, TextAreaField } from '../../shared/FormFields.tsx';
import { useFields } from '../../shared/useFields.ts';
import { SubmitAlerts, useSubmit } from '../../shared/useSubmit.tsx';
import { AccountState } from './BuyersScreen.tsx';
import { draftOrderPath, quotePath } from '../shared/console-links.ts';
import NotFound, { BackToList } from '../shared/NotFound.tsx';
import { useScreenAccess } from '../shared/useScreenAccess.tsx';
import { useStaffData } from '../shared/useStaffData.ts';
import '../../shared/hub.css';
import '../shared/console.css';

const KIND_LABELS: Record<TimelineKind, string> = {
  message: 'Message',
  inquiry: 'Inquiry',
  quote: 'Quote',
  order: 'Order',
  payment: 'Payment',
  shipment: 'Shipment',
  dispute: 'Dispute',
  screening: 'Screening',
};

/** Each kind's tile: its plural name and its count in the answer. */
const KIND_COUNTS: Record<TimelineKind, { label: string; count: keyof BuyerDetails['counts'] }> = {
  message: { label: 'Messages', count: 'messages' },
  inquiry: { label: 'Inquiries', count: 'inquiries' },
  quote: { label: 'Quotes', count: 'quotes' },
  order: { label: 'Orders', count: 'orders' },
  payment: { label: 'Payments', count: 'payments' },
  shipment: { label: 'Shipment milestones', count: 'shipments' },
  dispute: { label: 'Disputes', count: 'disputes' },
  screening: { label: 'Screenings', count: 'screenings' },
};

/** /console/buyers/{id}: profile, counts, one timeline newest first, and (admins) suspension. */
export default function BuyerScreen() {
  const access = useScreenAccess();
  const { allowed } = access;
  const [id] = useState(idFromPath);
  const {
    data: details,
    missing,
    reload: load,
  } = useStaffData<BuyerDetails>(id && `staff/buyers/${id}`, { enabled: allowed });

  if (!access.ready) return access.gate;
  const { member } = access;
  if (!id || missing) return <NotFound name="Buyer" back={<BackToList href="/console/buyers" label="All buyers" />} />;
  if (!details) return <p role="status">Loading the buyer...</p>;
  const { profile, counts, timeline } = details;

  return (
    <div className="console-screen">
      <p>
        <a href="/console/buyers">← All buyers</a>
      </p>
      <section className="card" aria-labelledby="buyer-name">
        <div className="card-head">
          <h2 id="buyer-name">{profile.fullName}</h2>
          <AccountState buyer={profile} />
        </div>
        <dl className="facts">
          <dt>E-mail</dt>
          <dd>
            <a href={`mailto:${profile.email}`}>{profile.email}</a>
          </dd>
          <dt>Phone</dt>
          <dd>{profile.phoneNumber ?? '—'}</dd>
          <dt>Country</dt>
          <dd>{profile.country ? (countryLabel(profile.country) ?? profile.country) : '—'}</dd>
          <dt>Joined</dt>
          <dd>{formatDateTime(profile.createdAt)}</dd>
          <dt>Last sign-in</dt>
          <dd>{profile.lastSignedInAt ? formatDateTime(profile.lastSignedInAt) : 'Never'}</dd>
          {profile.suspendedAt && (
            <>
              <dt>Suspended</dt>
              <dd>
                {formatDateTime(profile.suspendedAt)}: {profile.suspensionReason}
              </dd>
            </>
          )}
        </dl>
        {mayOpen(member.role, quotePath(profile.id)) && (
          <p className="row-actions">
            <a href={quotePath(profile.id)}>Their inquiries</a>
          </p>
        )}
        {mayOpen(member.role, draftOrderPath(profile.id)) && (
          <p className="row-actions">
            <a href={`/console/orders?buyerId=${profile.id}`}>Their orders</a>
            <a href={draftOrderPath(profile.id)}>Draft an order for them</a>
          </p>
        )}
      </section>

      <ul className="summary-cards" aria-label="Activity counts">
        {TIMELINE_KINDS.map((kind) => (
          <li key={kind} className="summary-card">
            <span className="summary-label">{KIND_COUNTS[kind].label}</span>
            <span className="summary-value">{formatNumber(counts[KIND_COUNTS[kind].count])}</span>
          </li>
        ))}
      </ul>

      {can(member.role, 'buyers.suspend') && <Suspension details={details} onChange={load} />}

      <section className="card" aria-labelledby="timeline-title">
        <div className="card-head">
          <h2 id="timeline-title">Timeline</h2>
          <span className="muted">Newest first{timeline.length >= 100 ? ', the latest 100' : ''}</span>
        </div>
        {timeline.length === 0 ? (
          <p>This buyer has not done anything yet.</p>
        ) : (
          <ol className="timeline">
            {timeline.map((event) => (
              <TimelineItem key={`${event.kind}-${event.id}`} event={event} />
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}

function TimelineItem({ event }: { event: TimelineEvent }) {
  return (
    <li className={`timeline-item kind-${event.kind}`}>
      <time dateTime={event.at}>{formatDateTime(event.at)}</time>
      <span className="pill">{KIND_LABELS[event.kind]}</span>
      <div className="timeline-body">
        <strong>
          {event.orderId && (event.kind === 'order' || event.kind === 'shipment') ? (
            <a href={`/console/orders/${event.orderId}`}>{event.title}</a>
          ) : (
            event.title
          )}
        </strong>
        {event.status && <span className="muted"> · {event.status}</span>}
        {event.detail && <p>{event.detail}</p>}
      </div>
    </li>
  );
}

/** Admins: suspend with a reason (sessions and sockets end at once), or reinstate. */
function Suspension({ details, onChange }: { details: BuyerDetails; onChange: () => Promise<void> }) {
  const { profile } = details;
  const submission = useSubmit();
  const { values, setValues, field } = useFields({ reason: '' }, submission, { namesAsIds: true });

  async function act(event: SubmitEvent) {
    event.preventDefault();
    const suspending = !profile.suspended;
    await submission.send(
      () =>
        suspending
          ? staffPost(`staff/buyers/${profile.id}/suspend`, { reason: values.reason })
          : staffPost(`staff/buyers/${profile.id}/reinstate`),
      () => {
        notifySuccess(
          suspending
            ? `${profile.fullName} is suspended and was signed out everywhere.`
            : `${profile.fullName} can sign in again.`,
        );
        setValues({ reason: '' });
        return onChange();
      },
    );
  }

  return (
    <section className="card" aria-labelledby="suspension-title">
      <h2 id="suspension-title">{profile.suspended ? 'Reinstate this buyer' : 'Suspend this buyer'}</h2>
      <form onSubmit={act} noValidate>
        {profile.suspended ? (
          <p>They can sign in again once reinstated; nothing of theirs was deleted.</p>
        ) : (
          <>
            <p>
              A suspended buyer is signed out everywhere at once and cannot sign in; they are told the reason. Nothing
              of theirs is deleted.
            </p>
            <TextAreaField {...field('reason')} label="Reason (shown to the buyer)" required rows={2} />
          </>
        )}
        <SubmitAlerts submission={submission} />
        <div className="row-actions">
          <SubmitButton
            pending={submission.pending}
            className={profile.suspended ? 'btn btn-primary' : 'btn btn-danger'}
          >
            {profile.suspended ? 'Reinstate' : 'Suspend buyer'}
          </SubmitButton>
          <a href={`/console/audit?entityType=buyer&entityId=${profile.id}`}>Audit history</a>
          <a href={`/console/orders?buyerId=${profile.id}`}>Orders</a>
        </div>
      </form>
    </section>
  );
}
