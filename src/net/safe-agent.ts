import dns from 'node:dns';
import type { LookupAddress, LookupOptions } from 'node:dns';
import { Agent, buildConnector } from 'undici';
import { createAddressPolicy, describeCategory, parseAddress, type AddressPolicy, type AddressPolicyOptions } from './address-policy.ts';
import { BlockedAddressError } from './outgoing-error.ts';
import { registerAgentCloser } from './open-agents.ts';

/**
 * An undici Agent whose every connection is checked against the address policy at connect time,
 * on the addresses actually connected to. Checking a URL's hostname before the request would not
 * be enough: DNS can answer differently a moment later (rebinding), and redirects change hosts.
 */

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

/** DNS resolution; replaceable so tests can make a name resolve to any address without DNS. */
export type Resolver = (hostname: string) => Promise<ResolvedAddress[]>;

export interface SafeAgentOptions extends AddressPolicyOptions {
  resolve?: Resolver;
  connectTimeoutMs?: number;
}

export const systemResolver: Resolver = async (hostname) => {
  const found = await dns.promises.lookup(hostname, { all: true, order: 'verbatim' });
  return found.map((a) => ({ address: a.address, family: a.family === 6 ? 6 : 4 }));
};

type LookupCallback = (err: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

function notFound(hostname: string): NodeJS.ErrnoException {
  const err: NodeJS.ErrnoException = new Error(`getaddrinfo ENOTFOUND ${hostname}`);
  err.code = 'ENOTFOUND';
  return err;
}

/**
 * A `lookup` for node:net/node:tls that refuses the whole name when ANY of its addresses is
 * blocked: a name mixing public and private addresses is a rebinding setup, not a real site.
 */
function checkedLookup(policy: AddressPolicy, resolve: Resolver) {
  return (hostname: string, options: LookupOptions | number | undefined, callback: LookupCallback): void => {
    const opts = typeof options === 'number' ? { family: options } : (options ?? {});
    const wantFamily = opts.family === 'IPv4' ? 4 : opts.family === 'IPv6' ? 6 : opts.family;
    resolve(hostname).then(
      (addresses) => {
        for (const a of addresses) {
          const verdict = policy(a.address);
          if (!verdict.allowed) {
            callback(new BlockedAddressError(hostname, a.address, describeCategory(verdict.category)), '');
            return;
          }
        }
        const usable = wantFamily === 4 || wantFamily === 6 ? addresses.filter((a) => a.family === wantFamily) : addresses;
        if (usable.length === 0) return callback(notFound(hostname), '');
        if (opts.all)
          return callback(
            null,
            usable.map((a) => ({ address: a.address, family: a.family })),
          );
        callback(null, usable[0].address, usable[0].family);
      },
      (err: unknown) => callback(err as NodeJS.ErrnoException, ''),
    );
  };
}

export function createSafeAgent(options: SafeAgentOptions = {}): Agent {
  const policy = createAddressPolicy(options);
  const base = buildConnector({
    lookup: checkedLookup(policy, options.resolve ?? systemResolver),
    timeout: options.connectTimeoutMs ?? 10_000,
  });

  const connect: buildConnector.connector = (opts, callback) => {
    // IP literals skip `lookup` entirely in node:net, so they are judged here.
    if (parseAddress(opts.hostname)) {
      const verdict = policy(opts.hostname);
      if (!verdict.allowed) {
        callback(new BlockedAddressError(verdict.address, verdict.address, describeCategory(verdict.category)), null);
        return;
      }
    }
    base(opts, (err, socket) => {
      if (err || !socket) return callback(err ?? new Error('no socket'), null);
      // Belt and braces: judge the peer the socket really reached, whatever path led there.
      const peer = socket.remoteAddress;
      if (peer) {
        const verdict = policy(peer);
        if (!verdict.allowed) {
          socket.destroy();
          callback(new BlockedAddressError(opts.hostname, peer, describeCategory(verdict.category)), null);
          return;
        }
      }
      callback(null, socket);
    });
  };

  return new Agent({ connect, keepAliveTimeout: 4_000, keepAliveMaxTimeout: 10_000 });
}

/**
 * Agents are pooled per policy so connections are reused across requests of a crawl or across
 * webhook deliveries. A custom resolver gets its own pool, keyed by the function itself.
 */
const agents = new Map<string, Agent>();
let agentsByResolver = new WeakMap<Resolver, Map<string, Agent>>();
const everyShared = new Set<Agent>();

export function sharedSafeAgent(options: SafeAgentOptions = {}): Agent {
  const key = JSON.stringify([
    Boolean(options.allowPrivate),
    [...(options.allowCidrs ?? [])].sort(),
    [...(options.denyCidrs ?? [])].sort(),
    options.connectTimeoutMs ?? null,
  ]);
  let pool = agents;
  if (options.resolve) {
    pool = agentsByResolver.get(options.resolve) ?? new Map<string, Agent>();
    agentsByResolver.set(options.resolve, pool);
  }
  let agent = pool.get(key);
  if (!agent) {
    agent = createSafeAgent(options);
    pool.set(key, agent);
    everyShared.add(agent);
  }
  return agent;
}

/** Closes pooled connections (on shutdown, or at the end of a test file). */
export async function closeSharedSafeAgents(): Promise<void> {
  const all = [...everyShared];
  everyShared.clear();
  agents.clear();
  agentsByResolver = new WeakMap();
  await Promise.all(all.map((a) => a.close()));
}
registerAgentCloser(closeSharedSafeAgents);
