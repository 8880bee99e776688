import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fs from 'node:fs';
import path from 'node:path';
import { webRoot } from '../core/runtime/config.ts';

/**
 * The browser app at /app: hashed assets cached for a year, index.html never cached, and every
 * other /app path answered with index.html so that the app's own router shows the page.
 */
export async function registerAppFiles(app: FastifyInstance): Promise<void> {
  const index = path.join(webRoot, 'index.html');
  const sendIndex = async (_req: unknown, reply: import('fastify').FastifyReply) => {
    if (!fs.existsSync(index)) {
      return reply.code(503).type('text/plain').send('The dashboard is not built: run `npm install` (or `npm run build`).');
    }
    return reply
      .headers({
        'cache-control': 'no-store',
        'content-security-policy':
          "default-src 'self'; img-src 'self' data:; style-src 'self' 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'; form-action 'self'",
        'x-content-type-options': 'nosniff',
        'referrer-policy': 'same-origin',
      })
      .type('text/html; charset=utf-8')
      .send(fs.createReadStream(index));
  };
  if (fs.existsSync(webRoot)) {
    await app.register(fastifyStatic, {
      root: path.join(webRoot, 'assets'),
      prefix: '/app/assets/',
      immutable: true,
      maxAge: '365d',
      index: false,
    });
  }
  app.get('/app', sendIndex);
  app.get('/app/*', (req, reply) => {
    if (req.url.startsWith('/app/api/') || req.url.startsWith('/app/assets/')) {
      return reply.code(404).send({ error: 'route_not_found' });
    }
    return sendIndex(req, reply);
  });
}
