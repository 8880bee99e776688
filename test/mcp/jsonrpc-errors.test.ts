/**
 * JSON-RPC 2.0's own errors on both MCP transports (issue 38, item 4): -32700 Parse error for what
 * is not JSON, -32600 Invalid Request for JSON that is not a message (and an empty batch), -32601
 * for an unknown method, -32602 Invalid params for a known method's malformed params, each with a
 * short message and no validation dump; over stdio every line is answered (a batch with one array).
 * HTTP: POST /mcp. stdio: the real `bin/visibility mcp` process, spoken to line by line.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import readline from 'node:readline';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedAccount, startTestApp, TEST_SECRET_KEY, type TestApp } from '../support/app.ts';

let app: TestApp;
let key: string;
beforeAll(async () => {
  app = await startTestApp();
  ({ key } = await seedAccount(app.services));
});
afterAll(async () => app?.close());

const initialize = JSON.stringify({
  jsonrpc: '2.0',
  id: 1,
  method: 'initialize',
  params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'test', version: '1' } },
});

/** Each malformed input and the error (code, message pattern, id) it must get. */
const cases: Array<[string, string, number, RegExp, string | number | null]> = [
  ['not JSON', '{"jsonrpc":"2.0","id":5,"method":', -32700, /^Parse error/, null],
  ['JSON but no message', '{"foo":1}', -32600, /^Invalid Request/, null],
  ['a message without a method', '{"jsonrpc":"2.0","id":4,"params":{}}', -32600, /^Invalid Request/, 4],
  ['an empty batch', '[]', -32600, /^Invalid Request/, null],
  ['an unknown method', '{"jsonrpc":"2.0","id":3,"method":"nope/x"}', -32601, /^Method not found/, 3],
  [
    'tools/call with a number for name',
    '{"jsonrpc":"2.0","id":6,"method":"tools/call","params":{"name":5}}',
    -32602,
    /^Invalid params: params\.name/,
    6,
  ],
  [
    'tools/call with a string for arguments',
    '{"jsonrpc":"2.0","id":7,"method":"tools/call","params":{"name":"list_projects","arguments":"x"}}',
    -32602,
    /^Invalid params: params\.arguments/,
    7,
  ],
  ['tools/call without params', '{"jsonrpc":"2.0","id":8,"method":"tools/call"}', -32602, /^Invalid params: params/, 8],
  [
    'tools/call of an unknown tool',
    '{"jsonrpc":"2.0","id":9,"method":"tools/call","params":{"name":"nope"}}',
    -32602,
    /^Invalid params: unknown tool "nope"$/,
    9,
  ],
  [
    'tools/list with a number for cursor',
    '{"jsonrpc":"2.0","id":10,"method":"tools/list","params":{"cursor":5}}',
    -32602,
    /^Invalid params: params\.cursor/,
    10,
  ],
  [
    'initialize with a number for protocolVersion',
    '{"jsonrpc":"2.0","id":11,"method":"initialize","params":{"protocolVersion":5}}',
    -32602,
    /^Invalid params/,
    11,
  ],
];

function expectError(answer: any, code: number, message: RegExp, id: string | number | null) {
  expect(answer).toMatchObject({ jsonrpc: '2.0', id, error: { code, message: expect.stringMatching(message) } });
  // Short, and no validation dump or stack.
  expect(answer.error.message.length).toBeLessThan(200);
  expect(answer.error.message).not.toMatch(/\[\s*\{|"code"|invalid_type|\n|at .*\.(js|ts)/);
  expect(answer.error.code).not.toBe(-32603);
}

describe('POST /mcp', () => {
  const post = (body: string) =>
    fetch(`${app.url}/mcp`, {
      method: 'POST',
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
      body,
    });

  it.each(cases)('%s', async (_what, body, code, message, id) => {
    const res = await post(body);
    expect(res.status).toBe(code === -32700 || code === -32600 ? 400 : 200);
    expectError(await res.json(), code, message, id);
  });

  it('a batch with an item that is no message is -32600; a valid batch is answered with an array', async () => {
    const bad = await post('[{"jsonrpc":"2.0","id":1,"method":"ping"},{"x":1}]');
    expect(bad.status).toBe(400);
    expectError(await bad.json(), -32600, /^Invalid Request: item 2/, null);
    const good = await post(
      '[{"jsonrpc":"2.0","id":1,"method":"ping"},{"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":1}}]',
    );
    const answers = (await good.json()) as any[];
    expect(answers.map((a) => [a.id, a.error?.code ?? null])).toEqual(
      expect.arrayContaining([
        [1, null],
        [2, -32602],
      ]),
    );
  });

  it('without a key it is still 401 first', async () => {
    const res = await fetch(`${app.url}/mcp`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{' });
    expect(res.status).toBe(401);
  });
});

describe('bin/visibility mcp (stdio)', () => {
  let child: ChildProcess;
  let lines: AsyncIterator<string>;
  beforeAll(() => {
    child = spawn('bin/visibility', ['mcp', '--key', key], {
      env: { ...process.env, DATABASE_URL: app.databaseUrl, VISIBILITY_SECRET_KEY: TEST_SECRET_KEY, LOG_LEVEL: 'warn' },
      stdio: ['pipe', 'pipe', 'inherit'],
    });
    lines = readline.createInterface({ input: child.stdout! })[Symbol.asyncIterator]();
  });
  afterAll(() => {
    child?.stdin?.end();
    child?.kill('SIGTERM');
  });
  /** Writes one line and reads the one line that answers it. */
  async function ask(line: string): Promise<any> {
    child.stdin!.write(`${line}\n`);
    const next = await lines.next();
    return JSON.parse(next.value as string);
  }

  it('answers the handshake, then every malformed line with its error, in order', async () => {
    expect((await ask(initialize)).result.serverInfo.name).toBe('visibility-data-api');
    for (const [what, body, code, message, id] of cases) {
      const answer = await ask(body);
      expect(answer, what).toBeDefined();
      expectError(answer, code, message, id);
    }
  });

  it('answers a batch with one array (errors for its bad items), and still serves afterwards', async () => {
    const answers = (await ask(
      '[{"jsonrpc":"2.0","id":21,"method":"ping"},{"x":1},{"jsonrpc":"2.0","id":22,"method":"tools/call","params":{"name":1}},{"jsonrpc":"2.0","method":"notifications/initialized"}]',
    )) as any[];
    expect(Array.isArray(answers)).toBe(true);
    expect(answers.map((a) => [a.id, a.error?.code ?? null]).sort((a, b) => String(a[0]).localeCompare(String(b[0])))).toEqual([
      [21, null],
      [22, -32602],
      [null, -32600],
    ]);
    const tools = await ask('{"jsonrpc":"2.0","id":23,"method":"tools/list"}');
    expect(tools.result.tools).toHaveLength(18);
  });
});
