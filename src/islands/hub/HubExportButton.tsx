import { useStore } from '@nanostores/react';
import { apiDownload } from '../../lib/api/http.ts';
import type { ExportKind } from '../../shared/exports/exports.ts';
import { $hubSearch } from '../../stores/hub-search.ts';
import ExportButton from '../shared/ExportButton.tsx';

/**
 * Export CSV above a hub table: the rows the header's search keeps on screen, every page of
 * them (the server applies the table's own search rule).
 */
export default function HubExportButton({ kind, list }: { kind: ExportKind; list: string }) {
  const q = useStore($hubSearch).trim();
  return <ExportButton kind={kind} filters={{ q }} list={list} download={apiDownload} />;
}
