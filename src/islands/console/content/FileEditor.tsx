import { type SubmitEvent, useEffect, useState } from 'react';
import { ApiFailure } from '../../../lib/api/failure.ts';
import { reportFailure } from '../../../lib/api/report.ts';
import { staffGet, staffPut } from '../../../lib/api/staff.ts';
import type { ContentFile } from '../../../shared/content/content-files.contract.ts';
import { useStaffData } from '../shared/useStaffData.ts';
import { contentFieldLabel, contentFileTitle } from '../../../shared/content/content-names.ts';
import { DataFields } from './DataFields.tsx';
import { type Json, withValue } from './content-form.ts';
import { ImagePicker } from './ImagePicker.tsx';

interface Props {
  path: string;
  /** "English" or "French", shown above the form when two are side by side. */
  language?: string | undefined;
  /** The file as editors call it ("Home page"); its path is only a tooltip. */
  title?: string | undefined;
  /** Something to check in this file before publishing (a picture changed only in the other language). */
  notice?: string | undefined;
  onSaved(): void;
}

const filesPath = (path: string) => `staff/content/files/${path.split('/').map(encodeURIComponent).join('/')}`;

/** What a refused save keeps on screen: the editor's own words, and what the other editor saved. */
interface Conflict {
  theirs: ContentFile;
  mine: { data: Json; body: string | null };
}

/**
 * One content file as a form: saved with the revision it was opened at, refused field by
 * field where the build would refuse it, and, when someone saved the file meanwhile, both
 * versions side by side so nothing either typed is lost.
 */
