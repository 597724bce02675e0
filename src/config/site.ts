import { z } from 'zod';
import raw from '../../content/site.json';
import { SiteSchema } from '../shared/site/site.contract.ts';

const parsed = SiteSchema.safeParse(raw);
if (!parsed.success) {
  throw new Error(`content/site.json is invalid:\n${z.prettifyError(parsed.error)}`);
}
export const SITE = parsed.data;
