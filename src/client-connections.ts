/**
 * A cap on the sockets one remote address may hold open, beside the process-wide cap
 * (`server.maxConnections`): without it, one client opening a thousand sockets and sending nothing
 * takes every slot and locks everyone else out until its sockets time out. Counted on the socket's
 * own address, since no request (and so no X-Forwarded-For) has been read when a socket arrives:
 * behind a reverse proxy every socket comes from the proxy, whose own per-client limits then apply
 * (README: VISIBILITY_MAX_CONNECTIONS_PER_CLIENT).
 */
import type { Server, Socket } from 'node:net';

export function capConnectionsPerClient(server: Server, maxPerClient: number): void {
  const open = new Map<string, number>();
  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress;
    if (address === undefined) return;
    const count = (open.get(address) ?? 0) + 1;
    if (count > maxPerClient) {
      // Closed before it costs a request, as the process-wide cap does.
      socket.destroy();
      return;
    }
    open.set(address, count);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left > 0) open.set(address, left);
      else open.delete(address);
    });
  });
}
