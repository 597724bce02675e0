import type { Locale } from '../../shared/i18n/locales.ts';
import type { Company } from './company.ts';
import { type MailContent, actionMail } from './templates.ts';

/**
 * One mail for a burst of notifications about one thing (a conversation, an order, an
 * alert), in the buyer's language: the newest as the subject, every title in the body.
 */
export function notificationMail(args: {
  locale: Locale;
  company: Company;
  fullName: string;
  /** Newest first. */
  titles: string[];
  link: string;
  settingsLink: string;
}): MailContent {
  const [newest = '', ...older] = args.titles;
  const fr = args.locale === 'fr';
  // In words, as a person would write it: "and 7 more", not a bare "(+7)".
  const more =
    older.length === 1
      ? fr
        ? 'et 1 autre'
        : 'and 1 more'
      : fr
        ? `et ${older.length} autres`
        : `and ${older.length} more`;
  const subject = older.length === 0 ? newest : `${newest}, ${more}`;
  return actionMail({
    locale: args.locale,
    company: args.company,
    fullName: args.fullName,
    subject,
    intro: args.titles.map((title) => `• ${title}`).join('\n'),
    action: fr ? `Voir sur ${args.company.name}` : `View on ${args.company.name}`,
    link: args.link,
    expiry: fr
      ? `Choisissez les notifications reçues par e-mail dans vos paramètres : ${args.settingsLink}`
      : `Choose which notifications reach you by e-mail in your settings: ${args.settingsLink}`,
    reason: fr
      ? `Vous recevez cet e-mail parce que vous avez un compte acheteur chez ${args.company.name}.`
      : `You received this e-mail because you have a buyer account with ${args.company.name}.`,
  });
}
