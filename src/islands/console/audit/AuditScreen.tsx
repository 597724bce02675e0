import { type SubmitEvent, useState } from 'react';
import { formatDateTime } from '../../../lib/format/numbers.ts';
import { AUDIT_ACTION_LABELS, type AuditEntry } from '../../../shared/audit/audit.ts';
import { can } from '../../../shared/staff/permissions.ts';
import { TextField } from '../../shared/FormFields.tsx';
import { ResultsCard } from '../shared/ListParts.tsx';
import NotAllowed from '../shared/NotAllowed.tsx';
import { type ListFilter, urlPage, urlParam, useFilteredList } from '../shared/useFilteredPage.ts';
import { useStaffMember } from '../shared/useStaffMember.ts';
import '../../shared/hub.css';
import '../shared/console.css';

interface Filter extends ListFilter {
  actorId?: string | undefined;
  actorName?: string | undefined;
  entityType?: string | undefined;
  entityId?: string | undefined;
}

/** The filter in the address bar, so a filtered view can be linked to (e.g. from a buyer's page). */
const filterFromUrl = (): Filter => ({
  actorId: urlParam('actorId'),
  actorName: urlParam('actorName'),
  entityType: urlParam('entityType'),
  entityId: urlParam('entityId'),
  page: urlPage(),
});

const PAGE_SIZE = 25;

/** Audit (admins): every recorded staff action and sign-in, newest first, filtered and paged. */
export default function AuditScreen() {
  const member = useStaffMember();
  const list = useFilteredList<AuditEntry, Filter>('staff/audit', filterFromUrl, {
    enabled: Boolean(member && can(member.role, 'audit.read')),
    pageSize: PAGE_SIZE,
    // The actor's name only labels the filter; the server filters by the id.
    query: ({ actorName: _name, ...query }) => query,
  });
  const { filter, narrow } = list;
  const [entityType, setEntityType] = useState(filter.entityType ?? '');
  const [entityId, setEntityId] = useState(filter.entityId ?? '');

  function applyObjectFilter(event: SubmitEvent) {
    event.preventDefault();
    narrow({ entityType: entityType.trim() || undefined, entityId: entityId.trim() || undefined });
  }

  const byActor = (entry: AuditEntry) =>
    narrow({ actorId: entry.actorId ?? undefined, actorName: entry.actorName ?? undefined });
  const byObject = (entry: AuditEntry) => {
    setEntityType(entry.entityType);
    setEntityId(entry.entityId);
    narrow({ entityType: entry.entityType, entityId: entry.entityId });
  };

  if (!member) return <p role="status">Loading...</p>;
  if (!can(member.role, 'audit.read')) return <NotAllowed />;

  return (
    <div className="console-screen">
      <section className="card" aria-labelledby="audit-filter-title">
        <h2 id="audit-filter-title">Filter</h2>
        <form className="filters" onSubmit={applyObjectFilter} noValidate>
          <TextField
            id="entityType"
            label="Object type"
            value={entityType}
            onChange={(e) => setEntityType(e.target.value)}
            hint="e.g. user, buyer, order"
          />
          <TextField id="entityId" label="Object id" value={entityId} onChange={(e) => setEntityId(e.target.value)} />
          <button type="submit" className="btn btn-primary">
            Apply
          </button>
        </form>
        {filter.actorId && (
          <p>
            Only actions by <strong>{filter.actorName ?? filter.actorId}</strong>.{' '}
            <button
              type="button"
              className="link-button"
              onClick={() => narrow({ actorId: undefined, actorName: undefined })}
            >
              Show everyone
            </button>
          </p>
        )}
      </section>
      <ResultsCard
        title="Audit trail"
        noun="entries"
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
            <td>
              {entry.actorId ? (
                <button
                  type="button"
                  className="link-button"
                  onClick={() => byActor(entry)}
                  title="Show only this person's actions"
                >
                  {entry.actorName ?? entry.actorId}
                </button>
              ) : (
                <span className="muted">Unknown</span>
              )}
            </td>
            <td>{AUDIT_ACTION_LABELS[entry.action] ?? entry.action}</td>
            <td>
              <button
                type="button"
                className="link-button"
                onClick={() => byObject(entry)}
                title="Show only this object's history"
              >
                {entry.entityType} {entry.entityId.length > 12 ? `${entry.entityId.slice(0, 8)}…` : entry.entityId}
              </button>
            </td>
            <td>
              <ChangeSummary before={entry.before} after={entry.after} />
            </td>
          </tr>
        ))}
      </ResultsCard>
    </div>
  );
}

const show = (value: unknown) =>
  value === null || value === undefined ? '—' : typeof value === 'object' ? JSON.stringify(value) : String(value);

/** Each field that appears before or after: "status: PENDING → SHIPPED". */
function ChangeSummary({ before, after }: Pick<AuditEntry, 'before' | 'after'>) {
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  if (keys.length === 0) return <span className="muted">—</span>;
  return (
    <ul className="change-summary">
      {keys.map((key) => (
        <li key={key}>
          <span className="key">{key}:</span> {before && key in before ? `${show(before[key])} → ` : ''}
          {show(after?.[key])}
        </li>
      ))}
    </ul>
  );
}
