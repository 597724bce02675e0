// The buyer's disputes (GET /dispute), kept current by the chat socket's `dispute-updated`:
// an agent's reply or move shows in the Message Center without a reload.
import { atom } from 'nanostores';
import { apiGet } from '../lib/api/http.ts';
import type { Dispute } from '../shared/disputes/disputes.contract.ts';

/** Newest first; null until first loaded. */
export const $myDisputes = atom<Dispute[] | null>(null);

/** The latest dispute an agent changed, for the Message Center to announce. */
export const $disputeNews = atom<Dispute | null>(null);

export async function loadMyDisputes(): Promise<void> {
  $myDisputes.set(await apiGet<Dispute[]>('dispute'));
}

/** A dispute as the server now has it (our own answer, or a live event); unknown ones go first. */
export function storeDispute(dispute: Dispute): void {
  const list = $myDisputes.get();
  if (!list) return;
  const known = list.some((d) => d.id === dispute.id);
  $myDisputes.set(known ? list.map((d) => (d.id === dispute.id ? dispute : d)) : [dispute, ...list]);
}

/** A `dispute-updated` event on the buyer's socket. */
export function receiveDisputeEvent(dispute: Dispute): void {
  storeDispute(dispute);
  if (dispute.updates.at(-1)?.author.type === 'staff') $disputeNews.set(dispute);
}

/** After a reconnect, events may have been missed: read the list again if it is shown. */
export function refreshMyDisputes(): void {
  if ($myDisputes.get()) void loadMyDisputes().catch(() => undefined);
}
