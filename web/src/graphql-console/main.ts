// The GraphQL console served at GET /graphql to a browser: a query, its variables and the request
// headers (the API key), sent to POST /graphql, and the answer shown as it came. Built from this
// folder alone, so the page loads nothing from elsewhere (the server's CSP would refuse it).
import '../styles.css';
import './console.css';
import { exampleHeaders, exampleQuery } from './example.ts';

function element(selector: string): HTMLElement {
  const found = document.querySelector<HTMLElement>(selector);
  if (!found) throw new Error(`graphql.html lacks ${selector}`);
  return found;
}
const form = element('#console') as HTMLFormElement;
const status = element('#status');
const result = element('#result');
const field = (name: string) => form.elements.namedItem(name) as HTMLTextAreaElement | HTMLInputElement;

field('query').value = exampleQuery;
field('headers').value = exampleHeaders;

/** A JSON object typed in a box, or a sentence saying why it is not one. */
function objectOf(name: string, label: string): Record<string, unknown> | string | undefined {
  const text = field(name).value.trim();
  if (!text) return undefined;
  try {
    const value: unknown = JSON.parse(text);
    if (value && typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>;
  } catch {
    // answered below
  }
  return `${label} must be a JSON object.`;
}

async function run(): Promise<void> {
  const variables = objectOf('variables', 'Variables');
  const headers = objectOf('headers', 'Headers');
  const problem = [variables, headers].find((v) => typeof v === 'string');
  if (problem) {
    status.textContent = problem;
    return;
  }
  const button = form.querySelector('button');
  if (button) button.disabled = true;
  status.textContent = 'Running…';
  const started = performance.now();
  try {
    const res = await fetch('/graphql', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/graphql-response+json, application/json',
        ...(headers as Record<string, string> | undefined),
      },
      body: JSON.stringify({ query: field('query').value, variables, operationName: field('operationName').value.trim() || undefined }),
    });
    const text = await res.text();
    const ms = Math.round(performance.now() - started);
    const retry = res.headers.get('retry-after');
    status.textContent = `HTTP ${res.status} in ${ms} ms${retry ? `; retry after ${retry} s` : ''}`;
    try {
      result.textContent = JSON.stringify(JSON.parse(text), null, 2);
    } catch {
      result.textContent = text;
    }
  } catch (e) {
    status.textContent = `The request failed: ${e instanceof Error ? e.message : String(e)}`;
  } finally {
    if (button) button.disabled = false;
  }
}

form.addEventListener('submit', (e) => {
  e.preventDefault();
  void run();
});
form.addEventListener('keydown', (e) => {
  if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
    e.preventDefault();
    void run();
  }
});
