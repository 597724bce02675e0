// An outbound address in content (site.json's links, a team member's profile): a full web
// address only, since `z.url()` alone also takes javascript:, data: and any other scheme.
import { z } from 'zod';
import { isWebAddress } from './safe-link.ts';

export const webAddress = (what: string) => {
  const message = `${what} must be a full https:// address`;
  return z
    .string({ error: `${what} is required` })
    .refine((value) => isWebAddress(value) && URL.canParse(value), { message });
};

/** A file of this site named by its path (`/images/logo.svg`), never another host's (`//host/…`). */
export const sitePath = z
  .string()
  .regex(/^\/(?![/\\])/, { message: 'must be a path on this site, such as /images/logo.svg' });
