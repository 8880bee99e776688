import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** A real HTTP server on 127.0.0.1 (random port) for tests of outgoing requests. */
export interface LoopbackServer {
  port: number;
  /** "http://127.0.0.1:<port>" */
  origin: string;
  /** Paths requested so far, with method, in order. */
  hits: Array<{ method: string; path: string; headers: http.IncomingHttpHeaders }>;
  close(): Promise<void>;
}

export async function startLoopbackServer(
  handler: (req: http.IncomingMessage, res: http.ServerResponse) => unknown,
): Promise<LoopbackServer> {
  const hits: LoopbackServer['hits'] = [];
  const server = http.createServer((req, res) => {
    hits.push({ method: req.method ?? '', path: req.url ?? '', headers: req.headers });
    Promise.resolve(handler(req, res)).catch((err: unknown) => {
      res.statusCode = 500;
      res.end(String(err));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    port,
    origin: `http://127.0.0.1:${port}`,
    hits,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A port that was just free and is now closed: connecting to it is refused. */
export async function closedPort(): Promise<number> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
