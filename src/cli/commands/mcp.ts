// The MCP server on stdio, for desktop assistants (Claude Desktop, Claude Code, Cursor).
import { CliError, type Command, str } from '../command.ts';

export const commands: Command[] = [
  {
    name: 'mcp',
    summary: 'serve the MCP server (tools over the API) on stdin/stdout for an AI assistant',
    details:
      'Speaks the Model Context Protocol on stdio with the tools of the /mcp endpoint, every call made with the API key ' +
      '(--key, or VISIBILITY_API_KEY): the same roles, project scope, expiry, revocation and per-key limits as REST. ' +
      'Uses the same database and settings as the other commands (DATABASE_URL, else the embedded PostgreSQL of the ' +
      'data folder). Logs go to stderr; stdout carries the protocol only. Ends when stdin closes or on SIGINT/SIGTERM. ' +
      'A key that is missing, revoked or expired, or an account without API access, stops it at once with the reason.',
    options: { key: { type: 'string', value: 'KEY', help: 'API key (default: VISIBILITY_API_KEY)' } },
    stays: true,
    run: async (ctx) => {
      const { loadConfig } = await import('../../core/runtime/config.ts');
      const key = str(ctx, 'key', false) ?? loadConfig().apiKey;
      if (!key) throw new CliError('an API key is required', 'pass --key KEY or set VISIBILITY_API_KEY');
      const authorization = `Bearer ${key}`;
      const { Shutdown } = await import('../shutdown.ts');
      const shutdown = new Shutdown();
      const { startRuntime } = await import('../../app.ts');
      const rt = await startRuntime({ migrate: 'if-behind' });
      shutdown.runtimeStarted(rt);
      const { authenticateKey } = await import('../../core/access/api-keys.ts');
      const { sqlPool } = await import('../../db/client.ts');
      try {
        await authenticateKey(sqlPool(rt.services.db), authorization, rt.services.leases);
      } catch (e) {
        await rt.close();
        throw new CliError(`the API key was refused: ${(e as Error).message}`, 'create a key with: visibility key create --account E');
      }
      const { LineTransport } = await import('../../mcp/stdio.ts');
      const { ParamsGate } = await import('../../mcp/jsonrpc.ts');
      const { createMcpServer } = await import('../../mcp/server.ts');
      const server = createMcpServer(rt.services, { authorization });
      // JSON-RPC's own errors for every line (src/mcp/jsonrpc.ts), params checked before the SDK's server.
      const transport = new ParamsGate(new LineTransport());
      // The assistant closing our stdin is the end of the session.
      process.stdin.once('end', () => process.kill(process.pid, 'SIGTERM'));
      shutdown.started('mcp', () => server.close());
      await server.connect(transport);
      return shutdown.untilSignal();
    },
  },
];
