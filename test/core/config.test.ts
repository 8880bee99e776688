import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/core/runtime/config.ts';

describe('configuration', () => {
  it('has documented defaults', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({ port: 3000, host: '0.0.0.0', databaseUrl: undefined, allowPrivateNetwork: false, logLevel: 'info' });
    expect(c.worker).toEqual({ concurrency: 2, staleRunMs: 2 * 60_000 });
  });

  it('VISIBILITY_AUDIT_COOLDOWN_SECONDS: an hour by default, 0 allowed (no wait), never negative or fractional', () => {
    expect(loadConfig({}).auditCooldownSeconds).toBe(3600);
    expect(loadConfig({ VISIBILITY_AUDIT_COOLDOWN_SECONDS: '0' }).auditCooldownSeconds).toBe(0);
    expect(loadConfig({ VISIBILITY_AUDIT_COOLDOWN_SECONDS: '600' }).auditCooldownSeconds).toBe(600);
    expect(() => loadConfig({ VISIBILITY_AUDIT_COOLDOWN_SECONDS: '-1' })).toThrow(/VISIBILITY_AUDIT_COOLDOWN_SECONDS: must be at least 0/);
    expect(() => loadConfig({ VISIBILITY_AUDIT_COOLDOWN_SECONDS: '1.5' })).toThrow(/VISIBILITY_AUDIT_COOLDOWN_SECONDS: must be an integer/);
  });

  it('serves the GraphQL console unless VISIBILITY_GRAPHIQL turns it off', () => {
    expect(loadConfig({}).graphiql).toBe(true);
    expect(loadConfig({ VISIBILITY_GRAPHIQL: '' }).graphiql).toBe(true);
    expect(loadConfig({ VISIBILITY_GRAPHIQL: '0' }).graphiql).toBe(false);
    expect(loadConfig({ VISIBILITY_GRAPHIQL: 'false' }).graphiql).toBe(false);
    expect(() => loadConfig({ VISIBILITY_GRAPHIQL: 'off' })).toThrow(ConfigError);
  });

  it('reads each variable, empty meaning unset', () => {
    const c = loadConfig({ PORT: '8080', DATABASE_URL: 'postgresql://u@h:5432/d', VISIBILITY_ALLOW_PRIVATE_NETWORK: '1', HOST: '' });
    expect(c).toMatchObject({ port: 8080, databaseUrl: 'postgresql://u@h:5432/d', allowPrivateNetwork: true, host: '0.0.0.0' });
  });

  it('stops on a wrong value with a message naming every bad variable', () => {
    const attempt = () =>
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', LOG_LEVEL: 'loud', VISIBILITY_ALLOW_PRIVATE_NETWORK: 'yes' });
    expect(attempt).toThrow(ConfigError);
    try {
      attempt();
    } catch (e) {
      const message = (e as Error).message;
      for (const name of ['PORT', 'DATABASE_URL', 'LOG_LEVEL', 'VISIBILITY_ALLOW_PRIVATE_NETWORK']) expect(message).toContain(`${name}:`);
      expect(message).toContain('must be a postgresql:// URL');
    }
  });

  it('VISIBILITY_TRUST_PROXY: off by default; true, a hop count, or a list of proxy addresses/CIDRs', () => {
    const trust = (v?: string) => loadConfig(v === undefined ? {} : { VISIBILITY_TRUST_PROXY: v }).http.trustProxy;
    expect(trust()).toBe(false);
    expect(trust('')).toBe(false);
    expect(trust('false')).toBe(false);
    expect(trust('true')).toBe(true);
    expect(trust('2')).toBe(2);
    expect(trust(' 10.0.0.0/8, 127.0.0.1 ,::1,fd00::/8, loopback')).toEqual(['10.0.0.0/8', '127.0.0.1', '::1', 'fd00::/8', 'loopback']);
    for (const bad of ['yes', '10.0.0.0/99', 'proxy.example', '127.0.0.1,,']) {
      expect(() => trust(bad), bad).toThrow(/VISIBILITY_TRUST_PROXY: must be true, false, a hop count/);
    }
  });

  it('connection caps per network: 250 per IPv4 /24 and IPv6 /64 by default, prefixes within their address size', () => {
    expect(loadConfig({}).http).toMatchObject({ maxConnectionsPerNetwork: 250, networkPrefixIpv4: 24, networkPrefixIpv6: 64 });
    expect(loadConfig({ VISIBILITY_NETWORK_PREFIX_IPV4: '32', VISIBILITY_NETWORK_PREFIX_IPV6: '48' }).http).toMatchObject({
      networkPrefixIpv4: 32,
      networkPrefixIpv6: 48,
    });
    expect(() => loadConfig({ VISIBILITY_NETWORK_PREFIX_IPV4: '33' })).toThrow(ConfigError);
    expect(() => loadConfig({ VISIBILITY_NETWORK_PREFIX_IPV6: '129' })).toThrow(ConfigError);
    expect(() => loadConfig({ VISIBILITY_MAX_CONNECTIONS_PER_NETWORK: '0' })).toThrow(ConfigError);
  });

  it('VISIBILITY_MAX_CONNECTIONS_PER_CLIENT: 100 by default, at least 1', () => {
    expect(loadConfig({}).http.maxConnectionsPerClient).toBe(100);
    expect(loadConfig({ VISIBILITY_MAX_CONNECTIONS_PER_CLIENT: '8' }).http.maxConnectionsPerClient).toBe(8);
    expect(() => loadConfig({ VISIBILITY_MAX_CONNECTIONS_PER_CLIENT: '0' })).toThrow(ConfigError);
  });
});
