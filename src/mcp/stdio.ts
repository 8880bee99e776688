/**
 * The MCP server's stdio transport: one JSON-RPC message per line on stdin, one per line on
 * stdout. Unlike the SDK's StdioServerTransport (which drops a line it cannot read, answering
 * nothing), every line gets the answer JSON-RPC 2.0 gives it: -32700 for a line that is not JSON,
 * -32600 for JSON that is not a message (or an empty batch), and a batch (an array) is answered
 * with one array of the answers to its requests, as the specification says (none when it holds
 * only notifications). A line longer than the buffer limit is answered -32700 and skipped.
 */
import type { Readable, Writable } from 'node:stream';
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import type { JSONRPCMessage, RequestId } from '@modelcontextprotocol/sdk/types.js';
import { asMessage } from './jsonrpc.ts';
import { INVALID_REQUEST, PARSE_ERROR, rpcError } from './rpc-errors.ts';

const MAX_LINE_BYTES = 4 * 1024 * 1024;

interface Batch {
  pending: Set<RequestId>;
  answers: unknown[];
}

export class LineTransport implements Transport {
  onclose?: () => void;
  onerror?: (error: Error) => void;
  onmessage?: Transport['onmessage'];
  private buffer = '';
  private skipping = false;
  private readonly batches: Batch[] = [];

  constructor(
    private readonly input: Readable = process.stdin,
    private readonly output: Writable = process.stdout,
  ) {}

  private readonly onData = (chunk: Buffer | string) => {
    this.buffer += chunk.toString();
    for (let i = this.buffer.indexOf('\n'); i >= 0; i = this.buffer.indexOf('\n')) {
      const line = this.buffer.slice(0, i);
      this.buffer = this.buffer.slice(i + 1);
      if (this.skipping) this.skipping = false;
      else this.line(line);
    }
    if (this.buffer.length > MAX_LINE_BYTES) {
      // The rest of this line is dropped up to its end; it is answered once.
      this.buffer = '';
      if (!this.skipping) this.write(rpcError(null, PARSE_ERROR, 'Parse error: the line is too long'));
      this.skipping = true;
    }
  };

  private line(raw: string) {
    const text = raw.replace(/\r$/, '');
    if (text.trim() === '') return;
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      this.write(rpcError(null, PARSE_ERROR, 'Parse error: the line is not JSON'));
      return;
    }
    if (!Array.isArray(value)) {
      const read = asMessage(value);
      if ('refusal' in read) this.write(read.refusal);
      else this.onmessage?.(read.message);
      return;
    }
    if (value.length === 0) {
      this.write(rpcError(null, INVALID_REQUEST, 'Invalid Request: an empty batch'));
      return;
    }
    const batch: Batch = { pending: new Set(), answers: [] };
    const messages: JSONRPCMessage[] = [];
    for (const item of value) {
      const read = asMessage(item);
      if ('refusal' in read) batch.answers.push(read.refusal);
      else {
        if ('method' in read.message && 'id' in read.message) batch.pending.add(read.message.id);
        messages.push(read.message);
      }
    }
    if (batch.pending.size > 0) this.batches.push(batch);
    else if (batch.answers.length > 0) this.write(batch.answers);
    for (const message of messages) this.onmessage?.(message);
  }

  private write(message: unknown) {
    this.output.write(`${JSON.stringify(message)}\n`);
  }

  start(): Promise<void> {
    this.input.on('data', this.onData);
    this.input.on('error', this.onError);
    return Promise.resolve();
  }

  private readonly onError = (e: Error) => this.onerror?.(e);

  send(message: JSONRPCMessage): Promise<void> {
    const id = 'id' in message && !('method' in message) ? message.id : undefined;
    const batch = id === undefined ? undefined : this.batches.find((b) => b.pending.has(id));
    if (batch && id !== undefined) {
      // An answer to a request of a batch waits for its siblings' answers: one array for the batch.
      batch.pending.delete(id);
      batch.answers.push(message);
      if (batch.pending.size > 0) return Promise.resolve();
      this.batches.splice(this.batches.indexOf(batch), 1);
      return this.writeDrained(batch.answers);
    }
    return this.writeDrained(message);
  }

  private writeDrained(message: unknown): Promise<void> {
    return new Promise((resolve) => {
      if (this.output.write(`${JSON.stringify(message)}\n`)) resolve();
      else this.output.once('drain', () => resolve());
    });
  }

  close(): Promise<void> {
    this.input.off('data', this.onData);
    this.input.off('error', this.onError);
    if (this.input.listenerCount('data') === 0) this.input.pause();
    this.buffer = '';
    this.onclose?.();
    return Promise.resolve();
  }
}
