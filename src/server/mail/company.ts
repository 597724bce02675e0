import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { SiteSchema } from '../../shared/site/site.contract.ts';

/**
 * What a mail says about the sender; read from the published content's site.json so
 * re-branding needs no code, and mails name the company as the live site does.
 */
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

/** The repository's content/site.json: until the content plugin names the published one, and if that cannot be read. */
const REPOSITORY_SITE_JSON = fileURLToPath(new URL('../../../content/site.json', import.meta.url));

let siteJson = REPOSITORY_SITE_JSON;
let cached: Company | undefined;

/**
 * Mails name the company from this site.json from now on: the published version's snapshot
 * (or the content as at first start until one is published). Called by the content plugin at
 * start and whenever a version goes live, in this process or another.
 */
export function readCompanyFrom(file: string) {
  if (file === siteJson) return;
  siteJson = file;
  cached = undefined;
}

function readCompany(file: string): Company {
  const site = SiteSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
  const lines = site.addresses[0]?.lines ?? [];
  return {
    name: site.name,
    email: site.email,
    address: lines.join(', '),
    legalName: site.legalName,
    addressLines: lines,
    phone: site.phone,
  };
}

export function company(): Company {
  if (cached) return cached;
  try {
    cached = readCompany(siteJson);
  } catch {
    // A published file the schema refuses (written before a rule tightened) must not stop mail.
    cached = readCompany(REPOSITORY_SITE_JSON);
  }
  return cached;
}
