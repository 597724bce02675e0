import type { Locale } from '../../shared/i18n/locales.ts';
import { countryNameIn } from '../../shared/i18n/country-by-name.ts';
import { productNameIn, type TradeName } from '../../shared/i18n/trade-names.ts';
import { formatQuantity, formatUsd } from '../../shared/i18n/trade-labels.ts';
import type { Company } from './company.ts';

/** A mail ready for a transport: both parts, and the links it carries (logged by the outbox). */
export interface MailContent {
  subject: string;
  text: string;
  html: string;
  links: string[];
}

export interface ActionMail {
  /** The reader's language: a buyer's own; staff read English. */
  locale: Locale;
  company: Company;
  fullName: string;
  subject: string;
  intro: string;
  action: string;
  link: string;
  expiry: string;
  /** The one line that tells the reader why they got this mail. */
  reason: string;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The words of the layout itself. */
const FRAME: Record<Locale, { hello: (name: string) => string; noButton: string }> = {
  en: {
    hello: (name) => `Hello ${name},`,
    noButton: 'If the button does not work, copy this link into your browser:',
  },
  fr: {
    hello: (name) => `Bonjour ${name},`,
    noButton: 'Si le bouton ne fonctionne pas, copiez ce lien dans votre navigateur :',
  },
};

/** The greeting every mail opens with, in the reader's language. */
export const greeting = (locale: Locale, fullName: string) => FRAME[locale].hello(fullName);

/** One layout for every account mail: greeting, one button, the plain link, expiry, reason. */
export function actionMail(mail: ActionMail): MailContent {
  const { company, link } = mail;
  const frame = FRAME[mail.locale];
  const text = [
    frame.hello(mail.fullName),
    '',
    mail.intro,
    '',
    `${mail.action}: ${link}`,
    '',
    mail.expiry,
    '',
    mail.reason,
    '',
    `${company.name}`,
    `${company.address} · ${company.email}`,
  ].join('\n');

  const e = escapeHtml;
  const html = `<!doctype html>
<html lang="${mail.locale}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${e(mail.subject)}</title></head>
<body style="margin:0;padding:24px;background:#f9f9f9;font-family:Arial,Helvetica,sans-serif;color:#282828">
  <table role="presentation" width="100%" style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:10px;padding:32px">
    <tr><td>
      <p style="margin:0 0 24px;font-size:20px;font-weight:bold;color:#c24403">${e(company.name)}</p>
      <p style="margin:0 0 16px">${e(frame.hello(mail.fullName))}</p>
      <p style="margin:0 0 24px;line-height:1.5">${e(mail.intro)}</p>
      <p style="margin:0 0 24px"><a href="${e(link)}" style="display:inline-block;padding:12px 24px;background:#c24403;color:#ffffff;text-decoration:none;border-radius:8px;font-weight:bold">${e(mail.action)}</a></p>
      <p style="margin:0 0 8px;font-size:14px;color:#5c5c5c">${e(frame.noButton)}</p>
      <p style="margin:0 0 24px;font-size:14px;word-break:break-all"><a href="${e(link)}" style="color:#006bad">${e(link)}</a></p>
      <p style="margin:0 0 24px;font-size:14px;color:#5c5c5c">${e(mail.expiry)}</p>
      <p style="margin:0;font-size:12px;color:#5c5c5c;border-top:1px solid #e4e4e4;padding-top:16px">${e(mail.reason)}<br>${e(company.name)} · ${e(company.address)} · ${e(company.email)}</p>
    </td></tr>
  </table>
</body>
</html>`;
  return { subject: mail.subject, text, html, links: [link] };
}

type AccountMailArgs = { locale: Locale; company: Company; fullName: string; link: string };

export function verificationMail(args: AccountMailArgs): MailContent {
  const name = args.company.name;
  const words =
    args.locale === 'fr'
      ? {
          subject: `Confirmez votre adresse e-mail pour ${name}`,
          intro: `Merci de votre inscription. Veuillez confirmer votre adresse e-mail pour commencer vos achats sur ${name}.`,
          action: 'Confirmer mon adresse e-mail',
          expiry: 'Ce lien ne peut servir qu’une fois et expire dans 48 heures.',
          reason: `Vous recevez cet e-mail parce que cette adresse a servi à créer un compte acheteur sur ${name} ; si ce n’est pas vous, ignorez-le.`,
        }
      : {
          subject: `Verify your e-mail address for ${name}`,
          intro: `Thank you for signing up. Please confirm your e-mail address to start buying on ${name}.`,
          action: 'Verify my e-mail address',
          expiry: 'This link works once and expires in 48 hours.',
          reason: `You received this e-mail because this address was used to register a buyer account on ${name}; if that was not you, ignore it.`,
        };
  return actionMail({ ...args, ...words });
}

export function passwordResetMail(args: AccountMailArgs): MailContent {
  const name = args.company.name;
  const words =
    args.locale === 'fr'
      ? {
          subject: `Réinitialisez votre mot de passe ${name}`,
          intro:
            'Nous avons reçu une demande de réinitialisation du mot de passe de votre compte. Choisissez-en un nouveau à l’aide du lien ci-dessous.',
          action: 'Choisir un nouveau mot de passe',
          expiry:
            'Ce lien ne peut servir qu’une fois et expire dans 30 minutes. Un nouveau mot de passe vous déconnecte de tous vos appareils.',
          reason: `Vous recevez cet e-mail parce qu’une réinitialisation du mot de passe a été demandée pour cette adresse sur ${name} ; si ce n’est pas vous, ignorez-le : votre mot de passe reste inchangé.`,
        }
      : {
          subject: `Reset your ${name} password`,
          intro: 'We received a request to reset the password of your account. Choose a new one with the link below.',
          action: 'Set a new password',
          expiry: 'This link works once and expires in 30 minutes. Setting a new password signs you out everywhere.',
          reason: `You received this e-mail because a password reset was requested for this address on ${name}; if that was not you, ignore it and your password stays the same.`,
        };
  return actionMail({ ...args, ...words });
}

/** To the owner of an address someone tried to sign up with: the account exists already. */
export function accountExistsMail(args: AccountMailArgs & { resetLink: string }): MailContent {
  const name = args.company.name;
  const words =
    args.locale === 'fr'
      ? {
          subject: `Vous avez déjà un compte ${name}`,
          intro:
            'Quelqu’un, sans doute vous-même, a tenté de créer un nouveau compte avec cette adresse e-mail, mais elle en possède déjà un. Connectez-vous plutôt avec celui-ci.',
          action: 'Se connecter',
          expiry: `Mot de passe oublié ? Choisissez-en un nouveau ici : ${args.resetLink}`,
          reason: `Vous recevez cet e-mail parce que cette adresse a servi à une inscription sur ${name} ; si ce n’est pas vous, ignorez-le : rien n’a changé.`,
        }
      : {
          subject: `You already have a ${name} account`,
          intro: `Someone, probably you, tried to create a new account with this e-mail address, but it already has one. Sign in with it instead.`,
          action: 'Sign in',
          expiry: `Forgot your password? Choose a new one here: ${args.resetLink}`,
          reason: `You received this e-mail because this address was used to register on ${name}; if that was not you, ignore it: nothing has changed.`,
        };
  return actionMail({ ...args, ...words });
}

export function staffInvitationMail(args: {
  company: Company;
  fullName: string;
  link: string;
  invitedBy: string;
  roleLabel: string;
}): MailContent {
  return actionMail({
    ...args,
    // Staff read the console in English.
    locale: 'en',
    subject: `You are invited to the ${args.company.name} operations console`,
    intro: `${args.invitedBy} invited you to join the ${args.company.name} team as ${args.roleLabel.toLowerCase()}. Choose a password to open your console account.`,
    action: 'Accept the invitation',
    expiry: 'This link works once and expires in 48 hours.',
    reason: `You received this e-mail because an administrator of ${args.company.name} invited this address; if you did not expect it, ignore it.`,
  });
}

/** Tells a staff member that an administrator turned their two-step verification off. */
export function mfaResetMail(args: { company: Company; fullName: string; link: string; resetBy: string }): MailContent {
  return actionMail({
    ...args,
    locale: 'en',
    subject: `Your two-step verification for the ${args.company.name} console was reset`,
    intro: `${args.resetBy} turned off two-step verification on your console account and signed you out everywhere. Sign in with your password and set it up again with your authenticator app.`,
    action: 'Sign in to the console',
    expiry: 'Your old recovery codes no longer work.',
    reason: `You received this e-mail because an administrator of ${args.company.name} changed your console account; if you did not ask for this, tell another administrator at once.`,
  });
}

/** What a quote mail says about the offer. */
export interface QuoteMailFacts extends TradeName {
  version: number;
  quantity: number;
  pricePerMT: number;
  total: number;
  /** 'CIF Rotterdam'. */
  terms: string;
  paymentTerm: string;
  countryOfOrigin: string;
  leadTimeDays: number;
  validUntil: Date;
}

const longDate = (date: Date, locale: Locale) =>
  date.toLocaleDateString(locale === 'fr' ? 'fr-FR' : 'en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

/** A buyer's inquiry was answered with a quote (or a new version of one). */
export function quoteMail(args: {
  locale: Locale;
  company: Company;
  fullName: string;
  link: string;
  quote: QuoteMailFacts;
}): MailContent {
  const { quote, locale } = args;
  const revised = quote.version > 1;
  const price = formatUsd(quote.pricePerMT, locale);
  const total = formatUsd(quote.total, locale);
  const quantity = formatQuantity(quote.quantity, locale);
  const validUntil = longDate(quote.validUntil, locale);
  const product = productNameIn(quote, locale);
  const origin = countryNameIn(quote.countryOfOrigin, locale);
  const words =
    locale === 'fr'
      ? {
          subject: revised
            ? `Offre de prix révisée pour ${product} : ${price} la tonne`
            : `Votre offre de prix pour ${product} : ${price} la tonne`,
          intro:
            `${revised ? `Nous avons révisé notre offre (version ${quote.version}) pour votre demande ; elle remplace la précédente.` : 'Notre équipe d’approvisionnement a répondu à votre demande.'} ` +
            `${quantity} t de ${product} en provenance de ${origin} à ${price} la tonne, ` +
            `${quote.terms}, paiement ${quote.paymentTerm} : ${total} au total, expédition sous ${quote.leadTimeDays} jours.`,
          action: 'Consulter et accepter l’offre',
          expiry: `Cette offre est valable jusqu’au ${validUntil} (UTC). En l’acceptant, vous passez commande à ces conditions.`,
          reason: `Vous recevez cet e-mail parce que vous avez envoyé une demande sur ${args.company.name}.`,
        }
      : {
          subject: revised
            ? `Revised quote for ${product}: ${price} per MT`
            : `Your quote for ${product}: ${price} per MT`,
          intro:
            `${revised ? `We revised our quote (version ${quote.version}) for your inquiry; it replaces the earlier one.` : 'Our sourcing team answered your inquiry.'} ` +
            `${quantity} MT of ${product} from ${origin} at ${price} per MT, ` +
            `${quote.terms}, ${quote.paymentTerm} payment: ${total} in all, shipped within ${quote.leadTimeDays} days.`,
          action: 'View and accept the quote',
          expiry: `This quote is valid until ${validUntil} (UTC). Accepting it places your order at these terms.`,
          reason: `You received this e-mail because you sent an inquiry on ${args.company.name}.`,
        };
  return actionMail({ ...args, ...words });
}
