import { type SubmitEvent, useState } from 'react';
import { reportFailure } from '../../../lib/api/report.ts';
import { staffPost } from '../../../lib/api/staff.ts';
import type { ContentChanges } from '../../../shared/content/content-files.contract.ts';
import type { ContentVersion, PublishAnswer } from '../../../shared/content/content.contract.ts';
import { DiffView } from './DiffView.tsx';
import { DraftPreview } from './DraftPreview.tsx';
import { useStaffData } from '../shared/useStaffData.ts';

interface Props {
  /** Bumped when a file is saved: the list of changes is read again. */
  revision: number;
  /** A publish (or rollback) started: the versions follow it. */
  onStarted(id: string): void;
  building: ContentVersion | null;
}

/** Before publishing: the changed files, the pages they show on, French left behind, the diff. */
export function PublishPanel({ revision, onStarted, building }: Props) {
  const changes = useStaffData<ContentChanges>('staff/content/changes', {
    refresh: `${revision}:${building?.status ?? ''}`,
  }).data;
  const [message, setMessage] = useState('');
  const [sending, setSending] = useState(false);

  async function publish(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    setSending(true);
    try {
      const started = await staffPost<PublishAnswer>(
        'staff/content/publish',
        message.trim() ? { message: message.trim() } : {},
      );
      setMessage('');
      onStarted(started.id);
    } catch (error) {
      reportFailure(error);
    } finally {
      setSending(false);
    }
  }

  return (
    <section className="card" aria-labelledby="publish-title">
      <h2 id="publish-title">Review and publish</h2>
      {!changes ? (
        <p role="status">Loading the changes...</p>
      ) : changes.files.length === 0 ? (
        <p>Nothing saved since the live version.</p>
      ) : (
        <>
          <h3>Changed files</h3>
          <ul className="content-changes">
            {changes.files.map((file) => (
              <li key={file.path}>
                <code>{file.path}</code> — shows on {file.pages.join(', ')}
              </li>
            ))}
          </ul>
          {changes.french.length > 0 && (
            <div className="content-warning" role="note">
              <h3>French to check</h3>
              <ul>
                {changes.french.map((flag) => (
                  <li key={flag.path}>
                    <code>{flag.path}</code>:{' '}
                    {flag.problem === 'missing'
                      ? 'the French page is missing'
                      : `still the English word for word in ${flag.fields.slice(0, 6).join(', ')}${flag.fields.length > 6 ? ` and ${flag.fields.length - 6} more` : ''}`}
                  </li>
                ))}
              </ul>
            </div>
          )}
          <h3>What changes</h3>
          <DiffView diff={changes.diff} label="Differences with the live site" />
          <h3>How it will look</h3>
          <DraftPreview touched={changes.files.flatMap((file) => file.pages)} revision={revision} />
        </>
      )}
      <form className="content-publish" onSubmit={publish} noValidate>
        <div className="field">
          <label htmlFor="publish-message">Note for the history (optional)</label>
          <input
            id="publish-message"
            type="text"
            maxLength={200}
            value={message}
            onChange={(e) => setMessage(e.target.value)}
          />
        </div>
        <button type="submit" className="btn btn-primary" disabled={sending || building !== null}>
          {building ? 'Publishing...' : 'Publish'}
        </button>
      </form>
    </section>
  );
}