export function FileEditor({ path, language, title: given, notice, onSaved }: Props) {
  // The studio keys each editor by its path, so one editor only ever shows one file.
  const opened = useStaffData<ContentFile>(filesPath(path));
  const file = opened.data;
  const [data, setData] = useState<Json>(null);
  const [body, setBody] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [dirty, setDirty] = useState(false);
  const [saving, setSaving] = useState(false);
  const [status, setStatus] = useState('');
  const [conflict, setConflict] = useState<Conflict | null>(null);

  // The form starts from the file as opened, and again from the file as a save stored it; set
  // while rendering (React's pattern for state that follows a prop), so no frame shows the
  // new file with the old form.
  const [formOf, setFormOf] = useState<ContentFile>();
  if (file && file !== formOf) {
    setFormOf(file);
    setData(file.data as Json);
    setBody(file.body);
    setErrors({});
    setDirty(false);
  }

  // After a refused save, the first field in red takes the focus (once it is drawn red).
  useEffect(() => {
    if (Object.keys(errors).length === 0) return;
    document.querySelector<HTMLElement>(`#editor-${cssId(path)} [aria-invalid="true"]`)?.focus();
  }, [errors, path]);

  const change = (at: (string | number)[], value: Json | undefined) => {
    setData((current) => withValue(current, at, value));
    setDirty(true);
    setStatus('');
  };

  async function save(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!file) return;
    setSaving(true);
    setStatus('');
    try {
      const saved = await staffPut<ContentFile>(filesPath(path), {
        revision: file.revision,
        data,
        ...(body !== null ? { body } : {}),
      });
      opened.setData(saved);
      setConflict(null);
      setStatus('Saved. Publish to show it on the site.');
      onSaved();
    } catch (error) {
      if (error instanceof ApiFailure && error.status === 409) {
        const theirs = await staffGet<ContentFile>(filesPath(path)).catch(() => null);
        if (theirs) setConflict({ theirs, mine: { data, body } });
        setErrors({});
        setStatus(error.message);
      } else if (error instanceof ApiFailure && error.status === 400) {
        setErrors(error.fieldErrors);
        setStatus(notSaved(error.fieldErrors));
      } else reportFailure(error);
    } finally {
      setSaving(false);
    }
  }

  // Named as editors think of the file ("English: Home page", "Team"); the path is for developers.
  const title = given ?? contentFileTitle(path.replace(/^fr\//, ''));
  const heading = language ? `${language}: ${title}` : title;
  if (opened.missing) {
    return (
      <section className="card content-editor" aria-label={heading}>
        <h3>{heading}</h3>
        <p role="alert">
          This file does not exist yet: the French page shows the English text until a developer adds it.
        </p>
      </section>
    );
  }
  if (!file || file !== formOf) return <p role="status">Loading {title}...</p>;
  if (file.syntaxError) {
    return (
      <section className="card content-editor" aria-label={heading}>
        <h3>{heading}</h3>
        <p role="alert">
          This file cannot be read as a form ({file.syntaxError}). Ask a developer to repair it; its text is below.
        </p>
        <pre className="content-text">{file.text}</pre>
      </section>
    );
  }

  return (
    <section className="card content-editor" id={`editor-${cssId(path)}`} aria-label={heading}>
      <h3 title={path}>{heading}</h3>
      {notice && (
        <p className="content-warning" role="note">
          {notice}
        </p>
      )}
      {conflict && (
        <div className="content-conflict" role="alert">
          <p>
            <strong>Someone else saved this file after you opened it.</strong> Your words are still in the form; theirs
            are on the right. Open their version to keep their changes, then type yours in again and save.
          </p>
          <div className="content-compare">
            <div>
              <h4>Your version (not saved)</h4>
              <pre className="content-text">{printable(conflict.mine.data, conflict.mine.body)}</pre>
            </div>
            <div>
              <h4>Their version (saved)</h4>
              <pre className="content-text">{conflict.theirs.text}</pre>
            </div>
          </div>
          <button type="button" className="btn btn-secondary" onClick={() => opened.setData(conflict.theirs)}>
            Open their version in the form
          </button>
        </div>
      )}
      <form onSubmit={save} noValidate>
        {errors['file'] && (
          <p className="field-error" role="alert">
            {errors['file']}
          </p>
        )}
        <DataFields
          idPrefix={cssId(path)}
          path={[]}
          value={data}
          errors={errors}
          onChange={change}
          renderImage={(at, image) => (
            <ImagePicker
              id={`${cssId(path)}-${at.join('-')}-upload`}
              image={image}
              onUploaded={(src, alt) => {
                change([...at, 'src'], src);
                change([...at, 'alt'], alt);
              }}
            />
          )}
        />
        {body !== null && (
          <div className="field">
            <label htmlFor={`${cssId(path)}-body`}>Text under the settings (Markdown; HTML is shown as text)</label>
            <textarea
              id={`${cssId(path)}-body`}
              name="body"
              rows={10}
              value={body}
              aria-invalid={errors['body'] ? true : undefined}
              onChange={(e) => {
                setBody(e.target.value);
                setDirty(true);
              }}
            />
            {errors['body'] && <span className="field-error">{errors['body']}</span>}
          </div>
        )}
        <div className="row-actions content-save">
          <button type="submit" className="btn btn-primary" disabled={saving || !dirty}>
            {saving ? 'Saving...' : `Save ${language ?? 'file'}`}
          </button>
          <span role="status">{status}</span>
        </div>
      </form>
    </section>
  );
}

/** "Not saved: Hero › Text (this must not be empty); ...", each field in words, as the form labels it. */
function notSaved(errors: Record<string, string>): string {
  const fields = Object.entries(errors).filter(([field]) => field !== 'file');
  if (fields.length === 0) return 'Not saved: see the message above the form.';
  const named = fields
    .slice(0, 3)
    .map(([field, message]) => `${contentFieldLabel(field)} (${message})`)
    .join('; ');
  const more = fields.length > 3 ? `; and ${fields.length - 3} more, shown in red` : '';
  return `Not saved: fix ${named}${more}.`;
}

const cssId = (path: string) => path.replace(/[^\w]/g, '-');

/** The editor's unsaved data as readable text, to copy from beside the saved version. */
function printable(data: Json, body: string | null): string {
  const json = JSON.stringify(data, null, 2);
  return body === null ? json : `${json}\n\n${body}`;
}
