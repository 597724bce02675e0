import { useStore } from '@nanostores/react';
import { formatDuration } from '../../lib/format/durations.ts';
import { $locale, messages, useMessages } from '../../stores/locale.ts';

const text = messages('shared/inquiry-next', {
  expect: 'Expect a quote within {duration}.',
  myInquiries: 'Follow it in My Inquiries',
});

/**
 * What follows an inquiry (issue 41): when a quote is due, from the service-level target the
 * server answered with, and the way to the buyer's inquiries, where the quote will appear.
 */
export default function InquiryNextSteps({ answerWithinMinutes }: { answerWithinMinutes: number }) {
  const t = useMessages(text);
  const locale = useStore($locale);
  return (
    <p className="inquiry-next">
      {t.expect.replace('{duration}', formatDuration(answerWithinMinutes * 60_000, locale))}{' '}
      <a href="/inquiries">{t.myInquiries}</a>
    </p>
  );
}
