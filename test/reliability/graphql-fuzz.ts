/**
 * A seeded generator of GraphQL requests built from the executable schema: random documents of
 * the schema's own fields (aliases, inline and named fragments, variables, random and hostile
 * arguments, huge `first`, foreign or edited cursors, nesting past the limits) and hostile
 * transports (malformed JSON, wrong content types, batches, GET, wrong variable types).
 * Uses the REST fuzz's seeded PRNG and hostile strings (fuzz-harness.ts).
 */
import {
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLNamedType,
  type GraphQLSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  isUnionType,
} from 'graphql';
import { type FuzzRequest, hostileBodies, hostileStrings } from './fuzz-harness.ts';

export interface GraphqlFuzzValues {
  /** Valid-looking values per argument name (own and foreign slugs, ids, cursors...). */
  known: Record<string, string[]>;
  authorization: string[];
}

type Rnd = () => number;

const hugeInts = [0, -1, 1, 2, 50, 100, 101, 1000, 2 ** 31 - 1, 2 ** 31, 1e15, -(2 ** 31)];

export function graphqlFuzzer(schema: GraphQLSchema, values: GraphqlFuzzValues, rnd: Rnd) {
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)];
  const chance = (p: number) => rnd() < p;
  let aliasCount = 0;
  let fragments: string[] = [];
  let varDefs: string[] = [];
  let vars: Record<string, unknown> = {};

  /** A value for an input type: mostly valid, sometimes of the wrong type or hostile. */
  function inputValue(name: string, type: GraphQLInputType, depth = 0): unknown {
    const t = isNonNullType(type) ? type.ofType : type;
    if (chance(0.04)) return pick<unknown>([null, pick(hostileStrings), pick(hugeInts), true, [], {}]);
    if (isListType(t)) return Array.from({ length: Math.floor(rnd() * 3) }, () => inputValue(name, t.ofType, depth + 1));
    if (isEnumType(t)) return chance(0.9) ? pick(t.getValues()).name : pick(['NOPE', 'chatgpt', '']);
    if (isInputObjectType(t)) {
      if (depth > 3) return {};
      return Object.fromEntries(
        Object.values(t.getFields())
          .filter(() => chance(0.7))
          .map((f) => [f.name, inputValue(f.name, f.type, depth + 1)]),
      );
    }
    if (isScalarType(t)) {
      if (t.name === 'Int' || t.name === 'Float') return pick(hugeInts);
      if (t.name === 'Boolean') return chance(0.5);
      const known = values.known[name];
      if (known?.length && chance(0.7)) return pick(known);
      if (t.name === 'DateTime')
        return pick(['2026-01-01T00:00:00Z', '2026-11-23T10:00:00+02:00', '2026-02-30T00:00:00Z', 'yesterday', '+275760-09-13T00:00:00Z']);
      return pick(hostileStrings);
    }
    return null;
  }

  /** GraphQL literal syntax of a JSON value (enum names are bare when the type says enum). */
  function literal(v: unknown, type: GraphQLInputType): string {
    const t = isNonNullType(type) ? type.ofType : type;
    if (v === null || v === undefined) return 'null';
    if (Array.isArray(v)) return `[${v.map((x) => literal(x, isListType(t) ? t.ofType : t)).join(', ')}]`;
    if (typeof v === 'object') {
      const fields = isInputObjectType(t) ? t.getFields() : {};
      return `{${Object.entries(v)
        .map(([k, x]) => `${k}: ${literal(x, fields[k]?.type ?? t)}`)
        .join(', ')}}`;
    }
    if (typeof v === 'string' && isEnumType(t) && /^[A-Za-z_]\w*$/.test(v)) return v;
    return JSON.stringify(v);
  }

  function argsOf(args: readonly GraphQLArgument[]): string {
    const parts: string[] = [];
    for (const a of args) {
      if (!isNonNullType(a.type) && !chance(0.5)) continue;
      if (isNonNullType(a.type) && chance(0.03)) continue; // a missing required argument
      const v = inputValue(a.name, a.type);
      if (chance(0.3)) {
        const name = `v${varDefs.length}`;
        // Sometimes declared with another type than the argument's.
        const declared = chance(0.95) ? String(a.type) : pick(['Int', 'String!', '[String]', 'Boolean', 'DateTime']);
        varDefs.push(`$${name}: ${declared}`);
        if (chance(0.9)) vars[name] = v;
        parts.push(`${a.name}: $${name}`);
      } else parts.push(`${a.name}: ${literal(v, a.type)}`);
    }
    if (chance(0.03)) parts.push(`${pick(['nope', 'limit', '__proto__'])}: 1`);
    return parts.length ? `(${parts.join(', ')})` : '';
  }

  function selection(type: GraphQLNamedType, depth: number, maxDepth: number): string {
    if (isUnionType(type))
      return `{ __typename ${type
        .getTypes()
        .map((t) => `... on ${t.name} ${selection(t, depth + 1, maxDepth)}`)
        .join(' ')} }`;
    if (!isObjectType(type) && !isInterfaceType(type)) return '';
    const fields = Object.values(type.getFields()) as GraphQLField<unknown, unknown>[];
    const scalars = fields.filter(
      (f) => !isObjectType(getNamedType(f.type)) && !isInterfaceType(getNamedType(f.type)) && !isUnionType(getNamedType(f.type)),
    );
    const objects = fields.filter((f) => !scalars.includes(f));
    const chosen = new Set<GraphQLField<unknown, unknown>>();
    for (let i = 0, n = 1 + Math.floor(rnd() * 4); i < n && scalars.length; i++) chosen.add(pick(scalars));
    if (depth < maxDepth) for (let i = 0, n = Math.floor(rnd() * 3); i < n && objects.length; i++) chosen.add(pick(objects));
    const items = [...chosen].map((f) => field(f, depth + 1, maxDepth));
    if (chance(0.05)) items.push(pick(['nope', '__typename', 'id { x }', '...on Nope { id }']));
    let body = items.join(' ') || '__typename';
    if (chance(0.1)) body = `... on ${type.name} { ${body} }`;
    else if (chance(0.08)) {
      const name = `F${fragments.length}`;
      fragments.push(`fragment ${name} on ${type.name} { ${body} }`);
      body = `...${name}`;
    }
    return `{ ${body} }`;
  }

  function field(f: GraphQLField<unknown, unknown>, depth: number, maxDepth: number): string {
    const alias = chance(0.1) ? `a${aliasCount++}: ` : '';
    const sub = selection(getNamedType(f.type), depth, maxDepth);
    return `${alias}${f.name}${argsOf(f.args)} ${sub}`;
  }

  /** One random document and its variables. */
  function document(): { query: string; variables: Record<string, unknown> } {
    aliasCount = 0;
    fragments = [];
    varDefs = [];
    vars = {};
    const mutation = schema.getMutationType();
    const root = mutation && chance(0.08) ? mutation : schema.getQueryType()!;
    const maxDepth = chance(0.1) ? 8 + Math.floor(rnd() * 10) : 2 + Math.floor(rnd() * 4);
    const fields = Object.values(root.getFields()) as GraphQLField<unknown, unknown>[];
    const roots = Array.from({ length: chance(0.1) ? 2 + Math.floor(rnd() * 20) : 1 }, () => field(pick(fields), 1, maxDepth));
    const op = root === mutation ? 'mutation' : 'query';
    const head = `${op}${chance(0.3) ? ' Fuzz' : ''}${varDefs.length ? `(${varDefs.join(', ')})` : ''}`;
    let query = `${head} { ${roots.join(' ')} } ${fragments.join(' ')}`;
    if (chance(0.03)) query = query.slice(0, Math.floor(rnd() * query.length)); // truncated
    return { query, variables: vars };
  }

  /** One HTTP request: mostly a well-formed POST of a random document, sometimes a hostile one. */
  return function request(): FuzzRequest {
    const headers: Record<string, string> = {};
    const auth = pick(values.authorization);
    if (auth) headers.authorization = auth;
    const generated = document();
    const { variables } = generated;
    // An operation type the schema lacks (it answered 200 internal_error: issue 20).
    const query = chance(0.01) ? `subscription ${generated.query.replace(/^\s*(query|mutation)\b/, '')}` : generated.query;
    const r = rnd();
    if (r < 0.05) {
      // Sometimes `variables` cut short: not JSON (it answered 200 internal_error: issue 20).
      const vars = JSON.stringify(variables);
      const sent = chance(0.2) ? vars.slice(0, Math.max(1, Math.floor(rnd() * vars.length))) : vars;
      return { method: 'GET', url: `/graphql?query=${encodeURIComponent(query)}&variables=${encodeURIComponent(sent)}`, headers };
    }
    headers['content-type'] = 'application/json';
    let body = JSON.stringify({ query, variables, ...(chance(0.05) ? { operationName: pick(['Fuzz', 'Other', '']) } : {}) });
    if (r < 0.08) body = pick(hostileBodies);
    else if (r < 0.1) body = JSON.stringify([{ query }, { query }]);
    else if (r < 0.12) body = JSON.stringify({ query: pick<unknown>([null, 1, [], {}, '']), variables });
    else if (r < 0.14) body = JSON.stringify({ query, variables: pick<unknown>(['x', 1, [], null]) });
    else if (r < 0.16)
      headers['content-type'] = pick([
        'text/plain',
        'application/x-www-form-urlencoded',
        'application/graphql',
        'multipart/form-data; boundary=x',
        'application/json; charset=latin1',
      ]);
    else if (r < 0.17) body = `{"query": ${JSON.stringify('{ '.repeat(3000))}}`;
    return { method: chance(0.01) ? pick(['PUT', 'DELETE', 'PATCH']) : 'POST', url: '/graphql', headers, body };
  };
}
