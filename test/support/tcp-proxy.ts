/**
 * A TCP proxy on loopback between the service and PostgreSQL, which a test can cut and restore:
 * what a database outage looks like from the service (a crash, a failover, a network cut). Cut,
 * it closes every connection it carries and then either stops listening, so new connections are
 * refused (ECONNREFUSED) as they are while a database is down, or ('reset') accepts each new
 * connection and closes it at once, which also lets a test count the attempts to connect, or
 * ('hold') accepts each new connection and never answers, as a half-open network or a server that
 * hangs does; restored, it carries new connections again on the same port (held ones stay stuck).
 */
import net from 'node:net';
import { once } from 'node:events';

export class TcpProxy {
  private readonly server: net.Server;
  private readonly open = new Set<net.Socket>();
  private readonly target: { host: string; port: number };
  private listenPort = 0;
  /** Connections accepted since the proxy started (refused ones included in 'reset' mode). */
  accepted = 0;
  private mode: 'carry' | 'reset' | 'hold' = 'carry';
  /** Connections accepted in 'hold' mode and not yet closed by their client. */
  readonly held = new Set<net.Socket>();

  private constructor(target: { host: string; port: number }) {
    this.target = target;
    this.server = net.createServer((downstream) => this.carry(downstream));
  }

  static async start(target: { host: string; port: number }): Promise<TcpProxy> {
    const proxy = new TcpProxy(target);
    await proxy.listen();
    return proxy;
  }

  /** `url` with its host and port replaced by the proxy's. */
  route(url: string): string {
    const u = new URL(url);
    u.hostname = '127.0.0.1';
    u.port = String(this.listenPort);
    return u.toString();
  }

  /** The outage begins: every carried connection is closed, new ones are refused or reset. */
  async cut(mode: 'refuse' | 'reset' | 'hold' = 'refuse'): Promise<void> {
    if (mode !== 'refuse') {
      this.mode = mode;
      for (const s of this.open) s.destroy();
      return;
    }
    const closed = once(this.server, 'close');
    this.server.close();
    for (const s of this.open) s.destroy();
    await closed;
  }

  /** The database is back. */
  async restore(): Promise<void> {
    if (this.mode !== 'carry') this.mode = 'carry';
    else await this.listen();
  }

  async close(): Promise<void> {
    for (const s of this.held) s.destroy();
    if (this.server.listening) await this.cut();
  }

  private async listen(): Promise<void> {
    this.server.listen(this.listenPort, '127.0.0.1');
    await once(this.server, 'listening');
    this.listenPort = (this.server.address() as net.AddressInfo).port;
  }

  private carry(downstream: net.Socket): void {
    this.accepted++;
    if (this.mode === 'reset') return void downstream.destroy();
    if (this.mode === 'hold') {
      this.held.add(downstream);
      // Read and drop what the client sends, so that its closing is seen.
      downstream.resume();
      downstream.on('error', () => undefined);
      downstream.on('close', () => this.held.delete(downstream));
      return;
    }
    const upstream = net.connect(this.target);
    for (const [a, b] of [
      [downstream, upstream],
      [upstream, downstream],
    ] as const) {
      this.open.add(a);
      a.pipe(b);
      // Either side failing or closing ends the pair, as a lost connection ends both of its halves.
      a.on('error', () => b.destroy());
      a.on('close', () => {
        this.open.delete(a);
        b.destroy();
      });
    }
  }
}
