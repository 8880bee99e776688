/**
 * A TCP proxy on loopback between the service and PostgreSQL, which a test can cut and restore:
 * what a database outage looks like from the service (a crash, a failover, a network cut). Cut,
 * it closes every connection it carries and stops listening, so new connections are refused
 * (ECONNREFUSED), as they are while a database is down; restored, it listens on the same port again.
 */
import net from 'node:net';
import { once } from 'node:events';

export class TcpProxy {
  private readonly server: net.Server;
  private readonly open = new Set<net.Socket>();
  private readonly target: { host: string; port: number };
  private listenPort = 0;
  /** Connections accepted since the proxy started, counting both directions' pairs once. */
  accepted = 0;

  private constructor(target: { host: string; port: number }) {
    this.target = target;
    this.server = net.createServer((downstream) => this.carry(downstream));
  }

  static async start(target: { host: string; port: number }): Promise<TcpProxy> {
    const proxy = new TcpProxy(target);
    await proxy.listen();
    return proxy;
  }

  get port(): number {
    return this.listenPort;
  }

  /** `url` with its host and port replaced by the proxy's. */
  route(url: string): string {
    const u = new URL(url);
    u.hostname = '127.0.0.1';
    u.port = String(this.listenPort);
    return u.toString();
  }

  /** Connections the proxy carries now. */
  get connections(): number {
    return this.open.size / 2;
  }

  /** The outage begins: every carried connection is closed, new ones are refused. */
  async cut(): Promise<void> {
    const closed = once(this.server, 'close');
    this.server.close();
    for (const s of this.open) s.destroy();
    await closed;
  }

  /** The database is back. */
  async restore(): Promise<void> {
    await this.listen();
  }

  async close(): Promise<void> {
    if (this.server.listening) await this.cut();
  }

  private async listen(): Promise<void> {
    this.server.listen(this.listenPort, '127.0.0.1');
    await once(this.server, 'listening');
    this.listenPort = (this.server.address() as net.AddressInfo).port;
  }

  private carry(downstream: net.Socket): void {
    this.accepted++;
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
