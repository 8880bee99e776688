import type { FastifyInstance, FastifyReply, FastifyRequest, LightMyRequestResponse } from 'fastify';
import { API_PREFIX } from './operations.ts';

export const DOCS_PATH = `${API_PREFIX}/docs`;

/**
 * Nothing on the page may come from elsewhere: the reference's script is served from the
 * package (not a CDN), its default web fonts and telemetry are off, and the browser is told so.
 */
const contentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self' 'unsafe-inline'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "worker-src 'self' blob:",
  "frame-ancestors 'none'",
].join('; ');

/** The page's script, as the Scalar plugin serves it (a path under DOCS_PATH). */
const SCRIPT_PATH = `${DOCS_PATH}/js/scalar.js`;

/**
 * The API reference page (Scalar) at /api/v1/docs/, reading the served OpenAPI document.
 *
 * Scalar's Fastify plugin is a 4 MB module (the page's script inlined) that imports an OpenAPI
 * parser and validator: about 0.35 s of CPU at import. It is loaded on the first request for the
 * page or its script, into a Fastify instance of its own that these two routes forward to, so
 * `visibility start` does not pay for it (docs/benchmarks.md, "Cold start").
 */
export function registerDocsPage(app: FastifyInstance): void {
  let reference: Promise<FastifyInstance> | undefined;
  const load = () =>
    (reference ??= scalarInstance().catch((e: unknown) => {
      reference = undefined;
      throw e;
    }));
  const forward = async (req: FastifyRequest, reply: FastifyReply) => {
    const headers = req.headers.host === undefined ? {} : { host: req.headers.host };
    const res: LightMyRequestResponse = await (await load()).inject({ method: 'GET', url: req.url, headers });
    for (const name of ['content-type', 'location']) if (res.headers[name] !== undefined) void reply.header(name, res.headers[name]);
    return reply.code(res.statusCode).header('Content-Security-Policy', contentSecurityPolicy).send(res.rawPayload);
  };
  // `/api/v1/docs` reaches the first route too (the server ignores a trailing slash): the plugin answers it with a redirect to `/api/v1/docs/`.
  app.get(`${DOCS_PATH}/`, forward);
  app.get(SCRIPT_PATH, forward);
}

async function scalarInstance(): Promise<FastifyInstance> {
  const [{ default: Fastify }, { default: scalarApiReference }] = await Promise.all([
    import('fastify'),
    import('@scalar/fastify-api-reference'),
  ]);
  const reference = Fastify({ routerOptions: { ignoreTrailingSlash: true } });
  await reference.register(scalarApiReference, {
    routePrefix: DOCS_PATH,
    configuration: {
      url: `${API_PREFIX}/openapi.json`,
      pageTitle: 'Visibility Data API reference',
      withDefaultFonts: false,
      telemetry: false,
      hideClientButton: true,
      agent: { disabled: true },
      mcp: { disabled: true },
    },
  });
  await reference.ready();
  return reference;
}
