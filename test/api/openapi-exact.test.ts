// The OpenAPI document states exactly what the API checks. For every parameter of every GET
// operation, values at and just past each bound the document gives (an integer's minimum and
// maximum, a string's lengths and pattern, an enum's values, an array's item count) and a set of
// awkward strings are sent one at a time, the other parameters left out or valid. A value the
// document allows (Ajv, OpenAPI 3.1's JSON Schema, with the query string's coercion) is never
// refused as malformed (400), and a value it does not allow always is, except with a code the
// parameter's description names: what a schema cannot say (a cursor's signature, groupBy's
// combinations, a report's longest range) is said there in words, with its code.
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedAccount, startTestApp, type TestApp } from '../support/app.ts';
import { seedRuns } from '../support/seed-data.ts';

type Schema = Record<string, any>;
interface Parameter {
  name: string;
  in: 'path' | 'query';
  required?: boolean;
  description?: string;
  schema: Schema;
}

let app: TestApp;
let key: string;
let doc: { paths: Record<string, Record<string, { parameters?: Parameter[] }>>; components: { schemas: Record<string, Schema> } };
/** A valid value of each path parameter: the seeded project and run. */
let known: Record<string, string>;
beforeAll(async () => {
  app = await startTestApp({ VISIBILITY_RATE_LIMIT_READ: '1000000' });
  const seeded = await seedAccount(app.services);
  const [run] = await seedRuns(app.services, seeded.projects[0].id, [new Date(Date.now() - 86_400_000)], { findingsPerRun: 1 });
  key = seeded.key;
  known = { slug: seeded.projects[0].slug, id: run };
  doc = (await (await fetch(`${app.url}/api/v1/openapi.json`)).json()) as typeof doc;
});
afterAll(async () => app?.close());

const awkward = ['', ' ', '0', '-1', '1.5', 'toString', '__proto__', '..', 'a'.repeat(2000), 'ÄÖÜ', 'null'];
const dates = [
  '2020-01-01T00:00:00Z',
  '2020-01-01T00:00:00.123+02:00',
  '2020-02-30T00:00:00Z',
  '2020-01-01T00:00:00',
  '2020-01-01',
  '2020-01-01T24:00:00Z',
];

/** The values to try for a parameter: its bounds, just past them, and the awkward ones. */
function candidates(p: Parameter, schema: Schema): string[][] {
  const one = (values: string[]) => values.map((v) => [v]);
  if (schema.type === 'array') {
    const items: string[] = schema.items?.enum ?? ['x'];
    const most = Number(schema.maxItems ?? 1);
    const counts = [0, Number(schema.minItems ?? 0), most, most + 1].filter((n) => n >= 1);
    return [
      ...counts.map((n) => Array.from({ length: n }, (_, i) => items[i % items.length])),
      ...one([...items, items[0].toLowerCase(), 'BOGUS', '']),
      [items.slice(0, 2).join(',')],
    ];
  }
  if (schema.type === 'integer') {
    const min = Number(schema.minimum ?? 0);
    const max = Number(schema.maximum ?? 1000);
    return one([min - 1, min, max, max + 1].map(String).concat(['1.5', '1e2', 'abc', '']));
  }
  if (schema.enum) return one([...(schema.enum as string[]), (schema.enum as string[])[0].toLowerCase(), 'BOGUS', '']);
  const values = [...awkward];
  if (schema.format === 'date-time') values.push(...dates);
  if (known[p.name]) values.push(known[p.name], `${known[p.name]}x`, known[p.name].toUpperCase());
  if (p.name.endsWith('Id')) values.push(`${p.name.slice(0, 3)}_${'0'.repeat(32)}`, `run_${'0'.repeat(32)}`, `prm_${'0'.repeat(32)}`);
  const [shortest, longest] = [Number(schema.minLength ?? 0), Number(schema.maxLength ?? 0)];
  if (longest) values.push('a'.repeat(longest), 'a'.repeat(longest + 1));
  if (shortest) values.push('a'.repeat(shortest), 'a'.repeat(shortest - 1));
  return one([...new Set(values)]);
}

const ajv = addFormats(new Ajv2020({ strict: false, allErrors: false }));

/** Whether the document allows `values` for the parameter, as a query string or path carries them. */
function allowed(schema: Schema, values: string[]): boolean {
  const coerce = (s: Schema, v: string) => (s.type === 'integer' && /^-?\d+$/.test(v) ? Number(v) : v);
  const value =
    schema.type === 'array' ? values.flatMap((v) => v.split(',')).map((v) => coerce(schema.items ?? {}, v)) : coerce(schema, values[0]);
  return ajv.validate({ ...schema, $defs: undefined, components: undefined }, value);
}

describe('the OpenAPI document states what the API checks', () => {
  it(
    'every parameter of every GET operation: a value the document allows is never 400, one it does not allow always is',
    { timeout: 240_000 },
    async () => {
      const resolve = (s: Schema): Schema => (s.$ref ? doc.components.schemas[s.$ref.split('/').at(-1)!] : s);
      const firstAllowed = (o: Parameter) => candidates(o, resolve(o.schema)).find((v) => allowed(resolve(o.schema), v))![0];
      const mismatches: string[] = [];
      let tried = 0;
      for (const [path, ops] of Object.entries(doc.paths)) {
        const op = ops.get;
        if (!op || path === '/openapi.json') continue;
        const params = op.parameters ?? [];
        for (const p of params) {
          const schema = resolve(p.schema);
          for (const values of candidates(p, schema)) {
            // An empty or dot segment is another path (RFC 3986), not this parameter's value.
            if (p.in === 'path' && ['', '.', '..'].includes(values[0])) continue;
            // The others: path parameters valid, required query parameters their first allowed value, the rest left out.
            let url =
              '/api/v1' + path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(name === p.name ? values[0] : known[name]));
            const query = params
              .filter((o) => o.in === 'query' && o.required && o !== p)
              .map((o) => `${o.name}=${encodeURIComponent(firstAllowed(o))}`);
            if (p.in === 'query') query.push(...values.map((v) => `${p.name}=${encodeURIComponent(v)}`));
            if (query.length) url += `?${query.join('&')}`;
            const res = await fetch(app.url + url, { headers: { authorization: `Bearer ${key}` } });
            const code = ((await res.json().catch(() => ({}))) as { error?: string }).error;
            tried++;
            const ok = allowed(schema, values);
            const where = `GET ${path} ${p.name}=${JSON.stringify(values).slice(0, 80)}: ${res.status} ${code ?? ''}`;
            if (ok && res.status === 400 && !(p.description ?? '').includes(`\`${code}\``))
              mismatches.push(`allowed by the document, refused with a code its description does not name: ${where}`);
            if (!ok && res.status !== 400) mismatches.push(`not allowed by the document, accepted: ${where}`);
          }
        }
      }
      expect(tried).toBeGreaterThan(300);
      expect(mismatches).toEqual([]);
    },
  );
});
