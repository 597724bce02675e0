import { formatDue, formatDuration } from '../../../lib/format/durations.ts';
import type { StaffInquiry } from '../../../shared/inquiries/inquiries.staff.contract.ts';

/**
 * How long a pending inquiry has waited for a quote, against the quote-turnaround target:
 * "Waiting 5 h 10 min, due in 1 day 18 h" or, past the target, a red "overdue by 3 h". The server gives
 * the start of the wait and the due time (from the admins' service levels); only pending
 * inquiries wait.
 */
export default function InquiryWait({ inquiry, now }: { inquiry: StaffInquiry; now: Date }) {
  if (!inquiry.waitingSince || !inquiry.dueAt) return <span className="muted">Not waiting</span>;
  const waited = formatDuration(now.getTime() - Date.parse(inquiry.waitingSince));
  const due = formatDue(inquiry.dueAt, now);
  return (
    <span className="inquiry-wait">
      <span>
        Waiting <time dateTime={inquiry.waitingSince}>{waited}</time>,
      </span>{' '}
      <span className={due.overdue ? 'pill bad' : 'pill'}>{due.text}</span>
    </span>
  );
}
