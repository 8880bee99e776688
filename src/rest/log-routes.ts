/**
 * The plain routes of access-log ingest (docs/crawlers.md): POST /api/v1/projects/{slug}/logs,
 * whose body streams into the import as it arrives (any content type, gzip recognised by its
 * bytes; the REST gate has passed the ingest key and counted the write before a byte is read),
 * and a log drain's receiver, POST /drains/{id}, authenticated by the signature of its body.
 * Both live in a plugin of their own: its only body parser hands the raw stream over unread.
 */
import type { FastifyInstance } from 'fastify';
import { AppError, isAppError } from '../core/kernel/errors.ts';
import { ingestForPrincipal } from '../core/crawlers/ingest-request.ts';
import { receiveDrain } from '../core/crawlers/drains.ts';
import type { Services } from '../core/runtime/services.ts';
import { sendError } from './errors.ts';
import { API_PREFIX, gateResults, logRoutes } from './operations.ts';

export async function registerLogRoutes(app: FastifyInstance, services: Services): Promise<void> {
  // eslint-disable-next-line @typescript-eslint/require-await -- Fastify's plugin signature; the routes are added synchronously
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_req, _payload, done) => done(null, undefined));

    scope.post<{ Params: { slug: string } }>(API_PREFIX + logRoutes.ingest.replace('{slug}', ':slug'), async (req, reply) => {
      const gate = gateResults.get(req.raw);
      if (!gate) return sendError(reply, services, new AppError('route_not_found'));
      const { headers, query } = gate;
      try {
        const one = (name: string) => {
          const v = query[name];
          if (v && v.length > 1) throw new AppError('invalid_log_format');
          return v?.[0];
        };
        const summary = await ingestForPrincipal(
          services,
          gate.pass.principal,
          req.params.slug,
          { format: one('format'), map: one('map'), label: one('label') },
          req.raw,
        );
        return reply.headers(headers).send({ data: summary });
      } catch (e) {
        // Refused before its body was read (an unknown project, a bad parameter): read the rest
        // (within the body limit) so the answer reaches the client instead of a reset connection.
        if (!(isAppError(e) && e.appCode === 'log_body_too_large')) await discardBody(req.raw, services.config.crawlers.bodyMaxBytes);
        return sendError(reply, services, e, headers);
      }
    });

    const maxBytes = services.config.crawlers.bodyMaxBytes;
    const drain = async (req: { params: { id: string }; headers: Record<string, unknown>; raw: AsyncIterable<Buffer> }) => {
      const parts: Buffer[] = [];
      let size = 0;
      for await (const chunk of req.raw) {
        size += chunk.length;
        if (size > maxBytes) throw new AppError('log_body_too_large');
        parts.push(chunk);
      }
      const signature = req.headers['x-vercel-signature'];
      return receiveDrain(services, req.params.id, typeof signature === 'string' ? signature : undefined, Buffer.concat(parts));
    };
    scope.route<{ Params: { id: string } }>({
      method: ['GET', 'POST'],
      url: '/drains/:id',
      handler: async (req, reply) => {
        try {
          const receipt = await drain({ params: req.params, headers: req.headers, raw: req.method === 'GET' ? emptyBody() : req.raw });
          if (receipt.verifyToken) void reply.header('x-vercel-verify', receipt.verifyToken);
          return reply.send(receipt.summary ? { data: receipt.summary } : { data: null });
        } catch (e) {
          return sendError(reply, services, e);
        }
      },
    });
  });
}

/** Reads and drops what is left of a request body (up to `maxBytes`), so that a refusal reaches the client instead of a reset connection. */
export async function discardBody(body: AsyncIterable<Buffer>, maxBytes: number): Promise<void> {
  let seen = 0;
  try {
    for await (const chunk of body) {
      seen += chunk.length;
      if (seen > maxBytes) return;
    }
  } catch {
    // The client went away: nothing to answer.
  }
}

async function* emptyBody(): AsyncGenerator<Buffer> {}
