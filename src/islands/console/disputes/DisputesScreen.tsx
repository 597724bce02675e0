import { useEffect, useState } from 'react';
import {
  DISPUTE_QUEUE_FILTERS,
  DISPUTE_STATUS_STAFF_LABELS,
  type DisputeQueueFilter,
} from '../../../shared/disputes/disputes.ts';
import type { StaffDispute } from '../../../shared/disputes/disputes.contract.ts';
import { staffSocket } from '../../../stores/realtime/staff-socket.ts';
import { SelectField } from '../../shared/FormFields.tsx';
import DisputeView, { DisputeStatusBadge, RaisedAt } from './DisputeView.tsx';
import { ResultsCard } from '../shared/ListParts.tsx';
import { type ListFilter, urlPage, urlParam, useFilteredList } from '../shared/useFilteredList.ts';
import { useScreenAccess } from '../shared/useScreenAccess.tsx';
import { isUuid } from '../../../shared/common/ids.ts';
import '../../shared/hub.css';
import '../shared/console.css';
import './disputes.css';

interface Filter extends ListFilter {
  status: DisputeQueueFilter;
  /** The dispute open beside the queue. */
  id?: string | undefined;
}

const FILTER_LABELS: Record<DisputeQueueFilter, string> = {
  ACTIVE: 'Not closed yet',
  ...DISPUTE_STATUS_STAFF_LABELS,
};

function filterFromUrl(): Filter {
  const status = urlParam('status');
  const id = urlParam('id');
  return {
    status: DISPUTE_QUEUE_FILTERS.includes(status as DisputeQueueFilter) ? (status as DisputeQueueFilter) : 'ACTIVE',
    id: id && isUuid(id) ? id : undefined,
    page: urlPage(),
  };
}

/**
 * The staff's new-dispute and dispute-changed events, as a number that grows with each: the
 * queue loads its page again, so a dispute raised or moved elsewhere shows without a reload.
 */
function useDisputeEvents(enabled: boolean) {
  const [events, setEvents] = useState(0);
  useEffect(() => {
    if (!enabled) return;
    const bump = () => setEvents((n) => n + 1);
    const stops = [staffSocket.subscribe('dispute-raised', bump), staffSocket.subscribe('dispute-updated', bump)];
    return () => stops.forEach((stop) => stop());
  }, [enabled]);
  return events;
}

/** Disputes (agents): the queue, oldest first, with the chosen dispute beside it. */
export default function DisputesScreen() {
  const access = useScreenAccess();
  const { allowed } = access;
  const events = useDisputeEvents(allowed);
  const list = useFilteredList<StaffDispute, Filter>('staff/disputes', filterFromUrl, {
    enabled: allowed,
    // The open dispute only shows beside the queue; it does not filter it.
    query: ({ id: _open, ...query }) => query,
    refresh: events,
  });
  // The open dispute is in the filter, so the address names it: it can be linked to and survives a reload.
  const { filter, setFilter } = list;

  if (!access.ready) return access.gate;

  const open = (id: string | undefined) => setFilter((f) => ({ ...f, id }));

  return (
    <div className="console-screen disputes">
      <ResultsCard
        title="Dispute queue"
        noun="disputes"
        one="dispute"
        caption="Disputes, oldest first"
        list={list}
        empty={`No disputes ${filter.status === 'ACTIVE' ? 'waiting' : 'in this state'}.`}
        pagerLabel="Dispute pages"
        tools={
          <div className="filters">
            <SelectField
              id="dispute-status"
              label="Status"
              value={filter.status}
              onChange={list.choose('status')}
              options={DISPUTE_QUEUE_FILTERS.map((value) => ({ value, label: FILTER_LABELS[value] }))}
            />
          </div>
        }
        columns={['Raised', 'Dispute', 'Buyer', 'Order', 'Status']}
      >
        {list.page?.items.map((dispute) => (
          <tr
            key={dispute.id}
            className={`${dispute.overdue ? 'is-overdue' : ''}${dispute.id === filter.id ? ' is-selected' : ''}`}
          >
            <td>
              <RaisedAt dispute={dispute} />
            </td>
            <td>
              <a
                href={`/console/disputes?status=${filter.status}&id=${dispute.id}`}
                aria-current={dispute.id === filter.id ? 'true' : undefined}
                onClick={(event) => {
                  event.preventDefault();
                  open(dispute.id);
                }}
              >
                {dispute.subject}
              </a>
            </td>
            <td>{dispute.buyer.fullName}</td>
            <td>{dispute.order?.orderNumber ?? <span className="muted">None</span>}</td>
            <td>
              <DisputeStatusBadge status={dispute.status} />
            </td>
          </tr>
        ))}
      </ResultsCard>
      {filter.id && <DisputeView key={filter.id} id={filter.id} onClose={() => open(undefined)} />}
    </div>
  );
}
