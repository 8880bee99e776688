/**
 * JSON-RPC 2.0's error answers (jsonrpc.ts says which the MCP server gives and when), apart from
 * the SDK: the HTTP route answers a body it cannot read with them before the SDK is loaded.
 */
import type { RequestId } from '@modelcontextprotocol/sdk/types.js';

export const PARSE_ERROR = -32700;
export const INVALID_REQUEST = -32600;
export const INVALID_PARAMS = -32602;

export interface JsonRpcErrorResponse {
  jsonrpc: '2.0';
  id: RequestId | null;
  error: { code: number; message: string };
}

export const rpcError = (id: RequestId | null, code: number, message: string): JsonRpcErrorResponse => ({
  jsonrpc: '2.0',
  id,
  error: { code, message },
});
