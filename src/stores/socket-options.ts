/** SPEC §9 socket defaults, shared by every socket the buyer pages open. */
export const SOCKET_DEFAULTS = {
  path: '/socket.io',
  timeout: 20_000,
  reconnectionDelay: 1000,
  reconnectionDelayMax: 5000,
  randomizationFactor: 0.5,
  reconnectionAttempts: Infinity,
} as const;
