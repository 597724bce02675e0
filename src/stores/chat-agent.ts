// Who answers the buyer's chat, and whether anyone from the desk is there: asked of the
// server (GET /message/agent) when the Message Center opens and after every reconnect, then
// kept current by the buyer's socket: `chat-agent` after a claim, hand-over or release,
// `desk-presence` when the first agent opens the console or the last one leaves.
import { atom, computed, onMount } from 'nanostores';
import { apiGet } from '../lib/api/http.ts';
import type { ChatAgent } from '../shared/chat/chat.ts';
import { $messages } from './chat.ts';
import { buyerSocket } from './realtime/buyer-socket.ts';

import { DEFAULT_AGENT_NAME } from '../shared/chat/agent-name.ts';

export { DEFAULT_AGENT_NAME };

/** The agent handling the chat: null while nobody has claimed it, undefined until known. */
const $assigned = atom<ChatAgent['agent'] | undefined>(undefined);
/** Whether an agent has the console open; undefined until known. */
export const $deskOnline = atom<boolean | undefined>(undefined);

function follow() {
  // Each value moves on with every question and every event: an answer is kept only where
  // nothing newer came in while it was on its way.
  const version = { agent: 0, online: 0 };
  const refresh = () => {
    const asked = { ...version };
    apiGet<ChatAgent>('/message/agent')
      .then((answer) => {
        if (asked.agent === version.agent) $assigned.set(answer.agent);
        if (asked.online === version.online) $deskOnline.set(answer.online);
      })
      .catch(() => undefined);
  };
  const stops = [
    // Also after a reconnect: what changed while offline was not replayed.
    buyerSocket.onConnect(refresh),
    buyerSocket.subscribe('chat-agent', ({ agent }) => {
      version.agent += 1;
      $assigned.set(agent);
    }),
    buyerSocket.subscribe('desk-presence', ({ online }) => {
      version.online += 1;
      $deskOnline.set(online);
    }),
  ];
  return () => stops.forEach((stop) => stop());
}

let following: (() => void) | undefined;
let watchers = 0;
const watch = () => {
  watchers += 1;
  following ??= follow();
  return () => {
    watchers -= 1;
    if (watchers > 0) return;
    following?.();
    following = undefined;
  };
};
onMount($assigned, watch);
onMount($deskOnline, watch);

/**
 * The agent the buyer is talking to: the one handling the chat now (after a hand-over, the
 * new one), else whoever answered last, else the desk's name.
 */
export const $agentName = computed([$assigned, $messages], (assigned, messages) => {
  if (assigned) return assigned.fullName;
  const lastReply = messages.findLast((m) => m.sender !== 'buyer');
  return lastReply?.senderName ?? DEFAULT_AGENT_NAME;
});
