import type http from 'node:http';
import { startLoopbackServer, type LoopbackServer } from '../../net/loopback-server.ts';

/** One path of a fixture site. */
export interface Route {
  status?: number;
  /** Content-Type; omitted means none is sent. */
  type?: string;
  body?: string | Buffer;
  headers?: Record<string, string>;
  /** Location of a redirect (status defaults to 301). */
  redirect?: string;
  /** Wait this long before answering. */
  delayMs?: number;
}

export type Routes = Record<string, Route | ((req: http.IncomingMessage, res: http.ServerResponse) => void)>;

export interface FixtureSite extends LoopbackServer {
  /** "127.0.0.1:<port>" */
  host: string;
  /** GET/HEAD paths requested, in order. */
  paths(method?: string): string[];
}

export const html = (body: string, head = '') =>
  `<!doctype html><html><head><meta charset="utf-8">${head}</head><body>${body}</body></html>`;

/** Serves `build(origin)` on 127.0.0.1; unknown paths answer 404. */
export async function serveSite(build: (origin: string) => Routes): Promise<FixtureSite> {
  let routes: Routes = {};
  const server = await startLoopbackServer(async (req, res) => {
    const path = req.url ?? '/';
    const route = routes[path] ?? routes[path.split('?')[0]];
    if (typeof route === 'function') {
      route(req, res);
      return;
    }
    if (!route) {
      res.statusCode = 404;
      res.setHeader('content-type', 'text/html');
      return res.end(html('<h1>Not found</h1>'));
    }
    if (route.delayMs) await new Promise((resolve) => setTimeout(resolve, route.delayMs));
    if (res.destroyed) return;
    res.statusCode = route.status ?? (route.redirect ? 301 : 200);
    if (route.redirect) res.setHeader('location', route.redirect);
    if (route.type) res.setHeader('content-type', route.type);
    for (const [name, value] of Object.entries(route.headers ?? {})) res.setHeader(name, value);
    res.end(req.method === 'HEAD' ? undefined : (route.body ?? ''));
  });
  routes = build(server.origin);
  return {
    ...server,
    host: `127.0.0.1:${server.port}`,
    paths: (method) => server.hits.filter((h) => !method || h.method === method).map((h) => h.path),
  };
}
