// The contact form (docs/product/site.md, Contact; docs/product/console.md, Website leads): its
// spam rules and a lead's states. Plain rules, no zod.

/** A form sent sooner than this after the page gave it its token was filled in by a program. */
export const CONTACT_MIN_FILL_SECONDS = 3;

/** A form token older than this is refused: the visitor reloads the page for a fresh one. */
export const CONTACT_TOKEN_MAX_HOURS = 24;

/** Messages accepted from one network (IP address, or IPv6 /64) per hour; RATE_LIMIT_MULTIPLIER scales it. */
export const CONTACT_PER_IP = { max: 5, windowMs: 60 * 60 * 1000 } as const;

/**
 * The hidden field people never see nor fill in (labelled for screen readers as "leave empty"),
 * named like a field form-filling robots do fill.
 */
export const CONTACT_HONEYPOT = 'website';

export const LEAD_STATUSES = ['NEW', 'ANSWERED'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

export const LEAD_STATUS_LABELS: Record<LeadStatus, string> = { NEW: 'New', ANSWERED: 'Answered' };

/** What the form may say the visitor is interested in (the product focus, and the services). */
export const CONTACT_INTERESTS = [
  'cashew',
  'sesame',
  'soyabeans',
  'groundnuts',
  'ginger',
  'other-commodity',
  'trade-finance',
  'logistics',
  'academy',
] as const;
export type ContactInterest = (typeof CONTACT_INTERESTS)[number];

export const CONTACT_INTEREST_LABELS: Record<ContactInterest, { en: string; fr: string }> = {
  cashew: { en: 'Cashew nuts', fr: 'Noix de cajou' },
  sesame: { en: 'Sesame seeds', fr: 'Graines de sésame' },
  soyabeans: { en: 'Soyabeans', fr: 'Soja' },
  groundnuts: { en: 'Groundnuts', fr: 'Arachides' },
  ginger: { en: 'Ginger', fr: 'Gingembre' },
  'other-commodity': { en: 'Another commodity', fr: 'Une autre matière première' },
  'trade-finance': { en: 'Trade finance', fr: 'Financement du commerce' },
  logistics: { en: 'Logistics', fr: 'Logistique' },
  academy: { en: 'Academy and training', fr: 'Académie et formation' },
};

/**
 * Why a form with this token may not be accepted now, or undefined when it may: a token
 * issued less than CONTACT_MIN_FILL_SECONDS ago, or more than CONTACT_TOKEN_MAX_HOURS ago.
 */
export function contactTimingRefusal(
  issuedAtMs: number,
  nowMs: number,
): 'contact_too_fast' | 'contact_form_expired' | undefined {
  const age = nowMs - issuedAtMs;
  if (age < CONTACT_MIN_FILL_SECONDS * 1000) return 'contact_too_fast';
  if (age > CONTACT_TOKEN_MAX_HOURS * 3_600_000) return 'contact_form_expired';
  return undefined;
}
