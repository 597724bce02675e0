import { messages, useMessages } from '../../stores/locale.ts';
import type { ApiData } from '../shared/useApiData.ts';
import '../shared/hub.css';

const text = messages('hub/summary-cards', { loading: 'Loading figures' });

export interface SummaryItem {
  label: string;
  value: string;
  tone?: 'orange' | 'blue' | 'green';
}

/** A row of figure cards (activity, order and inquiry summaries). */
export default function SummaryCards({ items, label }: { items: SummaryItem[]; label: string }) {
  return (
    <ul className="summary-cards" aria-label={label}>
      {items.map((item) => (
        <li key={item.label} className={`summary-card ${item.tone ?? ''}`}>
          <span className="summary-label">{item.label}</span>
          <span className="summary-value">{item.value}</span>
        </li>
      ))}
    </ul>
  );
}

/** Placeholders while the figures load, the same size as the cards. */
export function SummaryCardsLoading({ count }: { count: number }) {
  const t = useMessages(text);
  return (
    <div className="summary-cards" role="status" aria-label={t.loading}>
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className="skeleton" />
      ))}
    </div>
  );
}

/** A summary's figures as they load: placeholders, then the cards, or `failed` when they could not load. */
export function LoadedSummary<T>({
  summary,
  label,
  failed,
  children: items,
}: {
  summary: ApiData<T>;
  label: string;
  failed: string;
  /** The figures, once the summary is in. */
  children: (data: T) => SummaryItem[];
}) {
  if (summary.state === 'loaded') return <SummaryCards label={label} items={items(summary.data)} />;
  // Every hub summary has three figures.
  if (summary.state === 'loading') return <SummaryCardsLoading count={3} />;
  return <p role="alert">{failed}</p>;
}
