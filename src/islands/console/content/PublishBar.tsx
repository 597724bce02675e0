import { useState } from 'react';
import { reportFailure } from '../../../lib/api/report.ts';
import { staffPost } from '../../../lib/api/staff.ts';
import type { ContentChanges } from '../../../shared/content/content-files.contract.ts';
import type { ContentVersion, PublishAnswer } from '../../../shared/content/content.contract.ts';
import { formatClock } from '../../../lib/format/numbers.ts';

interface Props {
  changes: ContentChanges | undefined;
  /** The note for the history, typed in the review below. */
  message: string;
  /** A publish (or rollback) this editor started and follows, or one building. */
  publishing: boolean;
  elapsed: number;
  /** The newest version (or the one followed): what the progress line says once it is built. */
  last: ContentVersion | undefined;
  lastIsNewest: boolean;
  onStarted(id: string): void;
}

/**
 * The Publish button and the build's progress, kept in view at the top of the studio (issue 41:
 * once reached only after the whole form, ~10,000 px down): disabled while nothing is saved
 * since the live version, or while a build runs.
 */
export function PublishBar({ changes, message, publishing, elapsed, last, lastIsNewest, onStarted }: Props) {
  const [sending, setSending] = useState(false);
  const count = changes?.files.length ?? 0;

  async function publish() {
    setSending(true);
    try {
      const started = await staffPost<PublishAnswer>(
        'staff/content/publish',
        message.trim() ? { message: message.trim() } : {},
      );
      onStarted(started.id);
    } catch (error) {
      reportFailure(error);
    } finally {
      setSending(false);
    }
  }

  const progress = publishing
    ? `Publishing: building the site (${elapsed} s; about 20 s)...`
    : last?.status === 'LIVE' && lastIsNewest
      ? `Live since ${formatClock(last.liveAt ?? last.createdAt)}.`
      : last?.status === 'FAILED'
        ? 'The last publish failed: the live site did not change (see Versions).'
        : '';
  const pending = !changes
    ? 'Looking for changes...'
    : count === 0
      ? 'Nothing to publish: the site shows every saved change.'
      : `${count} changed file${count === 1 ? '' : 's'} not yet on the site.`;

  return (
    <section className="content-publish-bar" aria-label="Publishing">
      <div className="content-publish-state">
        <p role="status" aria-live="polite" className="content-progress">
          {progress}
        </p>
        <p className="content-pending">
          {pending}
          {count > 0 && (
            <>
              {' '}
              <a href="#publish-title">Review the changes</a>
            </>
          )}
        </p>
      </div>
      <button
        type="button"
        className="btn btn-primary"
        disabled={sending || publishing || count === 0}
        onClick={() => void publish()}
      >
        {publishing || sending ? 'Publishing...' : 'Publish'}
      </button>
    </section>
  );
}
