import type { Company } from './company.ts';

/** A mail ready for a transport: both parts, and the links it carries (logged by the outbox). */
export interface MailContent {
  subject: string;
  text: string;
  html: string;
  links: string[];
}

export interface ActionMail {
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

/** One layout for every account mail: greeting, one button, the plain link, expiry, reason. */
export function actionMail(mail: ActionMail): MailContent {
  const { company, link } = mail;
  const text = [
    `Hello ${mail.fullName},`,
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
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${e(mail.subject)}</title></head>
<body style="margin:0;padding:24px;background:#f9f9f9;font-family:Arial,Helvetica,sans-serif;color:#282828">
  <table role="presentation" width="100%" style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:10px;padding:32px">
    <tr><td>
      <p style="margin:0 0 24px;font-size:20px;font-weight:bold;color:#c24403">${e(company.name)}</p>
      <p style="margin:0 0 16px">Hello ${e(mail.fullName)},</p>
      <p style="margin:0 0 24px;line-height:1.5">${e(mail.intro)}</p>
      <p style="margin:0 0 24px"><a href="${e(link)}" style="display:inline-block;padding:12px 24px;background:#c24403;color:#ffffff;text-decoration:none;border-radius:8px;font-weight:bold">${e(mail.action)}</a></p>
      <p style="margin:0 0 8px;font-size:14px;color:#5c5c5c">If the button does not work, copy this link into your browser:</p>
      <p style="margin:0 0 24px;font-size:14px;word-break:break-all"><a href="${e(link)}" style="color:#006bad">${e(link)}</a></p>
      <p style="margin:0 0 24px;font-size:14px;color:#5c5c5c">${e(mail.expiry)}</p>
      <p style="margin:0;font-size:12px;color:#5c5c5c;border-top:1px solid #e4e4e4;padding-top:16px">${e(mail.reason)}<br>${e(company.name)} · ${e(company.address)} · ${e(company.email)}</p>
    </td></tr>
  </table>
</body>
</html>`;
  return { subject: mail.subject, text, html, links: [link] };
}

export function verificationMail(args: { company: Company; fullName: string; link: string }): MailContent {
  return actionMail({
    ...args,
    subject: `Verify your e-mail address for ${args.company.name}`,
    intro: `Thank you for signing up. Please confirm your e-mail address to start buying on ${args.company.name}.`,
    action: 'Verify my e-mail address',
    expiry: 'This link works once and expires in 48 hours.',
    reason: `You received this e-mail because this address was used to register a buyer account on ${args.company.name}; if that was not you, ignore it.`,
  });
}

export function passwordResetMail(args: { company: Company; fullName: string; link: string }): MailContent {
  return actionMail({
    ...args,
    subject: `Reset your ${args.company.name} password`,
    intro: 'We received a request to reset the password of your account. Choose a new one with the link below.',
    action: 'Set a new password',
    expiry: 'This link works once and expires in 30 minutes. Setting a new password signs you out everywhere.',
    reason: `You received this e-mail because a password reset was requested for this address on ${args.company.name}; if that was not you, ignore it and your password stays the same.`,
  });
}

/** To the owner of an address someone tried to sign up with: the account exists already. */
export function accountExistsMail(args: {
  company: Company;
  fullName: string;
  link: string;
  resetLink: string;
}): MailContent {
  return actionMail({
    ...args,
    subject: `You already have a ${args.company.name} account`,
    intro: `Someone, probably you, tried to create a new account with this e-mail address, but it already has one. Sign in with it instead.`,
    action: 'Sign in',
    expiry: `Forgot your password? Choose a new one here: ${args.resetLink}`,
    reason: `You received this e-mail because this address was used to register on ${args.company.name}; if that was not you, ignore it: nothing has changed.`,
  });
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
    subject: `You are invited to the ${args.company.name} operations console`,
    intro: `${args.invitedBy} invited you to join the ${args.company.name} team as ${args.roleLabel.toLowerCase()}. Choose a password to open your console account.`,
    action: 'Accept the invitation',
    expiry: 'This link works once and expires in 48 hours.',
    reason: `You received this e-mail because an administrator of ${args.company.name} invited this address; if you did not expect it, ignore it.`,
  });
}

/** What a quote mail says about the offer. */
export interface QuoteMailFacts {
  productName: string;
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

const usd = (value: number) => value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const longDate = (date: Date) =>
  date.toLocaleDateString('en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

/** A buyer's inquiry was answered with a quote (or a new version of one). */
export function quoteMail(args: {
  company: Company;
  fullName: string;
  link: string;
  quote: QuoteMailFacts;
}): MailContent {
  const { quote } = args;
  const revised = quote.version > 1;
  const offer =
    `${quote.quantity.toLocaleString('en-US')} MT of ${quote.productName} from ${quote.countryOfOrigin} at ` +
    `USD ${usd(quote.pricePerMT)} per MT, ${quote.terms}, ${quote.paymentTerm} payment: USD ${usd(quote.total)} in all, ` +
    `shipped within ${quote.leadTimeDays} days.`;
  return actionMail({
    ...args,
    subject: revised
      ? `Revised quote for ${quote.productName}: USD ${usd(quote.pricePerMT)} per MT`
      : `Your quote for ${quote.productName}: USD ${usd(quote.pricePerMT)} per MT`,
    intro: `${revised ? `We revised our quote (version ${quote.version}) for your inquiry; it replaces the earlier one.` : 'Our sourcing team answered your inquiry.'} ${offer}`,
    action: 'View and accept the quote',
    expiry: `This quote is valid until ${longDate(quote.validUntil)} (UTC). Accepting it places your order at these terms.`,
    reason: `You received this e-mail because you sent an inquiry on ${args.company.name}.`,
  });
}
