/**
 * A cap on the sockets one remote address may hold open, beside the process-wide cap
 * (`server.maxConnections`): without it, one client opening a thousand sockets and sending nothing
 * takes every slot and locks everyone else out until its sockets time out. Counted on the socket's
 * own address, since no request (and so no X-Forwarded-For) has been read when a socket arrives.
 * The reverse proxies named by VISIBILITY_TRUST_PROXY are not capped: every client behind them
 * arrives from their addresses, and limiting clients is then the proxy's part. (With `true` every
 * peer is such a proxy; a hop count names no address, so the cap applies to every peer.)
 */
import type { Server, Socket } from 'node:net';
import ipaddr from 'ipaddr.js';
import type { TrustProxy } from './core/runtime/config.ts';

// proxy-addr's names (what Fastify's trustProxy accepts besides addresses).
const namedRanges: Record<string, string[]> = {
  loopback: ['127.0.0.1/8', '::1/128'],
  linklocal: ['169.254.0.0/16', 'fe80::/10'],
  uniquelocal: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'],
};

/** Whether a socket address is one of the proxies trusted to forward client addresses. */
export function trustedProxyMatcher(trust: TrustProxy): (address: string) => boolean {
  if (trust === true) return () => true;
  if (!Array.isArray(trust)) return () => false;
  const ranges = trust
    .flatMap(
      (entry) => namedRanges[entry] ?? [entry.includes('/') ? entry : `${entry}/${ipaddr.parse(entry).kind() === 'ipv4' ? 32 : 128}`],
    )
    .map((cidr) => ipaddr.parseCIDR(cidr));
  return (address) => {
    if (!ipaddr.isValid(address)) return false;
    const parsed = ipaddr.process(address); // ::ffff:a.b.c.d as IPv4
    return ranges.some(([range, bits]) => range.kind() === parsed.kind() && parsed.match(range, bits));
  };
}

export function capConnectionsPerClient(server: Server, maxPerClient: number, trust: TrustProxy = false): void {
  const open = new Map<string, number>();
  const isTrustedProxy = trustedProxyMatcher(trust);
  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress;
    if (address === undefined || isTrustedProxy(address)) return;
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
