import type { Duplex } from 'node:stream';

type Write = (...args: unknown[]) => boolean;

/**
 * Sends what is written to a connection during one turn of the event loop in one system
 * call. A busy chat connection (an agent's sees every buyer's message; a buyer's gets the
 * echo of a send and its acknowledgement together) is handed several small WebSocket frames
 * per turn, and ws writes each with a writev of its own: the connection stays corked until
 * the turn's callbacks are done, then the frames leave together.
 */
export function coalesceWrites(connection: Duplex): void {
  let corked = false;
  const uncork = () => {
    corked = false;
    connection.uncork();
  };
  const write = connection.write.bind(connection) as Write;
  connection.write = ((...args: unknown[]) => {
    if (!corked) {
      corked = true;
      connection.cork();
      setImmediate(uncork);
    }
    return write(...args);
  }) as Duplex['write'];
}
