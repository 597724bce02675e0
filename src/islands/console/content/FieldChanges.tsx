import type { ContentChanges } from '../../../shared/content/content-files.contract.ts';

/** Long texts are cut in the table: the form shows them whole. */
const SHOWN = 400;
const shown = (text: string) => (text.length > SHOWN ? `${text.slice(0, SHOWN)}…` : text);

/** What a publish carries, file by file and field by field: before and after in words, not YAML (issue 41). */
export function FieldChanges({ files }: { files: ContentChanges['files'] }) {
  return (
    <div className="content-field-changes">
      {files.map((file) => (
        <table key={file.path} className="content-changes-table">
          <caption>
            {file.title} <span className="muted">(shows on {file.pages.join(', ')})</span>
          </caption>
          <thead>
            <tr>
              <th scope="col">Field</th>
              <th scope="col">Before</th>
              <th scope="col">After</th>
            </tr>
          </thead>
          <tbody>
            {file.fields.map((change) => (
              <tr key={change.field}>
                <th scope="row">{change.label}</th>
                <td className="content-before" data-label="Before">{change.before ? shown(change.before) : <em>(empty)</em>}</td>
                <td className="content-after" data-label="After">{change.after ? shown(change.after) : <em>(removed)</em>}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ))}
    </div>
  );
}
