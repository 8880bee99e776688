/**
 * A seeded request fuzzer driven by an OpenAPI document: for each operation it builds requests
 * whose path parameters, query parameters and bodies mix valid values (the caller's own ids, ids
 * of another tenant) with hostile ones (prototype names, NUL, huge numbers, deep JSON, bad
 * encodings, impossible dates). Endpoint-agnostic: a GraphQL fuzz supplies its own `Operation`s.
 */
export interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string;
}

/** mulberry32: small, fast and reproducible from its seed. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const hostileStrings = [
  '',
  ' ',
  '0',
  '-1',
  '1e309',
  '99999999999999999999',
  '1.5',
  'NaN',
  'null',
  'true',
  'false',
  '[]',
  '{}',
  'toString',
  'constructor',
  '__proto__',
  'hasOwnProperty',
  '%00',
  '%',
  '%E0%A4%A',
  '%2F..%2F',
  '..',
  '../..',
  'a'.repeat(2000),
  '\u202e\u0000',
  '😀',
  "' OR 1=1 --",
  '<script>',
  '0000-01-01T00:00:00Z',
  '+275760-09-13T00:00:00Z',
  '9999-12-31T23:59:59-14:00',
  '2026-02-30T00:00:00Z',
  '2026-01-01T00:00:00Z',
  'CHATGPT',
  'chatgpt',
  'run_x',
  'proj_x',
];

export const hostileBodies = [
  '',
  '{',
  '[]',
  'null',
  '0',
  '"x"',
  '{"name":null}',
  '{"__proto__":{"admin":true}}',
  '{"constructor":{"prototype":{}}}',
  `{"name":"a\\u0000b","domain":"x.example"}`,
  '['.repeat(3000) + ']'.repeat(3000),
  `{"name":${'['.repeat(40)}${']'.repeat(40)}}`,
  '{"name":"x","domain":"10.0.0.1"}',
  '{"name":"x","domain":"localhost"}',
  '{"name":"x","domain":"ok.example","slug":"-bad-"}',
  '{"name":"' + 'x'.repeat(300) + '","domain":"long.example"}',
  '{"name":"Fuzz","domain":"fuzz.example"}',
  '{"name":"Fuzz","domain":"fuzz.example","workspaceSlug":"toString"}',
  '\uFEFF{}',
  '{"a":1}'.repeat(10),
];

export interface Operation {
  method: string;
  /** Path template with `{param}` placeholders. */
  path: string;
  pathParams: string[];
  queryParams: string[];
  hasBody: boolean;
}

/** The operations of an OpenAPI 3.x document (paths relative to its first server URL). */
export function operationsOf(doc: any): Operation[] {
  const base: string = doc.servers?.[0]?.url ?? '';
  return Object.entries<any>(doc.paths).flatMap(([path, item]) =>
    Object.entries<any>(item)
      .filter(([method]) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
      .map(([method, op]) => {
        const params: any[] = [...(item.parameters ?? []), ...(op.parameters ?? [])];
        return {
          method: method.toUpperCase(),
          path: base + path,
          pathParams: params.filter((p) => p.in === 'path').map((p) => p.name),
          queryParams: params.filter((p) => p.in === 'query').map((p) => p.name),
          hasBody: Boolean(op.requestBody),
        };
      }),
  );
}

export interface FuzzValues {
  /** Valid values per parameter name (own slugs, own run ids, another tenant's ids...). */
  known: Record<string, string[]>;
  authorization: string[];
}

export function fuzzRequest(op: Operation, values: FuzzValues, rnd: () => number): FuzzRequest {
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)];
  const value = (name: string) => {
    const known = values.known[name];
    return known?.length && rnd() < 0.6 ? pick(known) : pick(hostileStrings);
  };
  const rawSegment = (v: string) => (rnd() < 0.2 ? v : encodeURIComponent(v)); // sometimes unencoded
  let path = op.path.replace(/\{([^}]+)\}/g, (_, name: string) => rawSegment(value(name)));
  if (rnd() < 0.05) path += '/';
  if (rnd() < 0.03) path = path.toUpperCase();
  const query: string[] = [];
  for (const name of op.queryParams) if (rnd() < 0.5) query.push(`${name}=${rawSegment(value(name))}`);
  if (rnd() < 0.15) query.push(`${pick(['toString', '__proto__', 'constructor', 'limit', 'x'])}=${rawSegment(pick(hostileStrings))}`);
  if (rnd() < 0.05 && op.queryParams[0]) query.push(`${op.queryParams[0]}=1`, `${op.queryParams[0]}=2`); // repeated
  const method = rnd() < 0.04 ? pick(['GET', 'POST', 'PUT', 'DELETE', 'PATCH']) : op.method;
  const headers: Record<string, string> = {};
  const auth = pick(values.authorization);
  if (auth) headers.authorization = auth;
  let body: string | undefined;
  if (method !== 'GET' && (op.hasBody || rnd() < 0.3)) {
    body = pick(hostileBodies);
    headers['content-type'] =
      rnd() < 0.9 ? 'application/json' : pick(['text/plain', 'application/x-www-form-urlencoded', 'application/json; charset=latin1']);
  }
  return { method, url: path + (query.length ? `?${query.join('&')}` : ''), headers, body };
}
