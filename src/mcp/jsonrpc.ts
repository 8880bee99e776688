/**
 * JSON-RPC 2.0's own errors for what reaches the MCP server, on HTTP and stdio alike, each with a
 * short message and no internals:
 * - -32700 Parse error: the body or line is not JSON;
 * - -32600 Invalid Request: JSON that is not a JSON-RPC message (or an empty batch);
 * - -32601 Method not found: answered by the SDK's Protocol for a method without a handler;
 * - -32602 Invalid params: a known method's params that its schema refuses.
 * The SDK (1.32) parses a request's params inside its handler wrapper and reports a failure as
 * -32603 Internal error whose message is the validation issues' JSON; its stdio transport drops a
 * line that does not parse without answering; its HTTP transport answers a non-message as a parse
 * error. So params are checked here, between the transport and the server (`ParamsGate`), with the
 * SDK's own request schemas, and malformed input is answered by the transports (http.ts, stdio.ts).
 */
import type { Transport, TransportSendOptions } from '@modelcontextprotocol/sdk/shared/transport.js';
import {
  CallToolRequestSchema,
  InitializeRequestSchema,
  type JSONRPCMessage,
  JSONRPCMessageSchema,
  ListToolsRequestSchema,
  PingRequestSchema,
  type RequestId,
} from '@modelcontextprotocol/sdk/types.js';
import type { z } from 'zod';
import { INVALID_PARAMS, INVALID_REQUEST, type JsonRpcErrorResponse, rpcError } from './rpc-errors.ts';

/** The id of something that may be a request, when it carries a usable one. */
function idOf(value: unknown): RequestId | null {
  const id = (value as { id?: unknown } | null)?.id;
  return typeof id === 'string' || (typeof id === 'number' && Number.isFinite(id)) ? id : null;
}

/** A parsed JSON value as one JSON-RPC message, or the -32600 answer to it. */
export function asMessage(value: unknown): { message: JSONRPCMessage } | { refusal: JsonRpcErrorResponse } {
  const parsed = JSONRPCMessageSchema.safeParse(value);
  if (parsed.success) return { message: parsed.data };
  return { refusal: rpcError(idOf(value), INVALID_REQUEST, 'Invalid Request: not a JSON-RPC 2.0 message') };
}

/** The methods this server answers whose params have a schema (the SDK's own). */
const requestSchemas = new Map<string, z.ZodType>([
  ['initialize', InitializeRequestSchema],
  ['ping', PingRequestSchema],
  ['tools/list', ListToolsRequestSchema],
  ['tools/call', CallToolRequestSchema],
]);

/** The -32602 answer to a request whose params its method's schema refuses; null when they pass (or it is no such request). */
export function invalidParams(message: JSONRPCMessage): JsonRpcErrorResponse | null {
  if (!('method' in message) || !('id' in message)) return null;
  const schema = requestSchemas.get(message.method);
  if (!schema) return null;
  const parsed = schema.safeParse(message);
  if (parsed.success) return null;
  const issue = parsed.error.issues[0];
  const where = issue.path.length ? issue.path.map(String).join('.') : 'params';
  // zod's own sentence for the first issue ("Invalid input: expected string, received number"), cut short.
  return rpcError(message.id, INVALID_PARAMS, `Invalid params: ${where}: ${issue.message}`.slice(0, 200));
}

/**
 * A transport whose incoming requests with invalid params are answered -32602 before they reach
 * the server; everything else passes both ways unchanged.
 */
export class ParamsGate implements Transport {
  onclose?: () => void;
  onerror?: (error: Error) => void;
  onmessage?: Transport['onmessage'];

  constructor(private readonly inner: Transport) {
    inner.onmessage = (message, extra) => {
      const refusal = invalidParams(message);
      if (refusal) void inner.send(refusal as JSONRPCMessage).catch((e: unknown) => this.onerror?.(e as Error));
      else this.onmessage?.(message, extra);
    };
    inner.onclose = () => this.onclose?.();
    inner.onerror = (e) => this.onerror?.(e);
  }

  get sessionId() {
    return this.inner.sessionId;
  }
  setProtocolVersion = (version: string) => this.inner.setProtocolVersion?.(version);
  start = () => this.inner.start();
  send = (message: JSONRPCMessage, options?: TransportSendOptions) => this.inner.send(message, options);
  close = () => this.inner.close();
}
