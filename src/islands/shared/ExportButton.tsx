import { useState } from 'react';
import { toast } from 'sonner';
import type { DownloadedFile, Query } from '../../lib/api/http.ts';
import { ERROR_TOAST_MS, reportFailure } from '../../lib/api/report.ts';
import { saveFile } from '../../lib/save-file.ts';
import { EXPORTS, type ExportKind, exportFilters } from '../../shared/exports/exports.ts';
import { messages, params, useMessages } from '../../stores/locale.ts';

const text = messages('shared/export', {
  label: 'Export CSV',
  busy: 'Preparing the file...',
  name: params('{label}: {list}, with the current search and filters'),
  offline: 'The file could not be downloaded. Check your connection and try again.',
});

/** A download icon, drawn so no icon font is needed. */
const DownloadIcon = () => (
  <svg
    aria-hidden="true"
    focusable="false"
    width="16"
    height="16"
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    strokeLinecap="round"
    strokeLinejoin="round"
  >
    <path d="M12 3v12m0 0l-5-5m5 5l5-5M4 17v3h16v-3" />
  </svg>
);

export interface ExportButtonProps {
  kind: ExportKind;
  /** The list's current filters (its page is left out: the file holds every page). */
  filters: Record<string, string | number | undefined | null>;
  /** What the list is, for screen readers: "your orders". */
  list: string;
  /** The signed-in audience's download (apiDownload, staffDownload): it carries the bearer token. */
  download: (path: string, query?: Query) => Promise<DownloadedFile>;
}

/**
 * "Export CSV" beside a list: downloads the list with the filters on screen as a CSV file
 * (docs/product/api.md, CSV exports). A button, not a link, because the call needs the
 * session's bearer token; it says it is busy while the file is prepared, and a failure is
 * shown the docs/product/errors.md way without leaving the page.
 */
export default function ExportButton({ kind, filters, list, download }: ExportButtonProps) {
  const t = useMessages(text);
  const [pending, setPending] = useState(false);

  async function exportList() {
    setPending(true);
    try {
      const file = await download(EXPORTS[kind].path, exportFilters(filters));
      saveFile(file.blob, file.fileName);
    } catch (error) {
      const failure = reportFailure(error, { keepsPageOnNetworkError: true });
      if (failure.network) toast.error(t.offline, { duration: ERROR_TOAST_MS });
    } finally {
      setPending(false);
    }
  }

  return (
    <button
      type="button"
      className="btn btn-outline export-button"
      onClick={() => void exportList()}
      disabled={pending}
      aria-busy={pending}
      aria-label={t.name({ label: pending ? t.busy : t.label, list })}
      data-export={kind}
    >
      <DownloadIcon />
      <span>{pending ? t.busy : t.label}</span>
    </button>
  );
}
