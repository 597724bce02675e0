import { type SubmitEvent, useEffect, useRef, useState } from 'react';
import { apiPost } from '../../lib/api/http.ts';
import { formatDuration } from '../../lib/format/durations.ts';
import { goTo } from '../../lib/navigation.ts';
import type { OrderDetails } from '../../shared/orders/orders.contract.ts';
import { QUOTE_LIMITS } from '../../shared/quotes/quotes.ts';
import { incotermWithPlace, type InquiryWithQuotes } from '../../shared/quotes/quote-answers.ts';
import type { Quote } from '../../shared/quotes/quotes.contract.ts';
import { SubmitButton, TextAreaField } from '../shared/FormFields.tsx';
import { messages, params, useFormat, useMessages } from '../../stores/locale.ts';
import { countryNameIn } from '../../shared/i18n/country-by-name.ts';
import { agentNameIn } from '../../shared/chat/agent-name.ts';
import { FactList } from '../shared/FactList.tsx';
import { useLabels } from '../shared/labels.ts';
import StatusBadge from '../shared/StatusBadge.tsx';
import { useFields } from '../shared/useFields.ts';
import { SubmitAlerts, useSubmit } from '../shared/useSubmit.tsx';

const text = messages('hub/quotes', {
  validUntil: params('Valid until {when} ({left} left).'),
  expired: params('Expired on {when}. Ask your sourcing agent for a new quote.'),
  replacedBy: params('Replaced by version {version} on {when}.'),
  replaced: 'Replaced by a newer quote.',
  declinedBecause: params('You declined it on {when}: "{reason}"'),
  declined: params('You declined it on {when}.'),
  accepted: params('You accepted it on {when}; it became your order.'),
  none: 'No quote yet. A sourcing agent answers inquiries within two working days; you will be e-mailed and see the quote here and in your Message Center.',
  quote: 'Quote',
  version: params('version {version}'),
  from: params('from {agent}, {when}'),
  pricePerMT: 'Price per MT',
  quantity: 'Quantity',
  mt: params('{quantity} MT'),
  total: 'Total',
  terms: 'Terms',
  payment: 'Payment',
  origin: 'Origin',
  leadTime: 'Lead time',
  days: params('{days} days'),
  viewOrder: 'View order',
  confirmText: params(
    'Accepting places an order for {quantity} MT at {price} per MT, {terms}, {payment}: {total} in all.',
  ),
  confirm: 'Confirm and place order',
  back: 'Back',
  why: 'Why are you declining? (optional)',
  whyHint: 'Your sourcing agent reads this to prepare a better offer.',
  decline: 'Decline quote',
  accept: 'Accept quote',
  declineShort: 'Decline',
});
type Text = ReturnType<typeof text.get>;
type Format = ReturnType<typeof useFormat>;

/** The line under a quote that says what became of it. */
function outcome(t: Text, format: Format, quote: Quote, newer: Quote | undefined): string | null {
  const when = (iso: string) => `${format.date(iso)}, ${format.time(iso)}`;
  const decided = when(quote.decidedAt ?? quote.createdAt);
  switch (quote.state) {
    case 'ACTIVE': {
      const left = formatDuration(Date.parse(quote.validUntil) - Date.now(), format.locale);
      return t.validUntil({ when: when(quote.validUntil), left });
    }
    case 'EXPIRED':
      return t.expired({ when: when(quote.validUntil) });
    case 'SUPERSEDED':
      return newer ? t.replacedBy({ version: newer.version, when: when(newer.createdAt) }) : t.replaced;
    case 'DECLINED':
      return quote.declineReason
        ? t.declinedBecause({ when: decided, reason: quote.declineReason })
        : t.declined({ when: decided });
    case 'ACCEPTED':
      return t.accepted({ when: decided });
  }
}

interface Props {
  inquiry: InquiryWithQuotes;
  /** The quote a 'View quote' button pointed at: scrolled to and outlined. */
  focusQuoteId?: string | undefined;
  /** After a decline: the inquiry and its quotes changed. */
  onChanged: () => void;
}

