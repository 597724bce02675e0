import { computed } from 'nanostores';
import { $messages } from './chat.ts';

export const DEFAULT_AGENT_NAME = 'Sourcing Agent';

/** The agent the buyer is talking to: whoever answered last. */
export const $agentName = computed($messages, (messages) => {
  const lastReply = messages.findLast((m) => m.sender !== 'buyer');
  return lastReply?.senderName ?? DEFAULT_AGENT_NAME;
});
