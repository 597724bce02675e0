import type { DisputeStatus, DisputeType } from '../../shared/disputes/disputes.ts';
import { disputeStatusLabel, disputeTypeLabel } from '../../shared/i18n/trade-labels.ts';
import type { Locale } from '../../shared/i18n/locales.ts';
import { $format, useFormat } from '../../stores/locale.ts';

// A dispute's type and state in the reader's language, from the shared tables the dispute
// mails use. The type is also the value the server stores: only its label is translated.
const labelsIn = (locale: Locale) => ({
  type: (type: DisputeType) => disputeTypeLabel(type, locale),
  status: (status: DisputeStatus) => disputeStatusLabel(status, locale),
});

/** labels.type('Late delivery') -> "Late delivery" / "Livraison en retard"; labels.status('OPEN'). */
export const useDisputeLabels = () => labelsIn(useFormat().locale);

/** The same outside React (a toast fired by a store). */
export const disputeLabels = () => labelsIn($format.get().locale);
