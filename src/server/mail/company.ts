import { readFileSync } from 'node:fs';
import { SiteSchema } from '../../shared/site/site.ts';

/** What a mail says about the sender; read from content/site.json so re-branding needs no code. */
export interface Company {
  name: string;
  email: string;
  /** One postal address, as the law of many countries asks of commercial mail. */
  address: string;
  /** The registered name invoices are issued in. */
  legalName: string;
  /** The head office's address, line by line, as printed on a pro-forma. */
  addressLines: string[];
  phone: string;
}

const SITE_JSON = new URL('../../../content/site.json', import.meta.url);

let cached: Company | undefined;

export function company(): Company {
  if (cached) return cached;
  const site = SiteSchema.parse(JSON.parse(readFileSync(SITE_JSON, 'utf8')));
  const lines = site.addresses[0]?.lines ?? [];
  cached = {
    name: site.name,
    email: site.email,
    address: lines.join(', '),
    legalName: site.legalName,
    addressLines: lines,
    phone: site.phone,
  };
  return cached;
}
