import { useState } from 'react';
import { formatDateTime } from '../../../lib/format/numbers.ts';
import { reportFailure } from '../../../lib/api/report.ts';
import { staffGet, staffPost } from '../../../lib/api/staff.ts';
import type { ContentVersion, ContentVersionDetail, PublishAnswer } from '../../../shared/content/content.contract.ts';
import { SHIPPED_VERSION_MESSAGE } from '../../../shared/content/content.ts';
import { contentFileTitle } from '../../../shared/content/content-names.ts';
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

/** Every publish: who, when, which files; its diff on demand, and a rollback once the editor confirms it. */
export function VersionsPanel({ versions, onStarted, busy }: Props) {
  const [open, setOpen] = useState<ContentVersionDetail | null>(null);
  const [previewing, setPreviewing] = useState<string | null>(null);
  /** The version whose rollback waits for the editor's yes (issue 41: once one click replaced the site). */
  const [confirming, setConfirming] = useState<string | null>(null);

  const preview = (id: string) =>
    staffGet<ContentVersionDetail>(`staff/content/versions/${id}`).then(setOpen, reportFailure);
  const rollback = (version: ContentVersion) => {
    setConfirming(null);
    return staffPost<PublishAnswer>(`staff/content/versions/${version.id}/rollback`, {}).then(
      (started) => onStarted(started.id),
      reportFailure,
    );
  };

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
              <p className="muted">
                {version.files.length
                  ? version.files.map((path) => contentFileTitle(path)).join(', ')
                  : 'no file changed'}
              </p>
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
                    disabled={busy || confirming === version.id}
                    onClick={() => setConfirming(version.id)}
                  >
                    {version.status === 'LIVE' ? 'Publish again' : 'Roll back to this version'}
                  </button>
                )}
              </div>
              {confirming === version.id && (
                <div className="content-warning" role="alertdialog" aria-labelledby={`confirm-${version.id}`}>
                  <p id={`confirm-${version.id}`}>
                    <strong>
                      {version.status === 'LIVE'
                        ? `Publish the content of ${formatDateTime(version.createdAt)} again?`
                        : `Roll the site back to the content of ${formatDateTime(version.createdAt)}?`}
                    </strong>{' '}
                    Every page shows that version after a build of about 20 s, and changes saved since and not published
                    are replaced by it (the versions above stay in this list).
                  </p>
                  <div className="row-actions">
                    <button
                      type="button"
                      className="btn btn-primary"
                      disabled={busy}
                      onClick={() => void rollback(version)}
                    >
                      Yes, {version.status === 'LIVE' ? 'publish it again' : 'roll back'}
                    </button>
                    <button type="button" className="btn btn-secondary" onClick={() => setConfirming(null)}>
                      Cancel
                    </button>
                  </div>
                </div>
              )}
              {open?.id === version.id && <DiffView diff={open.diff} label="Changes of this version" />}
              {previewing === version.id && <VersionPreview version={version} />}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
