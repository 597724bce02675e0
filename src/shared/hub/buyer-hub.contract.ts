// The /buyer-hub calls (docs/product/data.md, docs/product/api.md): summaries of the signed-in buyer's activity and the
// settings forms. Helpers for the screens are in ../buyer-hub.ts.
import { z } from 'zod';
import { countsObject, done } from '../common/common.contract.ts';
import { FIELD_LIMITS } from '../common/field-limits.ts';
import { LOCALES } from '../i18n/locales.ts';

const count = z.int().min(0);

export const ActivitySummary = countsObject(
  'ActivitySummary',
  {
    total_transactions: z.number().min(0).meta({ description: 'USD, non-cancelled orders.' }),
    total_number_of_orders: count,
    total_number_of_enquiries: count,
  },
  { total_transactions: 132500, total_number_of_orders: 4, total_number_of_enquiries: 7 },
);
export type ActivitySummary = z.infer<typeof ActivitySummary>;

export const OrderSummary = countsObject(
  'OrderSummary',
  {
    total_orders: count,
    total_pending_orders: count,
    total_confirmed_orders: count.meta({ description: 'Orders the company confirmed and is processing.' }),
    total_shipped_orders: count,
    total_delivered_orders: count,
    total_cancelled_orders: count,
  },
  {
    total_orders: 6,
    total_pending_orders: 1,
    total_confirmed_orders: 2,
    total_shipped_orders: 1,
    total_delivered_orders: 1,
    total_cancelled_orders: 1,
  },
);
export type OrderSummary = z.infer<typeof OrderSummary>;

export const EnquirySummary = countsObject(
  'EnquirySummary',
  {
    total_pending_enquiries: count,
    total_received_quote: count,
    total_sent_enquiries: count.meta({ description: 'Completed inquiries.' }),
  },
  { total_pending_enquiries: 2, total_received_quote: 3, total_sent_enquiries: 2 },
);
export type EnquirySummary = z.infer<typeof EnquirySummary>;

const text = (max: number) =>
  z
    .string({ error: 'Must be text.' })
    .max(max, { error: `At most ${max} characters.` })
    .default('');

/** Settings > Save Changes. Types and lengths only; the profile rules give the messages. */
export const ProfileBody = z
  .object({
    fullName: text(FIELD_LIMITS.fullName),
    country: text(FIELD_LIMITS.country).meta({ description: 'ISO 3166-1 alpha-2 code.' }),
    phoneNumber: text(FIELD_LIMITS.phoneNumber),
    /** Left out by older clients: the language then stays as it is. */
    language: z.enum(LOCALES, { error: 'Choose English or French.' }).optional(),
  })
  .meta({ example: { fullName: 'Amina Bello', country: 'NG', phoneNumber: '+234 802 123 4567', language: 'fr' } });
export type ProfileInput = z.infer<typeof ProfileBody>;

/** The language switch (header, hub): one choice, remembered in the profile of a signed-in buyer. */
export const LanguageBody = z
  .object({ language: z.enum(LOCALES, { error: 'Choose English or French.' }) })
  .meta({ example: { language: 'fr' } });

/** Change Password, in the buyer's settings and the console's My account. Bounded so hashing stays cheap; the rules give the messages. */
export const PasswordBody = z
  .object({
    oldPassword: text(1024),
    newPassword: text(1024),
  })
  .meta({ example: { oldPassword: 'Cashew#Harvest2026', newPassword: 'Sesame!Lagos2027' } });

export const PasswordChangedHere = done('changed').meta({ example: { changed: true } });
