import { useState } from 'react';
import { formatDateTime } from '../../../lib/format/numbers.ts';
import { reportFailure } from '../../../lib/api/report.ts';
import { staffGet, staffPost } from '../../../lib/api/staff.ts';
import type { ContentVersion, ContentVersionDetail, PublishAnswer } from '../../../shared/content/content.contract.ts';
import { SHIPPED_VERSION_MESSAGE } from '../../../shared/content/content.ts';
import { DiffView } from './DiffView.tsx';
import { VersionPreview } from './VersionPreview.tsx';

const STATUS_LABELS: Record<ContentVersion['status'], string> = {
  BUILDING: 'Building',
  LIVE: 'Live',
  FAILED: 'Failed',
  SUPERSEDED: 'Earlier',
};

interface Props {
  versions: ContentVersion[];
  onStarted(id: string): void;
  busy: boolean;
}

/** Every publish: who, when, which files; its diff on demand, and a one-click rollback. */
export function VersionsPanel({ versions, onStarted, busy }: Props) {
  const [open, setOpen] = useState<ContentVersionDetail | null>(null);
  const [previewing, setPreviewing] = useState<string | null>(null);

  const preview = (id: string) =>
    staffGet<ContentVersionDetail>(`staff/content/versions/${id}`).then(setOpen, reportFailure);
  const rollback = (version: ContentVersion) =>
    staffPost<PublishAnswer>(`staff/content/versions/${version.id}/rollback`, {}).then(
      (started) => onStarted(started.id),
      reportFailure,
    );

  return (
    <section className="card" aria-labelledby="versions-title">
      <h2 id="versions-title">Versions</h2>
      {versions.length === 0 ? (
        <p>Nothing published from the console yet.</p>
      ) : (
        <ol className="content-versions">
          {versions.map((version) => (
            <li key={version.id} className={`version-${version.status.toLowerCase()}`}>
              <p>
                <strong className="status-pill">{STATUS_LABELS[version.status]}</strong>{' '}
                {formatDateTime(version.createdAt)}
                {version.message === SHIPPED_VERSION_MESSAGE && !version.actorName
                  ? ''
                  : ` by ${version.actorName ?? 'a former member'}`}
                {version.message && <> — “{version.message}”</>}
              </p>
              <p className="muted">{version.files.length ? version.files.join(', ') : 'no file changed'}</p>
              {version.error && (
                <pre className="content-build-error" role="alert">
                  The build refused this version: {version.error}
                </pre>
              )}
              <div className="row-actions">
                <button type="button" className="link-button" onClick={() => void preview(version.id)}>
                  Show changes<span className="visually-hidden"> of {formatDateTime(version.createdAt)}</span>
                </button>
                {(version.status === 'SUPERSEDED' || version.status === 'LIVE') && (
                  <button
                    type="button"
                    className="link-button"
                    aria-expanded={previewing === version.id}
                    onClick={() => setPreviewing(previewing === version.id ? null : version.id)}
                  >
                    Preview<span className="visually-hidden"> of {formatDateTime(version.createdAt)}</span>
                  </button>
                )}
                {(version.status === 'SUPERSEDED' || version.status === 'LIVE') && (
                  <button
                    type="button"
                    className="btn btn-secondary"
                    disabled={busy}
                    onClick={() => void rollback(version)}
                  >
                    {version.status === 'LIVE' ? 'Publish again' : 'Roll back to this version'}
                  </button>
                )}
              </div>
              {open?.id === version.id && <DiffView diff={open.diff} label="Changes of this version" />}
              {previewing === version.id && <VersionPreview version={version} />}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
