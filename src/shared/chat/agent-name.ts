// What a buyer reads where the agent behind a message, a quote or a dispute reply has no name
// (an account removed, a desk message): one English name the server sends, named in the
// reader's language by the islands (issue 41, item 7).
import type { Locale } from '../i18n/locales.ts';

export const DEFAULT_AGENT_NAME = 'Sourcing Agent';

const IN_FRENCH = 'Agent d’approvisionnement';

/** An agent's name as a reader sees it: the default one in their language, a person's name as it is. */
export const agentNameIn = (name: string, locale: Locale): string =>
  locale === 'fr' && name === DEFAULT_AGENT_NAME ? IN_FRENCH : name;
