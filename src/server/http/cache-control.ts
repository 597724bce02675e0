/** Cache-Control of an answer meant for its caller only: no shared cache keeps it, no browser stores it. */
export const PRIVATE_ANSWER = 'private, no-store';
