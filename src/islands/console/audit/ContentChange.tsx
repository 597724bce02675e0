import { formatDateTime } from '../../../lib/format/numbers.ts';
import type { AuditEntry } from '../../../shared/audit/audit.ts';
import { contentAuditLines } from '../../../shared/content/content-names.ts';

/** A content publish or rollback in the trail, in words: the files by name, the note, the version gone back to. */
export function ContentChange({ after }: Pick<AuditEntry, 'after'>) {
  return (
    <ul className="change-summary">
      {contentAuditLines(after, formatDateTime).map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
}
