/** A unified diff, line by line: additions and removals marked in words as well as colour. */
export function DiffView({ diff, label }: { diff: string; label: string }) {
  if (!diff.trim()) return <p>No differences.</p>;
  const lines = diff.split('\n').filter((line) => !line.startsWith('====') && line !== '\\ No newline at end of file');
  return (
    <pre className="content-diff" aria-label={label} tabIndex={0}>
      {lines.map((line, index) => {
        const kind =
          line.startsWith('+++') || line.startsWith('---')
            ? 'file'
            : line.startsWith('+')
              ? 'added'
              : line.startsWith('-')
                ? 'removed'
                : line.startsWith('@@')
                  ? 'hunk'
                  : 'same';
        return (
          // Lines of a diff repeat; their place is their identity.
          <span key={index} className={`diff-${kind}`}>
            {kind === 'added' && <span className="visually-hidden">Added: </span>}
            {kind === 'removed' && <span className="visually-hidden">Removed: </span>}
            {line}
            {'\n'}
          </span>
        );
      })}
    </pre>
  );
}
