// The contact form's calls and the console's website leads (docs/product/api.md).
import { z } from 'zod';
import { EmailField, PhoneNumberField } from '../auth/auth-schemas.ts';
import { PageQuery, paged } from '../common/envelope.ts';
import { isCountryCode } from '../common/countries.ts';
import { LOCALES } from '../i18n/locales.ts';
import { CONTACT_HONEYPOT, CONTACT_INTERESTS, LEAD_STATUSES } from './contact.ts';

const text = (what: string, max: number) =>
  z
    .string({ error: `${what} is required` })
    .trim()
    .min(1, `${what} is required`)
    .max(max, `${what} must be at most ${max} characters`);

/** GET /contact/form-token: what the form sends back, proving when the page gave it out. */
export const ContactFormToken = z
  .object({ token: z.string() })
  .meta({ id: 'ContactFormToken', example: { token: '1795439365123.x8QmZ1...' } });
export type ContactFormToken = z.infer<typeof ContactFormToken>;

export const ContactBody = z
  .object({
    name: text('Name', 120),
    company: text('Company', 160),
    country: z
      .string({ error: 'Country is required' })
      .trim()
      .toUpperCase()
      .refine(isCountryCode, 'Choose your country'),
    phone: PhoneNumberField,
    email: EmailField,
    interest: z.enum(CONTACT_INTERESTS, { error: 'Choose what you are interested in' }),
    message: text('Message', 4000).min(10, 'Tell us a little more (at least 10 characters)'),
    language: z.enum(LOCALES).default('en'),
    token: z.string({ error: 'Reload the page and send the form again.' }).max(200),
    /** The field people do not see: anything in it is a robot's. */
    [CONTACT_HONEYPOT]: z.string().max(500).optional(),
  })
  .meta({
    example: {
      name: 'Marta Schulz',
      company: 'Nordkern Foods GmbH',
      country: 'DE',
      phone: '+49 30 901820',
      email: 'marta.schulz@nordkern.example',
      interest: 'cashew',
      message: 'We buy 4 x 40 ft of W320 kernels a quarter. Can you quote RCN FOB Cotonou for May shipment?',
      language: 'en',
      token: '1795439365123.x8QmZ1...',
      website: '',
    },
  });
export type ContactInput = z.infer<typeof ContactBody>;

export const ContactAnswer = z
  .object({ received: z.literal(true) })
  .meta({ id: 'ContactAnswer', example: { received: true } });

export const LeadStatus = z.enum(LEAD_STATUSES);

export const LeadReply = z.object({
  id: z.uuid(),
  body: z.string(),
  authorName: z.string().nullable(),
  createdAt: z.iso.datetime(),
});

export const Lead = z
  .object({
    id: z.uuid(),
    status: LeadStatus,
    name: z.string(),
    company: z.string(),
    country: z.string(),
    phone: z.string(),
    email: z.string(),
    interest: z.enum(CONTACT_INTERESTS),
    message: z.string(),
    language: z.enum(LOCALES),
    createdAt: z.iso.datetime(),
    replies: z.array(LeadReply),
  })
  .meta({
    id: 'Lead',
    example: {
      id: 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d',
      status: 'NEW',
      name: 'Marta Schulz',
      company: 'Nordkern Foods GmbH',
      country: 'DE',
      phone: '+4930901820',
      email: 'marta.schulz@nordkern.example',
      interest: 'cashew',
      message: 'Can you quote RCN FOB Cotonou for May shipment?',
      language: 'en',
      createdAt: '2026-11-28T09:00:00.000Z',
      replies: [],
    },
  });
export type Lead = z.infer<typeof Lead>;

export const LeadsPage = paged(Lead);
export type LeadsPage = z.infer<typeof LeadsPage>;

export const LeadsQuery = PageQuery.extend({ status: LeadStatus.optional() });

export const LeadParams = z.object({ id: z.uuid({ error: 'No such lead.' }) });

export const LeadReplyBody = z
  .object({ body: text('Reply', 8000) })
  .meta({ example: { body: 'Dear Ms Schulz, thank you for your inquiry...' } });
