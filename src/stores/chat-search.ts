import { computed } from 'nanostores';
import { displayText } from '../shared/chat/chat.ts';
import { $messages } from './chat.ts';
import { $hubSearch } from './hub-search.ts';

/** The conversation filtered by the hub header's search box (case-insensitive). */
export const $visibleMessages = computed([$messages, $hubSearch], (messages, search) => {
  const term = search.trim().toLowerCase();
  if (!term) return messages;
  return messages.filter((m) =>
    [displayText(m), m.order?.orderNumber ?? '', m.quote?.productName ?? '', m.senderName].some((text) =>
      text.toLowerCase().includes(term),
    ),
  );
});
