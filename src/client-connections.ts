/**
 * Connection admission: which sockets the server keeps, decided when a socket arrives, before it
 * costs a request. Three caps, so that no handful of addresses can lock everyone else out:
 * - per remote address (`VISIBILITY_MAX_CONNECTIONS_PER_CLIENT`): a socket past it is refused (below);
 * - per network (`VISIBILITY_MAX_CONNECTIONS_PER_NETWORK`; an IPv4 /24 and an IPv6 /64 by default,
 *   `VISIBILITY_NETWORK_PREFIX_IPV4`/`_IPV6`): one host owns many addresses of its network (an IPv6
 *   host a whole /64), so counting addresses alone lets it multiply its share. At the cap, the
 *   network's heaviest address gives up its oldest idle socket for a newcomer that holds fewer;
 * - for the process (`VISIBILITY_MAX_CONNECTIONS`), which always keeps room for a new client: when
 *   it is full, the oldest idle socket of the heaviest network is closed to admit the new one. A
 *   socket is idle when no request is in flight on it (a keep-alive socket between requests, or one
 *   that has sent nothing). Only when every socket of that network is busy is the newcomer refused.
 * A refused socket is not served but answered: its first complete request gets 503
 * `too_many_connections` with Retry-After and the socket is closed; one that sends no complete
 * request within REFUSAL_WAIT_MS is reset. Refused sockets waiting for their request are bounded too
 * (VISIBILITY_MAX_CONNECTIONS of them), the address waiting with the most giving up its oldest, so
 * that one client's flood of refused sockets cannot crowd out another's answer.
 * Counted on the socket's own address, since no request (and so no X-Forwarded-For) has been read
 * when a socket arrives. The reverse proxies named by VISIBILITY_TRUST_PROXY are not capped per
 * address or network: every client behind them arrives from their addresses, and limiting clients is
 * then the proxy's part (with `true` every peer is such a proxy; a hop count names no address, so
 * the caps apply to every peer). Their sockets still count in the process's cap.
 */
import type { Server as HttpServer } from 'node:http';
import type { Socket } from 'node:net';
import ipaddr from 'ipaddr.js';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { errorCatalog, type ErrorCode } from './core/kernel/errors.ts';
import type { TrustProxy } from './core/runtime/config.ts';

/** How long a refused socket may take to send its request before it is reset, in ms. */
export const REFUSAL_WAIT_MS = 2_000;
/** The Retry-After of a refusal, in seconds: the client's own sockets free up as their requests end. */
export const REFUSAL_RETRY_AFTER_S = 1;
const refusal: ErrorCode = 'too_many_connections';
const refusalBody = JSON.stringify({ error: refusal });

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

export interface AdmissionLimits {
  maxConnections: number;
  maxConnectionsPerClient: number;
  maxConnectionsPerNetwork: number;
  networkPrefixIpv4: number;
  networkPrefixIpv6: number;
  trustProxy?: TrustProxy;
}

/** The network an address is counted in: its IPv4 /`v4` or IPv6 /`v6` prefix (an IPv4-mapped IPv6 address as IPv4). */
export function networkOf(address: string, v4: number, v6: number): string {
  if (!ipaddr.isValid(address)) return address;
  const parsed = ipaddr.process(address);
  const bits = parsed.kind() === 'ipv4' ? v4 : v6;
  const bytes = parsed.toByteArray();
  const masked = bytes.map((byte, i) => {
    const keep = Math.max(0, Math.min(8, bits - i * 8));
    return byte & (0xff << (8 - keep)) & 0xff;
  });
  return `${ipaddr.fromByteArray(masked).toString()}/${bits}`;
}

interface Held {
  address: string;
  network: string;
  /** Requests in flight on the socket; 0 is idle. */
  busy: number;
}

/** Counts of a key, dropping the key at 0. */
class Tally extends Map<string, number> {
  add(key: string, by: number) {
    const n = (this.get(key) ?? 0) + by;
    if (n > 0) this.set(key, n);
    else this.delete(key);
  }
  count(key: string) {
    return this.get(key) ?? 0;
  }
  heaviest(): string | undefined {
    let best: string | undefined;
    for (const [key, n] of this) if (best === undefined || n > this.count(best)) best = key;
    return best;
  }
}

