import scalarApiReference from '@scalar/fastify-api-reference';
import type { FastifyInstance } from 'fastify';
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

/** The API reference page (Scalar) at /api/v1/docs/, reading the served OpenAPI document. */
export async function registerDocsPage(app: FastifyInstance): Promise<void> {
  await app.register(scalarApiReference, {
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
    hooks: {
      onRequest: (_req, reply, done) => {
        void reply.header('Content-Security-Policy', contentSecurityPolicy);
        done();
      },
    },
  });
}
