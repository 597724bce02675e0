// The company file, content/site.json: what the pages show (src/config/site.ts) and what
// every mail says about the sender (src/server/mail/company.ts), checked by one schema.
import { z } from 'zod';

/**
 * An outside address the pages link to: http(s) only. `javascript:` and `data:` addresses
 * are URLs too, and an editor's would sit in every page's footer and JSON-LD (issue 35).
 */
const webAddress = z.url({ protocol: /^https?$/, error: 'must be a full https:// address' });

/** The company's name, logo, addresses and outbound links: content, so re-branding needs no code. */
export const SiteSchema = z.object({
  name: z.string().min(1),
  legalName: z.string().min(1),
  tagline: z.string().min(1),
  /** srcOnDark: the variant shown on the transparent header over the home hero. */
  logo: z.object({
    src: z.string().startsWith('/'),
    srcOnDark: z.string().startsWith('/').optional(),
    alt: z.string().min(1),
  }),
  email: z.email(),
  phone: z.string().min(5),
  addresses: z.array(z.object({ label: z.string(), lines: z.array(z.string()).min(1) })).length(2),
  links: z.object({
    marketplace: webAddress,
    logisticsHub: webAddress,
    tradeFinance: webAddress,
    sourcing: webAddress,
    academy: webAddress,
    video: webAddress,
  }),
  social: z.array(z.object({ name: z.string(), href: webAddress })).length(4),
  /** Fixes the footer's year on purpose; without it the footer shows the year the site was built. */
  copyrightYear: z.number().int().optional(),
});

export type Site = z.infer<typeof SiteSchema>;
