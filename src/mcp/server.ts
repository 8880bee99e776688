/**
 * The MCP server (Model Context Protocol, the official TypeScript SDK's low-level `Server`): tools
 * listed from src/mcp/tools.ts, each call run as its API procedure through the one chain
 * (authenticate, count against the key's read or write limit, role, scope, validate, resolve,
 * shape). The SDK's `McpServer` would validate arguments itself first, answering with its own
 * messages; here the procedure validates them once, so a bad `limit` or `cursor` is the same
 * `invalid_limit` / `invalid_cursor` as on REST.
 */
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { AjvJsonSchemaValidator } from '@modelcontextprotocol/sdk/validation/ajv';
import {
  type CallToolResult,
  CallToolRequestSchema,
  ErrorCode as RpcError,
  ListToolsRequestSchema,
} from '@modelcontextprotocol/sdk/types.js';
import { TRPCError } from '@trpc/server';
import type { GatePass } from '../core/access/api-request.ts';
import type { AppError, ErrorCode } from '../core/kernel/errors.ts';
import { createApiCaller } from '../core/api/api-router.ts';
import type { Services } from '../core/runtime/services.ts';
import { appCodeOf, appErrorOf } from '../core/kernel/trpc-errors.ts';
import { toolList, toolsByName } from './tools.ts';

// The SDK builds an Ajv instance per server unless given one (for elicitation schemas, which these
// tools never send): one for the process, as a server is made per HTTP request (measured: most of
// a server's construction).
const jsonSchemaValidator = new AjvJsonSchemaValidator();

const instructions =
  'AI-answer visibility data of the projects this API key can see: scores, citations, brand mentions, findings and client reports. ' +
  'Start with list_projects for the slugs. get_visibility answers "how visible are we, and did it change since the last audit", ' +
  'get_share_of_voice "which competitor is mentioned more than us", top_cited_domains "which sources do the engines cite". ' +
  'Errors come back as {"error": "<code>"} with the REST API\'s codes.';

/**
 * What a tool call is made with: the caller's bearer API key and, when the HTTP request already
 * passed the gate steps of the chain (authenticated and counted, as REST's routes do), what they established.
 */
export interface McpCaller {
  authorization: string;
  gate?: GatePass;
  /** The gate's refusal of this call (over the key's limit): the call's answer. */
  refusal?: AppError;
}

/** A server for one caller. */
export function createMcpServer(services: Services, caller: McpCaller) {
  // eslint-disable-next-line @typescript-eslint/no-deprecated -- the low-level server on purpose: the chain validates arguments (see above)
  const server = new Server(
    { name: 'visibility-data-api', version: '1.0.0' },
    { capabilities: { tools: {} }, instructions, jsonSchemaValidator },
  );
  server.setRequestHandler(ListToolsRequestSchema, () => ({ tools: toolList }));
  server.setRequestHandler(CallToolRequestSchema, (request) =>
    callTool(services, caller, request.params.name, request.params.arguments ?? {}),
  );
  return server;
}

async function callTool(services: Services, caller: McpCaller, name: string, args: unknown): Promise<CallToolResult> {
  const tool = toolsByName.get(name);
  // JSON-RPC's -32602 with the message as is (McpError would prefix "MCP error -32602: ").
  if (!tool)
    throw Object.assign(new Error(`Invalid params: unknown tool ${JSON.stringify(name.slice(0, 100))}`), { code: RpcError.InvalidParams });
  if (caller.refusal) return failure(services, caller.refusal, name);
  const api = createApiCaller({ services, authorization: caller.authorization, gate: caller.gate, responseHeaders: {} });
  const run = api[tool.procedure] as (input: unknown) => Promise<unknown>;
  try {
    const output = await run(args);
    if (tool.text) return { content: [{ type: 'text', text: tool.text(output) }] };
    return { structuredContent: output as Record<string, unknown>, content: [{ type: 'text', text: JSON.stringify(output) }] };
  } catch (e) {
    return failure(services, e, name);
  }
}

/** A failed call as the tool's result: the REST code, and when to retry for 429 and 503. */
function failure(services: Services, e: unknown, tool: string): CallToolResult {
  const error = e instanceof TRPCError ? e : new TRPCError({ code: 'INTERNAL_SERVER_ERROR', cause: e });
  const code: ErrorCode = appCodeOf(error);
  if (code === 'internal_error') services.log.error({ err: error.cause ?? error, tool }, 'mcp tool failed');
  const retryAfter = appErrorOf(error)?.headers['Retry-After'];
  const body = retryAfter === undefined ? { error: code } : { error: code, retryAfterSeconds: Number(retryAfter) };
  return { isError: true, content: [{ type: 'text', text: JSON.stringify(body) }] };
}
