import { incotermWithPlace } from '../../shared/quotes/quote-answers.ts';
import type { QuoteCard } from '../../shared/quotes/quotes.contract.ts';
import { messages, params, useFormat, useMessages } from '../../stores/locale.ts';
import { FactList } from '../shared/FactList.tsx';
import CardFoot from './CardFoot.tsx';

const text = messages('messages/quote-card', {
  replaced: 'Replaced by a newer quote',
  expired: 'Expired',
  revised: params('Revised quote (version {version})'),
  quote: 'Quote',
  price: 'Price',
  perMT: params('{price} per MT'),
  quantity: 'Quantity',
  mt: params('{quantity} MT'),
  total: 'Total',
  terms: 'Terms',
  leadTime: 'Lead time',
  days: params('{days} days'),
  validUntil: 'Valid until',
  view: 'View quote',
});

interface Props {
  quote: QuoteCard;
  createdAt: string;
  /** A later card of the same inquiry exists: this offer was replaced. */
  replaced: boolean;
  onViewQuote: (quote: QuoteCard) => void;
}

/**
 * The quote card an agent's quote puts in the conversation: product, price per MT, terms,
 * validity and 'View quote', which opens the quote to accept or decline it. The card is
 * what was offered; whether it still stands is read from its validity and from newer cards,
 * and the quote itself tells the rest.
 */
export default function QuoteCardView({ quote, createdAt, replaced, onViewQuote }: Props) {
  const t = useMessages(text);
  const format = useFormat();
  const expired = Date.now() >= Date.parse(quote.validUntil);
  const standing = replaced ? t.replaced : expired ? t.expired : null;
  return (
    <div className={`order-card quote-card${standing ? ' quote-card-stale' : ''}`}>
      <p className="order-card-title">
        {quote.version > 1 ? t.revised({ version: quote.version }) : t.quote}
        {standing && <span className="quote-card-standing"> · {standing}</span>}
      </p>
      <p className="quote-card-product">{quote.productName}</p>
      <FactList
        rows={[
          [t.price, t.perMT({ price: format.usd(quote.pricePerMT) })],
          [t.quantity, t.mt({ quantity: format.number(quote.quantity) })],
          [t.total, format.usd(quote.total)],
          [t.terms, `${incotermWithPlace(quote)}, ${quote.paymentTerm}`],
          [t.leadTime, t.days({ days: format.number(quote.leadTimeDays) })],
          [t.validUntil, <time dateTime={quote.validUntil}>{format.date(quote.validUntil)}</time>],
        ]}
      />
      <CardFoot view={t.view} onView={() => onViewQuote(quote)} createdAt={createdAt} />
    </div>
  );
}
