// The GraphQL console's page (GET /graphql from a browser): GraphiQL, built from web/graphql.html
// into dist/web with the dashboard, its scripts, editor workers and styles served from
// /app/assets. Nothing on it comes from another origin, and the browser is told so.
import type { FastifyReply, FastifyRequest } from 'fastify';
import fs from 'node:fs';
import path from 'node:path';
import { webRoot } from '../core/runtime/config.ts';

const page = path.join(webRoot, 'graphql.html');

/**
 * Scripts, workers, styles and requests of this origin only: no inline script, no eval, no remote
 * asset, no framing, no form posting elsewhere. The one allowance is inline STYLES: GraphiQL's
 * editor (Monaco) and its panels set styles at run time, and without them the editor has no
 * layout or colours. Inline styles run no code; the page renders no server data as HTML (answers
 * are shown as editor text), so there is nowhere to inject a style. The page holds no data; the
 * key typed into it is sent to /graphql only and not stored.
 */
export const consoleContentSecurityPolicy = [
  "default-src 'none'",
  "script-src 'self'",
  "worker-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "font-src 'self' data:",
  "img-src 'self' data:",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

/** A browser's visit (GET, asking for HTML), not a GraphQL request. */
export const wantsConsole = (req: FastifyRequest) => req.method === 'GET' && (req.headers.accept ?? '').includes('text/html');

export function sendConsolePage(reply: FastifyReply) {
  if (!fs.existsSync(page)) {
    return reply.code(503).type('text/plain').send('The GraphQL console is not built: run `npm install` (or `npm run build`).');
  }
  return reply
    .headers({
      'cache-control': 'no-store',
      'content-security-policy': consoleContentSecurityPolicy,
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'no-referrer',
    })
    .type('text/html; charset=utf-8')
    .send(fs.createReadStream(page));
}
