// How to connect an AI assistant to the service's MCP server with an API key: the same
// configurations as docs/mcp.md (Claude Desktop's for both an embedded and an external database,
// with every variable each needs), filled in with this service's address (and the new key, when
// one was just created).
import { useState } from 'react';

const placeholder = '<YOUR_API_KEY>';

/** Where the service is installed: the configs' placeholder, as in docs/mcp.md. */
const installation = '/path/to/visibility';
const command = `${installation}/bin/visibility`;

function mcpConfigs(origin: string, key: string) {
  const url = `${origin}/mcp`;
  return [
    {
      id: 'claude-code',
      title: 'Claude Code',
      text: `claude mcp add --transport http visibility ${url} --header "Authorization: Bearer ${key}"`,
    },
    {
      id: 'cursor',
      title: 'Cursor (.cursor/mcp.json)',
      text: JSON.stringify({ mcpServers: { visibility: { url, headers: { Authorization: `Bearer ${key}` } } } }, null, 2),
    },
    {
      id: 'claude-desktop',
      title: "Claude Desktop (claude_desktop_config.json, stdio on the service's machine), the service on its embedded database",
      text: JSON.stringify(
        {
          mcpServers: {
            visibility: { command, args: ['mcp'], env: { VISIBILITY_API_KEY: key, VISIBILITY_DATA_DIR: `${installation}/.data` } },
          },
        },
        null,
        2,
      ),
    },
    {
      id: 'claude-desktop-database-url',
      title: 'Claude Desktop, the service on an external PostgreSQL (DATABASE_URL): the same database URL and secret key as the service',
      text: JSON.stringify(
        {
          mcpServers: {
            visibility: {
              command,
              args: ['mcp'],
              env: {
                VISIBILITY_API_KEY: key,
                DATABASE_URL: 'postgresql://visibility:password@db.internal:5432/visibility',
                VISIBILITY_SECRET_KEY: "the service's VISIBILITY_SECRET_KEY",
              },
            },
          },
        },
        null,
        2,
      ),
    },
  ];
}

export function McpSnippet({ apiKey }: { apiKey?: string }) {
  const [copied, setCopied] = useState<string | null>(null);
  return (
    <section className="card" aria-labelledby="mcp-heading">
      <h2 id="mcp-heading">Connect an AI assistant (MCP)</h2>
      <p>
        Assistants reach the same data through the MCP server at <code>/mcp</code>, with an API key: its role, projects, expiry and limits
        apply to every tool call. {apiKey ? 'These use the key you just created.' : `Replace ${placeholder} with a key.`}
      </p>
      {mcpConfigs(window.location.origin, apiKey ?? placeholder).map((c) => (
        <div key={c.id} className="snippet">
          <h3>{c.title}</h3>
          <pre data-testid={`mcp-${c.id}`}>
            <code>{c.text}</code>
          </pre>
          <button
            type="button"
            onClick={async () => {
              await navigator.clipboard?.writeText(c.text).catch(() => {});
              setCopied(c.id);
            }}
          >
            {copied === c.id ? 'Copied' : 'Copy'}
            <span className="sr-only"> {c.title}</span>
          </button>
        </div>
      ))}
    </section>
  );
}
