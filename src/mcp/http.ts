/**
 * The MCP server over Streamable HTTP at /mcp, stateless (a server and transport per request, no
 * session to keep between processes), answering JSON rather than an event stream. The bearer API
 * key is checked on every request before the protocol is spoken (401 with the Bearer challenge,
 * 403 without API access), without counting it: the handshake and tools/list are free, each tool
 * call is counted by its procedure like the REST request it mirrors.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { authenticateKey } from '../core/api-keys.ts';
import { databaseUnavailableError } from '../core/db-unavailable.ts';
import { AppError, type ErrorCode, isAppError } from '../core/errors.ts';
import type { Services } from '../core/services.ts';
import { sqlPool } from '../db/client.ts';
import { createMcpServer } from './server.ts';

export const MCP_PATH = '/mcp';

export function registerMcp(app: FastifyInstance, services: Services): void {
  app.route({
    method: ['GET', 'POST', 'DELETE'],
    url: MCP_PATH,
    handler: async (req, reply) => {
      const authorization = req.headers.authorization;
      try {
        await authenticateKey(sqlPool(services.db), authorization, services.leases);
      } catch (e) {
        return refuse(reply, services, e);
      }
      // Stateless: no event stream to open (GET) and no session to end (DELETE).
      if (req.method !== 'POST') return refuse(reply, services, new AppError('method_not_allowed', { headers: { Allow: 'POST' } }));
      const server = createMcpServer(services, authorization as string);
      const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
      reply.hijack();
      reply.raw.on('close', () => {
        void transport.close();
        void server.close();
      });
      await server.connect(transport);
      await transport.handleRequest(req.raw, reply.raw, req.body);
    },
  });
}

function refuse(reply: FastifyReply, services: Services, e: unknown) {
  const app = isAppError(e) ? e : databaseUnavailableError(e);
  if (!app) {
    services.log.error({ err: e }, 'mcp request failed');
    return reply.code(500).send({ error: 'internal_error' satisfies ErrorCode });
  }
  return reply.code(app.status).headers(app.headers).send({ error: app.appCode });
}
