import { CONFIRM_MISMATCH_MESSAGE, PASSWORD_RULES } from '../../shared/auth/password-rules.ts';
import { messages, useMessages } from '../../stores/locale.ts';

// The password rules' messages are shared with the server, which answers in English: here the
// English message is the key of its translation.
const RULE_MESSAGES = [...PASSWORD_RULES.map((rule) => rule.message), CONFIRM_MISMATCH_MESSAGE];
const text = messages('shared/password-rules', Object.fromEntries(RULE_MESSAGES.map((message) => [message, message])));

/** Puts a password rule's message (or nothing) in the reader's language. */
export function usePasswordRuleText() {
  const t = useMessages(text);
  return (message: string | undefined) => (message === undefined ? undefined : (t[message] ?? message));
}
