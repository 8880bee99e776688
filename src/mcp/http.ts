/**
 * The MCP server over Streamable HTTP at /mcp, stateless (a server and transport per request, no
 * session to keep between processes), answering JSON rather than an event stream. The bearer API
 * key is checked on every request before the protocol is spoken (401 with the Bearer challenge,
 * 403 without API access), without counting it: the handshake and tools/list are free, each tool
 * call is counted by its procedure like the REST request it mirrors. The SDK (its server, transport
 * and message schemas: http-exchange.ts) is loaded on the first POST that passes the key check.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { authenticateKey } from '../core/access/api-keys.ts';
import { type GatePass, passGate } from '../core/access/api-request.ts';
import { databaseUnavailableError } from '../core/kernel/db-unavailable.ts';
import { AppError, type ErrorCode, isAppError } from '../core/kernel/errors.ts';
import type { Services } from '../core/runtime/services.ts';
import { sqlPool } from '../db/client.ts';
import { jsonBodyProblem } from '../net/json-body.ts';
import { INVALID_REQUEST, type JsonRpcErrorResponse, PARSE_ERROR, rpcError } from './rpc-errors.ts';
import { toolBucket, toolsByName } from './tools.ts';

const MCP_PATH = '/mcp';

/** A request body that is no JSON-RPC at all, answered by the protocol's error after authentication. */
class UnreadableBody {
  constructor(readonly answer: JsonRpcErrorResponse) {}
}

export function registerMcp(app: FastifyInstance, services: Services): void {
  // Its own JSON parser (in a scope of its own): a body that does not parse is JSON-RPC's -32700
  // Parse error, not the REST API's malformed_json.
  void app.register((scope, _options, registered) => {
    const parseJson = scope.getDefaultJsonParser('remove', 'remove');
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
      const problem = jsonBodyProblem(body as string);
      if (problem)
        return done(
          null,
          new UnreadableBody(
            rpcError(null, INVALID_REQUEST, `Invalid Request: ${problem === 'nul' ? 'a NUL character' : 'nested too deep'}`),
          ),
        );
      void parseJson(req, body as string, (err, value) =>
        done(null, err ? new UnreadableBody(rpcError(null, PARSE_ERROR, 'Parse error: the body is not JSON')) : value),
      );
    });
    routeMcp(scope, services);
    registered();
  });
}

function routeMcp(app: FastifyInstance, services: Services): void {
  app.route({
    method: ['GET', 'POST', 'DELETE'],
    url: MCP_PATH,
    handler: async (req, reply) => {
      const authorization = req.headers.authorization;
      const tool = req.method === 'POST' ? toolCalledBy(req.body) : undefined;
      const responseHeaders: Record<string, string> = {};
      let gate: GatePass | undefined;
      let refusal: AppError | undefined;
      try {
        // A tool call passes the gate here, as a REST request does: authenticated and counted in
        // one statement; its procedure then runs with that principal. Anything else (the
        // handshake, tools/list) is only authenticated.
        if (tool) gate = await passGate(services, { authorization, responseHeaders }, toolBucket(tool), undefined);
        else await authenticateKey(sqlPool(services.db), authorization, services.leases);
      } catch (e) {
        // A valid key over its limit is the call's answer (isError, rate_limited), not the transport's.
        if (tool && isAppError(e) && e.appCode === 'rate_limited') refusal = e;
        else return refuse(reply, services, e, responseHeaders);
      }
      // Stateless: no event stream to open (GET) and no session to end (DELETE).
      if (req.method !== 'POST') return refuse(reply, services, new AppError('method_not_allowed', { headers: { Allow: 'POST' } }));
      const exchange = await import('./http-exchange.ts');
      const malformed = req.body instanceof UnreadableBody ? req.body.answer : exchange.unreadable(req.body);
      if (malformed) return reply.code(400).headers(responseHeaders).send(malformed);
      await exchange.answerMcp(services, req, reply, { authorization: authorization as string, gate, refusal, responseHeaders });
    },
  });
}

/** The tool a request body calls, when it is one JSON-RPC tools/call of a known tool. */
function toolCalledBy(body: unknown) {
  const message = body as { method?: unknown; params?: { name?: unknown } } | null | undefined;
  if (typeof message !== 'object' || message === null || Array.isArray(message) || message.method !== 'tools/call') return undefined;
  return typeof message.params?.name === 'string' ? toolsByName.get(message.params.name) : undefined;
}

function refuse(reply: FastifyReply, services: Services, e: unknown, headers: Record<string, string> = {}) {
  const app = isAppError(e) ? e : databaseUnavailableError(e);
  if (!app) {
    services.log.error({ err: e }, 'mcp request failed');
    return reply.code(500).send({ error: 'internal_error' satisfies ErrorCode });
  }
  return reply
    .code(app.status)
    .headers({ ...headers, ...app.headers })
    .send({ error: app.appCode });
}
