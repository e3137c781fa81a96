import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

/**
 * At most `max` connections, and room made for a newcomer at the cap by closing the connection
 * that has been idle longest: one that is not being answered (it has not finished sending a
 * request, or it is between keep-alive requests). Node's own `server.maxConnections` refuses the
 * newcomer instead, so clients that send a request, take no answer and keep the connection open
 * (never reading, never closing) held every place until their keep-alive time-out, and an honest
 * client was refused meanwhile; they are idle once their answer is written, so they go first now.
 * A connection whose answer is still being computed or written (a search, a hang fault, an event
 * stream) is never closed to make room: when all are busy, the newcomer is refused.
 */
export function capConnections(server: Server, max: number): void {
  const counted = new Set<Socket>();
  /** Idle connections, longest idle first (a Set keeps insertion order). */
  const idle = new Set<Socket>();
  const answering = new Map<Socket, number>();

  server.on('connection', (socket: Socket) => {
    if (counted.size >= max) {
      const longestIdle = idle.values().next().value as Socket | undefined;
      if (!longestIdle) {
        socket.destroy();
        return;
      }
      forget(longestIdle);
      longestIdle.destroy();
    }
    counted.add(socket);
    idle.add(socket);
    socket.once('close', () => forget(socket));
  });

  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    const socket = request.socket;
    if (!counted.has(socket)) return;
    idle.delete(socket);
    answering.set(socket, (answering.get(socket) ?? 0) + 1);
    response.once('close', () => {
      const left = (answering.get(socket) ?? 1) - 1;
      if (left > 0) return void answering.set(socket, left);
      answering.delete(socket);
      // Idle again, and now the newest idle one.
      if (counted.has(socket) && !socket.destroyed) idle.add(socket);
    });
  });

  function forget(socket: Socket): void {
    counted.delete(socket);
    idle.delete(socket);
    answering.delete(socket);
  }
}
