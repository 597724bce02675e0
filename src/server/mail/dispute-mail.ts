import type { DisputeStatus, DisputeType } from '../../shared/disputes/disputes.ts';
import type { Locale } from '../../shared/i18n/locales.ts';
import { disputeStatusLabel, disputeTypeLabel } from '../../shared/i18n/trade-labels.ts';
import type { Company } from './company.ts';
import { type MailContent, actionMail } from './templates.ts';

/** What the buyer is told, in their language, when an agent answers or moves their dispute. */
export function disputeStepMail(args: {
  locale: Locale;
  company: Company;
  fullName: string;
  subject: DisputeType;
  status: DisputeStatus;
  statusChanged: boolean;
  reply: string | null;
  link: string;
}): MailContent {
  const { locale } = args;
  const state = disputeStatusLabel(args.status, locale);
  const topic = disputeTypeLabel(args.subject, locale);
  const awaitingBuyer = args.status === 'AWAITING_BUYER';
  const words =
    locale === 'fr'
      ? {
          headline: args.statusChanged
            ? `Votre litige « ${topic} » est désormais : ${state.toLowerCase()}.`
            : `Un agent d’approvisionnement a répondu à votre litige « ${topic} ».`,
          subject: args.statusChanged ? `Votre litige : ${state.toLowerCase()}` : 'Une réponse à votre litige',
          action: 'Ouvrir la messagerie',
          expiry: awaitingBuyer
            ? 'Nous avons besoin de votre réponse pour avancer : répondez depuis la messagerie.'
            : 'Vous pouvez répondre depuis la messagerie.',
          reason: `Vous recevez cet e-mail parce que vous avez ouvert un litige auprès de ${args.company.name}.`,
        }
      : {
          headline: args.statusChanged
            ? `Your dispute "${topic}" is now: ${state}.`
            : `A sourcing agent replied to your dispute "${topic}".`,
          subject: args.statusChanged ? `Your dispute: ${state}` : 'A reply to your dispute',
          action: 'Open the Message Center',
          expiry: awaitingBuyer
            ? 'We need your answer to continue: reply from the Message Center.'
            : 'You can reply from the Message Center.',
          reason: `You received this e-mail because you raised a dispute with ${args.company.name}.`,
        };
  return actionMail({
    locale,
    company: args.company,
    fullName: args.fullName,
    subject: words.subject,
    intro: args.reply ? `${words.headline}\n\n${args.reply}` : words.headline,
    action: words.action,
    link: args.link,
    expiry: words.expiry,
    reason: words.reason,
  });
}
