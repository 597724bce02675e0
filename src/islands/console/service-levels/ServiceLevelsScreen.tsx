import { type SubmitEvent, useState } from 'react';
import { staffDownload, staffPut } from '../../../lib/api/staff.ts';
import ExportButton from '../../shared/ExportButton.tsx';
import { formatDateTime, formatNumber } from '../../../lib/format/numbers.ts';
import { can } from '../../../shared/staff/permissions.ts';
import {
  formatMinutes,
  SLA_METRIC_DESCRIPTIONS,
  SLA_METRIC_LABELS,
  SLA_METRICS,
  type SlaMetric,
  type SlaTargets,
} from '../../../shared/service-levels/service-levels.ts';
import type { OverdueItem, SlaMetricReport, SlaReport } from '../../../shared/chat/chat.staff.contract.ts';
import { SubmitButton, TextField } from '../../shared/FormFields.tsx';
import { SubmitAlerts, useSubmit } from '../../shared/useSubmit.tsx';
import { disputePath } from '../shared/console-links.ts';
import { useScreenAccess } from '../shared/useScreenAccess.tsx';
import { useStaffData } from '../shared/useStaffData.ts';
import ScrollingTable from '../shared/ScrollingTable.tsx';
import '../../shared/hub.css';
import '../shared/console.css';
import './service-levels.css';

/** Where the console handles an overdue item of each metric. */
const OVERDUE_LINKS: Record<SlaMetric, (item: OverdueItem) => string> = {
  chatFirstResponse: (item) => `/console/buyers/${item.buyer.id}`,
  quoteTurnaround: (item) => `/console/buyers/${item.buyer.id}`,
  receiptVerification: (item) => `/console/orders/${item.id}`,
  disputeAnswer: (item) => disputePath(item.id),
};

/** Overall figures of each metric against its target. */
function Summary({ report }: { report: SlaReport }) {
  return (
    <section className="card" aria-labelledby="sla-summary-title">
      <div className="card-head">
        <h2 id="sla-summary-title">Last {report.windowDays} days, everyone</h2>
        <span className="muted">
          <time dateTime={report.from}>{formatDateTime(report.from)}</time> to{' '}
          <time dateTime={report.to}>{formatDateTime(report.to)}</time>
        </span>
      </div>
      <ScrollingTable
        label="Service levels"
        caption="Each service level: target, median, 90th percentile, overdue now"
        className="sla-table"
        columns={['Service level', 'Target', 'Median', '90th percentile', 'Measured', 'Past target now']}
      >
        {report.metrics.map((m) => (
          <tr key={m.metric} data-metric={m.metric}>
            <th scope="row">
              {SLA_METRIC_LABELS[m.metric]}
              <br />
              <span className="muted">{SLA_METRIC_DESCRIPTIONS[m.metric]}</span>
            </th>
            <td>{formatMinutes(m.targetMinutes)}</td>
            <td className={overTarget(m, m.overall.medianMinutes)}>{formatMinutes(m.overall.medianMinutes)}</td>
            <td className={overTarget(m, m.overall.p90Minutes)}>{formatMinutes(m.overall.p90Minutes)}</td>
            <td>{m.available ? formatNumber(m.overall.count) : 'Not recorded'}</td>
            <td>{m.overdueCount > 0 ? <strong className="sla-bad">{formatNumber(m.overdueCount)}</strong> : 'None'}</td>
          </tr>
        ))}
      </ScrollingTable>
    </section>
  );
}

const overTarget = (m: SlaMetricReport, minutes: number | null) =>
  minutes !== null && minutes > m.targetMinutes ? 'sla-bad' : undefined;

/** Median and 90th percentile of each metric, one row per agent who did any. */
function PerAgent({ report }: { report: SlaReport }) {
  const agents = new Map<string, string>();
  for (const m of report.metrics) for (const a of m.agents) agents.set(a.agent.id, a.agent.fullName);
  const rows = [...agents].sort((a, b) => a[1].localeCompare(b[1]));
  return (
    <section className="card" aria-labelledby="sla-agents-title">
      <h2 id="sla-agents-title">Per agent</h2>
      {rows.length === 0 ? (
        <p role="status">No agent has answered anything in the last {report.windowDays} days.</p>
      ) : (
        <ScrollingTable
          label="Per agent"
          caption="Median / 90th percentile (count) per agent and service level"
          className="sla-table"
          columns={[
            'Agent',
            ...report.metrics.map((m) => (
              <>
                {SLA_METRIC_LABELS[m.metric]}
                <br />
                <span className="muted">median / p90 (n)</span>
              </>
            )),
          ]}
        >
          {rows.map(([id, name]) => (
            <tr key={id}>
              <th scope="row">{name}</th>
              {report.metrics.map((m) => {
                const stats = m.agents.find((a) => a.agent.id === id);
                return (
                  <td key={m.metric}>
                    {stats
                      ? `${formatMinutes(stats.medianMinutes)} / ${formatMinutes(stats.p90Minutes)} (${stats.count})`
                      : '—'}
                  </td>
                );
              })}
            </tr>
          ))}
        </ScrollingTable>
      )}
    </section>
  );
}

