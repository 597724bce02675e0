// The work waiting for staff, counted by the server and sent to every console over the socket
// (`console-counts`). Other areas may add counts here; the shell shows each one it knows.

export interface ConsoleCounts {
  /** Conversations with buyer messages that no agent owns and that are not resolved. */
  unassignedChats: number;
  /** Inquiries no quote has answered yet. */
  pendingInquiries: number;
  /** Payment proofs waiting for a decision. */
  receiptsToVerify: number;
  /** Disputes raised that nobody has picked up yet. */
  openDisputes: number;
}

export const CONSOLE_COUNT_LABELS: Record<keyof ConsoleCounts, [one: string, many: string]> = {
  unassignedChats: ['unassigned chat', 'unassigned chats'],
  pendingInquiries: ['pending inquiry', 'pending inquiries'],
  receiptsToVerify: ['receipt to verify', 'receipts to verify'],
  openDisputes: ['open dispute', 'open disputes'],
};
