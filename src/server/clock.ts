/**
 * Where the server reads the time for what it records and measures (message times, waits,
 * service levels). Tests pass their own to move time forward without waiting.
 */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();