/** What is waiting past its target right now, per metric, longest wait first. */
function Overdue({ report }: { report: SlaReport }) {
  const late = report.metrics.filter((m) => m.overdueCount > 0);
  return (
    <section className="card" aria-labelledby="sla-overdue-title">
      <h2 id="sla-overdue-title">Past target now</h2>
      {late.length === 0 ? (
        <p role="status">Nothing is waiting past its target.</p>
      ) : (
        late.map((m) => (
          <section key={m.metric} aria-labelledby={`sla-overdue-${m.metric}`}>
            <h3 id={`sla-overdue-${m.metric}`}>
              {SLA_METRIC_LABELS[m.metric]} ({formatNumber(m.overdueCount)})
            </h3>
            <ul className="sla-overdue">
              {m.overdue.map((item) => (
                <li key={item.id}>
                  <a href={OVERDUE_LINKS[m.metric](item)}>{item.label}</a>{' '}
                  <span className="muted">
                    {item.buyer.fullName}, waiting since <time dateTime={item.since}>{formatDateTime(item.since)}</time>
                  </span>{' '}
                  <strong className="sla-bad">{formatMinutes(item.minutesOver)} over</strong>
                </li>
              ))}
            </ul>
            {m.overdueCount > m.overdue.length && (
              <p className="muted">
                The {formatNumber(m.overdue.length)} longest waits of {formatNumber(m.overdueCount)}.
              </p>
            )}
          </section>
        ))
      )}
    </section>
  );
}

/** Admins set the targets in minutes; the report and every queue use them at once. */
function Targets({ targets, onSaved }: { targets: SlaTargets; onSaved: (targets: SlaTargets) => void }) {
  const submission = useSubmit({ success: 'Targets saved.' });
  const [values, setValues] = useState(() => Object.fromEntries(SLA_METRICS.map((m) => [m, String(targets[m])])));

  async function save(event: SubmitEvent) {
    event.preventDefault();
    const changed = Object.fromEntries(
      SLA_METRICS.filter((m) => values[m] !== String(targets[m])).map((m) => [m, Number(values[m])]),
    );
    if (Object.keys(changed).length === 0) {
      submission.reject([{ field: SLA_METRICS[0], message: 'Change at least one target.' }]);
      return;
    }
    await submission.send(() => staffPut<SlaTargets>('staff/sla/targets', changed), onSaved);
  }

  return (
    <section className="card" aria-labelledby="sla-targets-title">
      <h2 id="sla-targets-title">Targets</h2>
      <form ref={submission.ref} onSubmit={save} noValidate>
        <div className="filters">
          {SLA_METRICS.map((m) => (
            <TextField
              key={m}
              id={`target-${m}`}
              name={m}
              type="number"
              inputMode="numeric"
              min={1}
              step={1}
              label={`${SLA_METRIC_LABELS[m]} (minutes)`}
              value={values[m] ?? ''}
              onChange={(e) => setValues((v) => ({ ...v, [m]: e.target.value }))}
              hint={formatMinutes(Number(values[m]) || null)}
              error={submission.errors[m]}
            />
          ))}
        </div>
        <SubmitAlerts submission={submission} />
        <div className="row-actions">
          <SubmitButton pending={submission.pending}>Save targets</SubmitButton>
        </div>
      </form>
    </section>
  );
}

/** Service levels: how fast the company answers, against the targets, and what is late now. */
export default function ServiceLevelsScreen() {
  const access = useScreenAccess();
  const { allowed } = access;
  const configures = Boolean(access.member && can(access.member.role, 'sla.configure'));
  const { data: report, reload: load } = useStaffData<SlaReport>('staff/sla', { enabled: allowed });

  if (!access.ready) return access.gate;
  if (!report) return <p role="status">Loading the figures...</p>;
  const targets = Object.fromEntries(report.metrics.map((m) => [m.metric, m.targetMinutes])) as SlaTargets;
  return (
    <div className="console-screen">
      <div className="row-actions">
        <button type="button" className="btn btn-outline" onClick={() => void load()}>
          Refresh
        </button>
        <ExportButton kind="serviceLevels" filters={{}} list="the service-level report" download={staffDownload} />
      </div>
      <Summary report={report} />
      <Overdue report={report} />
      <PerAgent report={report} />
      {configures && <Targets key={JSON.stringify(targets)} targets={targets} onSaved={() => void load()} />}
    </div>
  );
}
