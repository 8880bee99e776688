/**
 * One MCP exchange over HTTP (http.ts has the route, its key check and its refusals): the body
 * read as JSON-RPC with the SDK's schemas, then a stateless server and transport for the request.
 * Loaded by the route on its first POST, so the SDK is not imported when the service starts.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import type { GatePass } from '../core/access/api-request.ts';
import type { AppError } from '../core/kernel/errors.ts';
import type { Services } from '../core/runtime/services.ts';
import { asMessage, ParamsGate } from './jsonrpc.ts';
import { INVALID_REQUEST, type JsonRpcErrorResponse, rpcError } from './rpc-errors.ts';
import { createMcpServer } from './server.ts';

/** What is wrong with a parsed body as JSON-RPC (one message or a batch of them), if anything. */
export function unreadable(body: unknown): JsonRpcErrorResponse | null {
  if (!Array.isArray(body)) {
    const read = asMessage(body);
    return 'refusal' in read ? read.refusal : null;
  }
  if (body.length === 0) return rpcError(null, INVALID_REQUEST, 'Invalid Request: an empty batch');
  const bad = body.findIndex((item) => 'refusal' in asMessage(item));
  return bad < 0 ? null : rpcError(null, INVALID_REQUEST, `Invalid Request: item ${bad + 1} of the batch is not a JSON-RPC 2.0 message`);
}

/** Answers a readable POST: a server for this request's key (its gate pass or refusal) on a JSON-answering transport. */
export async function answerMcp(
  services: Services,
  req: FastifyRequest,
  reply: FastifyReply,
  call: { authorization: string; gate: GatePass | undefined; refusal: AppError | undefined; responseHeaders: Record<string, string> },
): Promise<void> {
  const server = createMcpServer(services, { authorization: call.authorization, gate: call.gate, refusal: call.refusal });
  const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
  reply.hijack();
  for (const [name, value] of Object.entries(call.responseHeaders)) reply.raw.setHeader(name, value);
  reply.raw.on('close', () => {
    void transport.close();
    void server.close();
  });
  await server.connect(new ParamsGate(transport));
  await transport.handleRequest(req.raw, reply.raw, req.body);
}
