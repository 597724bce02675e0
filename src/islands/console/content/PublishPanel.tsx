import type { ContentChanges } from '../../../shared/content/content-files.contract.ts';
import { contentFieldLabel, contentFileTitle } from '../../../shared/content/content-names.ts';
import { DiffView } from './DiffView.tsx';
import { DraftPreview } from './DraftPreview.tsx';
import { FieldChanges } from './FieldChanges.tsx';

interface Props {
  changes: ContentChanges | undefined;
  /** Bumped when a file is saved: a draft preview built before is out of date. */
  revision: number;
  /** The note for the history, sent by the Publish button of the bar at the top. */
  message: string;
  onMessage(message: string): void;
}

/** "hero.text, intro.0 and 3 more", as words. */
const fieldList = (fields: readonly string[]) =>
  `${fields.slice(0, 6).map(contentFieldLabel).join(', ')}${fields.length > 6 ? ` and ${fields.length - 6} more` : ''}`;

/** What a language version left behind needs, in words. */
function flagText(flag: ContentChanges['french'][number]): string {
  if (flag.problem === 'missing') return 'the French page is missing';
  if (flag.problem === 'picture') {
    const other = flag.path.startsWith('fr/') ? 'English' : 'French';
    return `the picture differs from the ${other} one (${fieldList(flag.fields)}): change it here too, or keep it on purpose`;
  }
  return `still the English word for word in ${fieldList(flag.fields)}`;
}

/** Before publishing: the changed files, the pages they show on, languages left behind, what changes, field by field. */
export function PublishPanel({ changes, revision, message, onMessage }: Props) {
  return (
    <section className="card" aria-labelledby="publish-title">
      <h2 id="publish-title">Review and publish</h2>
      {!changes ? (
        <p role="status">Loading the changes...</p>
      ) : changes.files.length === 0 ? (
        <p>Nothing saved since the live version.</p>
      ) : (
        <>
          {changes.french.length > 0 && (
            <div className="content-warning" role="note">
              <h3>The other language to check</h3>
              <ul>
                {changes.french.map((flag) => (
                  <li key={`${flag.path}:${flag.problem}`}>
                    <strong>{contentFileTitle(flag.path)}</strong>: {flagText(flag)}
                  </li>
                ))}
              </ul>
            </div>
          )}
          <h3>What changes</h3>
          <FieldChanges files={changes.files} />
          <details className="content-developer-diff">
            <summary>The same changes as file text (for developers)</summary>
            <DiffView diff={changes.diff} label="Differences with the live site" />
          </details>
          <h3>How it will look</h3>
          <DraftPreview touched={changes.files.flatMap((file) => file.pages)} revision={revision} />
        </>
      )}
      <div className="field content-publish">
        <label htmlFor="publish-message">Note for the history (optional)</label>
        <input
          id="publish-message"
          type="text"
          maxLength={200}
          value={message}
          aria-describedby="publish-message-hint"
          onChange={(e) => onMessage(e.target.value)}
        />
        <span id="publish-message-hint" className="field-hint">
          Sent with Publish, at the top of the screen.
        </span>
      </div>
    </section>
  );
}