/** Admits or refuses every socket `server` accepts (see the module's comment); replaces Node's own `server.maxConnections`. */
export function admitConnections(server: HttpServer, limits: AdmissionLimits): void {
  const held = new Map<Socket, Held>(); // in arrival order: the first idle one found is the oldest
  const perAddress = new Tally();
  const perNetwork = new Tally();
  const isTrustedProxy = trustedProxyMatcher(limits.trustProxy ?? false);

  const oldestIdle = (matches: (h: Held) => boolean): Socket | undefined => {
    for (const [socket, h] of held) if (h.busy === 0 && matches(h)) return socket;
    return undefined;
  };
  const evict = (socket: Socket) => {
    forget(socket);
    socket.destroy();
  };
  const forget = (socket: Socket) => {
    const h = held.get(socket);
    if (!h) return;
    held.delete(socket);
    perAddress.add(h.address, -1);
    perNetwork.add(h.network, -1);
  };

  // Refused sockets waiting for a request to answer: per address, in arrival order.
  const refusing = new Map<Socket, string>();
  const refusingPerAddress = new Tally();
  const refuse = (socket: Socket, address: string) => {
    if (refusing.size >= limits.maxConnections) {
      // Full: the address waiting with the most gives up its oldest, if it waits with more than this one.
      const heaviest = refusingPerAddress.heaviest();
      if (heaviest === undefined || refusingPerAddress.count(heaviest) <= refusingPerAddress.count(address)) return void socket.destroy();
      for (const [other, a] of refusing)
        if (a === heaviest) {
          other.destroy();
          unrefuse(other);
          break;
        }
    }
    refusing.set(socket, address);
    refusingPerAddress.add(address, 1);
    const timer = setTimeout(() => socket.destroy(), REFUSAL_WAIT_MS);
    timer.unref();
    socket.once('close', () => {
      clearTimeout(timer);
      unrefuse(socket);
    });
  };
  const unrefuse = (socket: Socket) => {
    const address = refusing.get(socket);
    if (address === undefined) return;
    refusing.delete(socket);
    refusingPerAddress.add(address, -1);
  };

  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress ?? '';
    const trusted = address === '' || isTrustedProxy(address);
    // A trusted proxy is a group of its own, outside the address and network caps.
    const network = trusted ? `proxy ${address}` : networkOf(address, limits.networkPrefixIpv4, limits.networkPrefixIpv6);
    if (!trusted) {
      if (perAddress.count(address) >= limits.maxConnectionsPerClient) return refuse(socket, address);
      if (perNetwork.count(network) >= limits.maxConnectionsPerNetwork) {
        // The network's heaviest address, if it holds more than this one would, makes room.
        let heaviest = address;
        for (const h of held.values())
          if (h.network === network && perAddress.count(h.address) > perAddress.count(heaviest)) heaviest = h.address;
        const victim = heaviest === address ? undefined : oldestIdle((h) => h.address === heaviest);
        if (!victim) return refuse(socket, address);
        evict(victim);
      }
    }
    if (held.size >= limits.maxConnections) {
      const heaviest = perNetwork.heaviest();
      const victim = heaviest === undefined ? undefined : oldestIdle((h) => h.network === heaviest);
      if (!victim) return refuse(socket, address);
      evict(victim);
    }
    held.set(socket, { address, network, busy: 0 });
    perAddress.add(address, 1);
    perNetwork.add(network, 1);
    socket.once('close', () => forget(socket));
  });

  // Every request passes here before the server's own handlers (Fastify's): a refused socket's is
  // answered 503 and goes no further.
  const handlers = server.listeners('request') as ((req: IncomingMessage, res: ServerResponse) => void)[];
  server.removeAllListeners('request');
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    if (refusing.has(req.socket)) return answerRefused(req, res);
    const h = held.get(req.socket);
    if (h) {
      h.busy++;
      res.once('close', () => {
        h.busy--;
        // Served: the socket moves to the end of the line, as the most recently used.
        if (held.delete(req.socket)) held.set(req.socket, h);
      });
    }
    for (const handler of handlers) handler.call(server, req, res);
  });
}

/** 503 too_many_connections with Retry-After, in the service's error shape, and the socket closed after it. */
function answerRefused(req: IncomingMessage, res: ServerResponse): void {
  req.resume(); // a body, if any, is read and dropped
  res.writeHead(errorCatalog[refusal].status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(refusalBody),
    'retry-after': String(REFUSAL_RETRY_AFTER_S),
    connection: 'close',
  });
  res.end(refusalBody);
}
