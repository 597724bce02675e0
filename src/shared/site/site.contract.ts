// The company file, content/site.json: what the pages show (src/config/site.ts) and what
// every mail says about the sender (src/server/mail/company.ts), checked by one schema.
import { z } from 'zod';
import { sitePath, webAddress } from '../content/web-address.contract.ts';

/** The company's name, logo, addresses and outbound links: content, so re-branding needs no code. */
export const SiteSchema = z.object({
  name: z.string().min(1),
  legalName: z.string().min(1),
  tagline: z.string().min(1),
  /** srcOnDark: the variant shown on the transparent header over the home hero. */
  logo: z.object({
    src: sitePath,
    srcOnDark: sitePath.optional(),
    alt: z.string().min(1),
  }),
  email: z.email(),
  phone: z.string().min(5),
  addresses: z.array(z.object({ label: z.string(), lines: z.array(z.string()).min(1) })).length(2),
  links: z.object({
    marketplace: webAddress('marketplace'),
    logisticsHub: webAddress('logisticsHub'),
    tradeFinance: webAddress('tradeFinance'),
    sourcing: webAddress('sourcing'),
    academy: webAddress('academy'),
    video: webAddress('video'),
  }),
  social: z.array(z.object({ name: z.string(), href: webAddress('href') })).length(4),
  /** Fixes the footer's year on purpose; without it the footer shows the year the site was built. */
  copyrightYear: z.number().int().optional(),
});

export type Site = z.infer<typeof SiteSchema>;
