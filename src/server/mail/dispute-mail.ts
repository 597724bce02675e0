import { DISPUTE_STATUS_LABELS, type DisputeStatus, type DisputeType } from '../../shared/dispute.ts';
import type { Company } from './company.ts';
import { type MailContent, actionMail } from './templates.ts';

/** What the buyer is told when an agent answers or moves their dispute. */
export function disputeStepMail(args: {
  company: Company;
  fullName: string;
  subject: DisputeType;
  status: DisputeStatus;
  statusChanged: boolean;
  reply: string | null;
  link: string;
}): MailContent {
  const state = DISPUTE_STATUS_LABELS[args.status];
  const headline = args.statusChanged
    ? `Your dispute "${args.subject}" is now: ${state}.`
    : `A sourcing agent replied to your dispute "${args.subject}".`;
  const intro = args.reply ? `${headline}\n\n${args.reply}` : headline;
  return actionMail({
    company: args.company,
    fullName: args.fullName,
    subject: args.statusChanged ? `Your dispute: ${state}` : 'A reply to your dispute',
    intro,
    action: 'Open the Message Center',
    link: args.link,
    expiry:
      args.status === 'AWAITING_BUYER'
        ? 'We need your answer to continue: reply from the Message Center.'
        : 'You can reply from the Message Center.',
    reason: `You received this e-mail because you raised a dispute with ${args.company.name}.`,
  });
}
