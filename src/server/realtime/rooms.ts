/** Every connected socket of a user joins this room, so events reach all their tabs. */
export const userRoom = (userId: string) => `user:${userId}`;
/** Sourcing agents and admins, who see every buyer's messages. */
export const STAFF_ROOM = 'staff';
/** The sockets opened with one session's token; closed when that session ends. */
export const sessionRoom = (sessionId: string) => `session:${sessionId}`;
/** Every buyer's sockets: told when the desk comes online or goes away. */
export const BUYERS_ROOM = 'buyers';