/** Every version of an inquiry's quotes, newest first; the active one can be accepted or declined. */
export default function QuoteList({ inquiry, focusQuoteId, onChanged }: Props) {
  const t = useMessages(text);
  const format = useFormat();
  const label = useLabels();
  const focused = useRef<HTMLElement>(null);
  useEffect(() => {
    focused.current?.scrollIntoView({ block: 'nearest' });
  }, [focusQuoteId]);

  if (inquiry.quotes.length === 0) {
    return <p className="muted">{t.none}</p>;
  }
  return (
    <ol className="quote-list">
      {inquiry.quotes.map((quote, index) => (
        <li key={quote.id}>
          <article
            ref={quote.id === focusQuoteId ? focused : undefined}
            className={`quote${quote.state === 'ACTIVE' ? ' quote-active' : ''}${quote.id === focusQuoteId ? ' quote-focused' : ''}`}
            aria-labelledby={`quote-${quote.id}-title`}
          >
            <header className="quote-head">
              <h4 id={`quote-${quote.id}-title`}>
                {t.quote} {quote.version > 1 ? t.version({ version: quote.version }) : ''}
                <span className="muted quote-by">
                  {' '}
                  {t.from({
                    agent: agentNameIn(quote.quotedBy, format.locale),
                    when: `${format.date(quote.createdAt)}, ${format.time(quote.createdAt)}`,
                  })}
                </span>
              </h4>
              <StatusBadge kind="quote" status={quote.state} />
            </header>
            <FactList
              className="quote-terms"
              rows={[
                [t.pricePerMT, format.usd(quote.pricePerMT)],
                [t.quantity, t.mt({ quantity: format.number(quote.quantity) })],
                [t.total, format.usd(quote.total)],
                [t.terms, incotermWithPlace(quote)],
                [t.payment, label('payment', quote.paymentTerm)],
                [t.origin, countryNameIn(quote.countryOfOrigin, format.locale)],
                [t.leadTime, t.days({ days: format.number(quote.leadTimeDays) })],
              ]}
            />
            {quote.note && <p className="quote-note">{quote.note}</p>}
            <p className="quote-outcome">{outcome(t, format, quote, inquiry.quotes[index - 1])}</p>
            {quote.state === 'ACTIVE' && <QuoteAnswer inquiryId={inquiry.id} quote={quote} onDeclined={onChanged} />}
            {quote.state === 'ACCEPTED' && quote.orderId && (
              <div className="quote-actions">
                <a className="btn btn-outline" href={`/order/details/${quote.orderId}`}>
                  {t.viewOrder}
                </a>
              </div>
            )}
          </article>
        </li>
      ))}
    </ol>
  );
}

/** Accept (confirmed once, since it places an order) or decline with an optional reason. */
function QuoteAnswer({ inquiryId, quote, onDeclined }: { inquiryId: string; quote: Quote; onDeclined: () => void }) {
  const t = useMessages(text);
  const format = useFormat();
  const [step, setStep] = useState<'choose' | 'confirm' | 'decline'>('choose');
  const submission = useSubmit({ fields: ['reason'] });
  const { values, field } = useFields({ reason: '' }, submission);
  const path = `rfq/${encodeURIComponent(inquiryId)}/quotes/${encodeURIComponent(quote.id)}`;
  // Refused because the quote moved on (expired, replaced): show what it is now.
  const showWhatItIsNow = () => void onDeclined();
  const back = () => {
    submission.reset();
    setStep('choose');
  };

  const accept = (event: SubmitEvent) => {
    event.preventDefault();
    void submission.send(
      () => apiPost<OrderDetails>(`${path}/accept`),
      (order) => goTo(`/order/details/${order.id}`),
      showWhatItIsNow,
    );
  };

  const decline = (event: SubmitEvent) => {
    event.preventDefault();
    const reason = values.reason.trim();
    void submission.send(() => apiPost(`${path}/decline`, reason ? { reason } : {}), onDeclined, showWhatItIsNow);
  };

  if (step === 'confirm') {
    return (
      <form ref={submission.ref} className="quote-answer" onSubmit={accept}>
        <p role="status">
          {t.confirmText({
            quantity: format.number(quote.quantity),
            price: format.usd(quote.pricePerMT),
            terms: incotermWithPlace(quote),
            payment: quote.paymentTerm,
            total: format.usd(quote.total),
          })}
        </p>
        <SubmitAlerts submission={submission} />
        <StepActions pending={submission.pending} submit={t.confirm} onBack={back} />
      </form>
    );
  }
  if (step === 'decline') {
    return (
      <form ref={submission.ref} className="quote-answer" onSubmit={decline} noValidate>
        <TextAreaField
          {...field('reason')}
          label={t.why}
          hint={t.whyHint}
          maxLength={QUOTE_LIMITS.declineReason}
          rows={3}
        />
        <SubmitAlerts submission={submission} />
        <StepActions pending={submission.pending} submit={t.decline} onBack={back} />
      </form>
    );
  }
  return (
    <div className="quote-actions">
      <button type="button" className="btn btn-primary" onClick={() => setStep('confirm')}>
        {t.accept}
      </button>
      <button type="button" className="btn btn-outline" onClick={() => setStep('decline')}>
        {t.declineShort}
      </button>
    </div>
  );
}

/** The foot of a confirm or decline step: its submit button, and Back to the choice. */
function StepActions({ pending, submit, onBack }: { pending: boolean; submit: string; onBack: () => void }) {
  const t = useMessages(text);
  return (
    <div className="quote-actions">
      <SubmitButton pending={pending}>{submit}</SubmitButton>
      <button type="button" className="btn btn-outline" disabled={pending} onClick={onBack}>
        {t.back}
      </button>
    </div>
  );
}
