import { type SubmitEvent, useState } from 'react';
import { formatDateTime } from '../../../lib/format/numbers.ts';
import {
  AUDIT_ACTION_LABELS,
  type AuditEntry,
  type AuditFilters,
  changedFields,
  fieldLabel,
  readableValue,
} from '../../../shared/audit/audit.ts';
import { MILESTONE_ACTION, milestoneEntryLines } from '../../../shared/audit/milestone-entry.ts';
import { ContentChange } from './ContentChange.tsx';
import { SelectField, TextField } from '../../shared/FormFields.tsx';
import { disputePath } from '../shared/console-links.ts';
import { ResultsCard } from '../shared/ListParts.tsx';
import { type ListFilter, urlPage, urlParam, useFilteredList } from '../shared/useFilteredList.ts';
import { useScreenAccess } from '../shared/useScreenAccess.tsx';
import { useStaffData } from '../shared/useStaffData.ts';
import '../../shared/hub.css';
import '../shared/console.css';

interface Filter extends ListFilter {
  actorId?: string | undefined;
  entityType?: string | undefined;
  entityId?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

/** The filter in the address bar, so a filtered view can be linked to (e.g. from a buyer's page). */
const filterFromUrl = (): Filter => ({
  actorId: urlParam('actorId'),
  entityType: urlParam('entityType'),
  entityId: urlParam('entityId'),
  from: urlParam('from'),
  to: urlParam('to'),
  page: urlPage(),
});

const PAGE_SIZE = 25;

/** Where an object of the trail is seen in the console, when it has a page of its own. */
function objectPath(entry: AuditEntry): string | undefined {
  const id = encodeURIComponent(entry.entityId);
  switch (entry.entityType) {
    case 'order':
      return `/console/orders/${id}`;
    case 'product':
      return `/console/products/${id}`;
    case 'buyer':
      return `/console/buyers/${id}`;
    case 'inquiry':
      return `/console/inquiries/${id}`;
    case 'dispute':
      return disputePath(entry.entityId);
    case 'user':
    case 'invitation':
      return '/console/team';
    case 'payment-instructions':
      return '/console/payment-instructions';
    case 'content_version':
      return '/console/content';
    default:
      return undefined;
  }
}

/** Audit (admins): every recorded staff action and sign-in, newest first, filtered and paged. */
export default function AuditScreen() {
  const access = useScreenAccess();
  const { allowed } = access;
  const list = useFilteredList<AuditEntry, Filter>('staff/audit', filterFromUrl, {
    enabled: allowed,
    pageSize: PAGE_SIZE,
  });
  const choices = useStaffData<AuditFilters>('staff/audit/filters', { enabled: allowed }).data;
  const { filter, narrow, choose } = list;
  const [entityId, setEntityId] = useState(filter.entityId ?? '');
  const [from, setFrom] = useState(filter.from ?? '');
  const [to, setTo] = useState(filter.to ?? '');

  function applyFilter(event: SubmitEvent) {
    event.preventDefault();
    narrow({ entityId: entityId.trim() || undefined, from: from || undefined, to: to || undefined });
  }

  const byObject = (entry: AuditEntry) => {
    setEntityId(entry.entityId);
    narrow({ entityType: entry.entityType, entityId: entry.entityId });
  };

  if (!access.ready) return access.gate;

  return (
    <div className="console-screen">
      <section className="card" aria-labelledby="audit-filter-title">
        <h2 id="audit-filter-title">Filter</h2>
        <form className="filters" onSubmit={applyFilter} noValidate>
          <SelectField
            id="actorId"
            label="Who"
            placeholder="Everyone"
            value={filter.actorId ?? ''}
            onChange={choose('actorId')}
            options={(choices?.actors ?? []).map((actor) => ({ value: actor.id, label: actor.name }))}
          />
          <SelectField
            id="entityType"
            label="Object type"
            placeholder="Every type"
            value={filter.entityType ?? ''}
            onChange={choose('entityType')}
            options={(choices?.entityTypes ?? []).map((type) => ({ value: type, label: fieldLabel(type) }))}
          />
          <TextField id="entityId" label="Object id" value={entityId} onChange={(e) => setEntityId(e.target.value)} />
          <TextField id="from" label="From" type="date" value={from} onChange={(e) => setFrom(e.target.value)} />
          <TextField id="to" label="To" type="date" value={to} onChange={(e) => setTo(e.target.value)} />
          <button type="submit" className="btn btn-primary">
            Apply
          </button>
        </form>
      </section>
      <ResultsCard
        title="Audit trail"
        noun="entries"
        one="entry"
        caption="Audit entries, newest first"
        list={list}
        empty="No entries match this filter."
        pagerLabel="Audit pages"
        columns={['When', 'Who', 'Action', 'Object', 'Change']}
      >
        {list.page?.items.map((entry) => (
          <tr key={entry.id}>
            <td>
              <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time>
            </td>
            <td>{entry.actorName ?? <span className="muted">Unknown</span>}</td>
            <td>{AUDIT_ACTION_LABELS[entry.action] ?? entry.action}</td>
            <td>
              <ObjectCell entry={entry} />{' '}
              <button
                type="button"
                className="link-button"
                onClick={() => byObject(entry)}
                aria-label={`Show only the history of ${entry.entityType} ${entry.entityName ?? entry.entityId}`}
              >
                (history)
              </button>
            </td>
            <td>
              {entry.action === MILESTONE_ACTION ? (
                <MilestoneSummary after={entry.after} />
              ) : entry.entityType === 'content_version' ? (
                <ContentChange after={entry.after} />
              ) : (
                <ChangeSummary before={entry.before} after={entry.after} />
              )}
            </td>
          </tr>
        ))}
      </ResultsCard>
    </div>
  );
}

/** "Product Raw Cashew Nuts", linked to its page; an object without a name shows its short id. */
function ObjectCell({ entry }: { entry: AuditEntry }) {
  // A publish is of the site's content as a whole: its id says nothing to a reader.
  if (entry.entityType === 'content_version') return <a href="/console/content">Site content</a>;
  const name = entry.entityName ?? (entry.entityId.length > 12 ? `${entry.entityId.slice(0, 8)}…` : entry.entityId);
  const path = objectPath(entry);
  return (
    <>
      <span className="muted">{fieldLabel(entry.entityType)}</span> {path ? <a href={path}>{name}</a> : name}
    </>
  );
}

/** Only what changed, in words: "status: PENDING → SHIPPED". */
function ChangeSummary({ before, after }: Pick<AuditEntry, 'before' | 'after'>) {
  const changes = changedFields(before, after);
  if (changes.length === 0) return <span className="muted">—</span>;
  return (
    <ul className="change-summary">
      {changes.map((change) => (
        <li key={change.field}>
          <span className="key">{fieldLabel(change.field)}:</span>{' '}
          {before && after ? `${readableValue(change.before)} → ` : ''}
          {readableValue(after ? change.after : change.before)}
        </li>
      ))}
    </ul>
  );
}

/** A shipment milestone in words: "Vessel departed, where Cotonou (BJCOO), when 28 Nov 2026, 16:40". */
function MilestoneSummary({ after }: Pick<AuditEntry, 'after'>) {
  return (
    <ul className="change-summary">
      {milestoneEntryLines(after, (iso) => formatDateTime(iso)).map((line) => (
        <li key={line.label}>
          <span className="key">{line.label}:</span> {line.value}
        </li>
      ))}
    </ul>
  );
}
