import { messages, params, useMessages } from '../../stores/locale.ts';

const text = messages('shared/pager', { previous: 'Previous', next: 'Next', page: params('Page {page}') });

export interface PagerProps {
  /** 1-based. */
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
  /** Names what is paged, for screen readers ("Orders pages"). */
  label: string;
}

/** The page numbers to show: all when few, else the ends and the neighbours of the current one. */
export function pageWindow(page: number, pageCount: number): (number | 'gap')[] {
  if (pageCount <= 7) return Array.from({ length: pageCount }, (_, i) => i + 1);
  const shown = new Set([1, pageCount, page - 1, page, page + 1].filter((n) => n >= 1 && n <= pageCount));
  const sorted = [...shown].sort((a, b) => a - b);
  const result: (number | 'gap')[] = [];
  for (const [index, n] of sorted.entries()) {
    const previous = sorted[index - 1];
    if (previous !== undefined && n - previous > 1) result.push('gap');
    result.push(n);
  }
  return result;
}

/** docs/product/limits.md: previous / numbered pages / next; hidden when everything fits on one page. */
export default function Pager({ page, pageCount, onPage, label }: PagerProps) {
  const t = useMessages(text);
  if (pageCount <= 1) return null;
  return (
    <nav className="pager" aria-label={label}>
      <button type="button" className="pager-step" onClick={() => onPage(page - 1)} disabled={page <= 1}>
        <span aria-hidden="true">&lsaquo;</span> {t.previous}
      </button>
      <ul>
        {pageWindow(page, pageCount).map((item, index) =>
          item === 'gap' ? (
            <li key={`gap-${index}`} aria-hidden="true" className="pager-gap">
              ...
            </li>
          ) : (
            <li key={item}>
              <button
                type="button"
                onClick={() => onPage(item)}
                aria-current={item === page ? 'page' : undefined}
                aria-label={t.page({ page: item })}
              >
                {item}
              </button>
            </li>
          ),
        )}
      </ul>
      <button type="button" className="pager-step" onClick={() => onPage(page + 1)} disabled={page >= pageCount}>
        {t.next} <span aria-hidden="true">&rsaquo;</span>
      </button>
    </nav>
  );
}
