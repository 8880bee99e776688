/**
 * A TCP proxy on loopback between the service and PostgreSQL that counts the statements the
 * service sends, read off the wire protocol: each simple Query ('Q') and each Execute ('E') of the
 * extended protocol (node-postgres, and Prisma's pg adapter over it, send Parse/Bind/Describe/
 * Execute/Sync per statement). What a test reads is what the database was asked, whatever layer
 * asked it.
 */
import net from 'node:net';
import { once } from 'node:events';

const SSL_REQUEST = 80877103;
const GSS_REQUEST = 80877104;

export class StatementCounter {
  /** Statements sent since the proxy started. */
  statements = 0;
  private readonly server: net.Server;
  private readonly open = new Set<net.Socket>();

  private constructor(private readonly target: { host: string; port: number }) {
    this.server = net.createServer((client) => this.carry(client));
  }

  static async start(databaseUrl: string): Promise<{ counter: StatementCounter; url: string }> {
    const u = new URL(databaseUrl);
    const counter = new StatementCounter({ host: u.hostname, port: Number(u.port || 5432) });
    counter.server.listen(0, '127.0.0.1');
    await once(counter.server, 'listening');
    u.hostname = '127.0.0.1';
    u.port = String((counter.server.address() as net.AddressInfo).port);
    return { counter, url: u.toString() };
  }

  async close(): Promise<void> {
    for (const s of this.open) s.destroy();
    const closed = once(this.server, 'close');
    this.server.close();
    await closed;
  }

  private carry(client: net.Socket): void {
    const upstream = net.connect(this.target);
    let buffered = Buffer.alloc(0);
    let started = false; // past the untyped startup message (and any SSL/GSS request before it)
    client.on('data', (chunk: Buffer) => {
      buffered = Buffer.concat([buffered, chunk]);
      for (;;) {
        if (!started) {
          if (buffered.length < 8) break;
          const length = buffered.readInt32BE(0);
          if (buffered.length < length) break;
          const code = buffered.readInt32BE(4);
          started = code !== SSL_REQUEST && code !== GSS_REQUEST;
          buffered = buffered.subarray(length);
          continue;
        }
        if (buffered.length < 5) break;
        const length = buffered.readInt32BE(1);
        if (buffered.length < 1 + length) break;
        const type = String.fromCharCode(buffered[0]);
        if (type === 'Q' || type === 'E') this.statements++;
        buffered = buffered.subarray(1 + length);
      }
      upstream.write(chunk);
    });
    upstream.pipe(client);
    for (const [a, b] of [
      [client, upstream],
      [upstream, client],
    ] as const) {
      this.open.add(a);
      a.on('error', () => b.destroy());
      a.on('close', () => {
        this.open.delete(a);
        b.destroy();
      });
    }
  }
}
