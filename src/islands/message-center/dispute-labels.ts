import { DISPUTE_STATUS_LABELS, DISPUTE_TYPES, type DisputeStatus } from '../../shared/dispute.ts';
import { messages, useMessages } from '../../stores/locale.ts';

// A dispute's type and state in the reader's language. The type is also the value the server
// stores, so only its label is translated; keys are "type.<English type>" and "status.CODE".
const text = messages('messages/dispute-labels', {
  ...Object.fromEntries(DISPUTE_TYPES.map((type) => [`type.${type}`, type])),
  ...Object.fromEntries(Object.entries(DISPUTE_STATUS_LABELS).map(([code, label]) => [`status.${code}`, label])),
});

type Labels = Record<string, string>;
const labelsOf = (t: Labels) => ({
  type: (type: string) => t[`type.${type}`] ?? type,
  status: (status: DisputeStatus) => t[`status.${status}`] ?? DISPUTE_STATUS_LABELS[status],
});

/** labels.type('Late delivery') -> "Late delivery" / "Retard de livraison"; labels.status('OPEN'). */
export function useDisputeLabels() {
  return labelsOf(useMessages(text));
}

/** The same outside React (a toast fired by a store). */
export const disputeLabels = () => labelsOf(text.get());
