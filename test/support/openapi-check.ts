import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { expect } from 'vitest';

type Json = Record<string, any>;

/**
 * Validates responses against the served OpenAPI document: the status must be documented for the
 * operation, the content type must match, and a JSON body must validate against its schema.
 * Every request made through TestApp.request goes through this, so the document and the
 * behaviour cannot drift apart.
 */
export class OpenApiChecker {
  private readonly ajv: InstanceType<typeof Ajv2020>;
  private readonly routes: { method: string; regex: RegExp; op: Json }[] = [];
  checked = 0;

  constructor(private readonly doc: Json) {
    this.ajv = new Ajv2020({ strict: false, allErrors: true });
    (addFormats as unknown as (a: unknown) => void)(this.ajv);
    this.ajv.addSchema({ $id: 'doc', components: doc.components }, 'doc');
    for (const [path, item] of Object.entries(doc.paths as Json)) {
      const regex = new RegExp(`^${doc.servers[0].url}${path.replace(/\./g, '\\.').replace(/\{[^}]+\}/g, '[^/]+')}$`);
      for (const [method, op] of Object.entries(item as Json)) this.routes.push({ method: method.toUpperCase(), regex, op });
    }
  }

  private resolve(obj: Json): Json {
    while (obj?.$ref) {
      const parts = (obj.$ref as string).replace('#/', '').split('/');
      obj = parts.reduce((o: Json, k) => o[k], this.doc);
    }
    return obj;
  }

  private validate(schema: Json, body: unknown, where: string) {
    const rewritten = JSON.parse(JSON.stringify(schema).replaceAll('"#/components/', '"doc#/components/'));
    const fn = this.ajv.compile(rewritten);
    if (!fn(body)) {
      throw new Error(
        `${where}: body does not match the OpenAPI document: ${this.ajv.errorsText(fn.errors)}\n${JSON.stringify(body).slice(0, 500)}`,
      );
    }
  }

  check(method: string, url: string, status: number, contentType: string | null, body: unknown) {
    const path = new URL(url).pathname;
    const route = this.routes.find((r) => r.method === method && r.regex.test(path));
    const where = `${method} ${path} -> ${status}`;
    this.checked++;
    if (!route) {
      // Unknown routes answer with the shared error body.
      expect(status, where).toBe(404);
      this.validate({ $ref: '#/components/schemas/Error' }, body, where);
      return;
    }
    const response = route.op.responses[String(status)];
    if (!response) throw new Error(`${where}: status ${status} is not documented for this operation`);
    const resolved = this.resolve(response);
    const types = Object.keys(resolved.content ?? {});
    const mediaType = (contentType ?? '').split(';')[0].trim();
    if (!types.includes(mediaType)) throw new Error(`${where}: content type ${mediaType} not documented (${types.join(', ')})`);
    if (mediaType === 'application/json') this.validate(resolved.content[mediaType].schema, body, where);
    for (const [name, header] of Object.entries((resolved.headers ?? {}) as Json)) {
      if (header.required) expect(this.lastHeaders?.get(name), `${where}: header ${name}`).toBeTruthy();
    }
  }

  lastHeaders: Headers | undefined;
}
