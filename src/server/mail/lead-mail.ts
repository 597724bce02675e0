import type { Locale } from '../../shared/i18n/locales.ts';
import type { Company } from './company.ts';
import { greeting, type MailContent } from './templates.ts';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
const paragraphs = (text: string) =>
  text
    .split(/\n{2,}/)
    .map((part) => `<p>${escapeHtml(part).replace(/\n/g, '<br>')}</p>`)
    .join('\n');

/**
 * An agent's answer to a message sent with the contact form, in the language of the page it
 * was sent from, quoting the message (the sender may have no account to read it in).
 */
export function leadReplyMail(args: {
  locale: Locale;
  company: Company;
  fullName: string;
  agentName: string;
  body: string;
  original: string;
}): MailContent {
  const { locale, company } = args;
  const words =
    locale === 'fr'
      ? {
          subject: `Re : votre message à ${company.name}`,
          quoted: 'Votre message :',
          contact: `Répondez à ${company.email} ou appelez le ${company.phone}.`,
        }
      : {
          subject: `Re: your message to ${company.name}`,
          quoted: 'Your message:',
          contact: `Reply to ${company.email} or call ${company.phone}.`,
        };
  const signature = `${args.agentName}\n${company.name}`;
  const text = [
    greeting(locale, args.fullName),
    args.body,
    signature,
    words.contact,
    `${words.quoted}\n> ${args.original.split('\n').join('\n> ')}`,
  ].join('\n\n');
  const html = [
    `<p>${escapeHtml(greeting(locale, args.fullName))}</p>`,
    paragraphs(args.body),
    `<p>${escapeHtml(args.agentName)}<br>${escapeHtml(company.name)}</p>`,
    `<p>${escapeHtml(words.contact)}</p>`,
    `<p>${escapeHtml(words.quoted)}</p><blockquote>${paragraphs(args.original)}</blockquote>`,
  ].join('\n');
  return { subject: words.subject, text, html, links: [] };
}
