import { useFormat } from '../../stores/locale.ts';

/**
 * The foot of a card in the chat (a new order, a quote): its View button, when there is
 * something to open, and the time the card was sent.
 */
export default function CardFoot({
  view,
  onView,
  createdAt,
}: {
  view: string;
  onView?: (() => void) | undefined;
  createdAt: string;
}) {
  const format = useFormat();
  return (
    <div className="order-card-foot">
      {onView && (
        <button type="button" className="btn btn-primary btn-small" onClick={onView}>
          {view}
        </button>
      )}
      <time dateTime={createdAt}>{format.time(createdAt)}</time>
    </div>
  );
}
