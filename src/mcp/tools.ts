/**
 * The MCP server's tools: each is one operation of the public API that says how it is offered to
 * the assistants (its `mcp`: a name and words for a model choosing what to call; the operation's
 * file, src/core/api/operations/). Input and output schemas are the procedure's own zod schemas, so a tool takes the REST parameters of the same name and returns
 * the same items as REST; the procedure validates, authorizes and counts, never this file.
 */
import { z } from 'zod';
import { type ApiProcedure, apiSchemas, operationBucket } from '../core/api/api-router.ts';
import { engineLabels } from '../core/contract/labels.ts';

export interface ToolDefinition {
  name: string;
  title: string;
  description: string;
  procedure: ApiProcedure;
  /** Tools answering text (the report) declare no output schema and return the text as is. */
  text?: (output: unknown) => string;
}

/** The engines by their codes and the names people know them by (contract/labels.ts), for every tool that takes or returns an engine. */
const engineNote = `Engines: ${Object.entries(engineLabels)
  .filter(([code, label]) => code !== label.toUpperCase())
  .map(([code, label]) => `${label} (${code})`)
  .join(', ')}; the others by their names.`;

/** The registered operations that have a tool (their `mcp`), in the registration's order. */
export const tools: ToolDefinition[] = (Object.keys(apiSchemas) as ApiProcedure[]).flatMap((procedure) => {
  const tool = apiSchemas[procedure].mcp;
  if (!tool) return [];
  const { text, ...words } = tool;
  return [{ ...words, procedure, ...(text ? { text: (output: unknown) => text(output as never) } : {}) }];
});

/**
 * JSON Schema of a zod schema as a client sees it: inputs as they may be sent, outputs as they
 * are sent. A date-time is `format: date-time` without zod's 600-character pattern (the procedure
 * validates it), and a schema used twice is defined once (`$defs`): tools/list stays small.
 */
function jsonSchema(schema: z.ZodType, io: 'input' | 'output') {
  const { $schema: _draft, ...rest } = z.toJSONSchema(schema, {
    io,
    unrepresentable: 'any',
    override: ({ jsonSchema: js }) => {
      if (js.format === 'date-time') {
        delete js.pattern;
        if (typeof js.description === 'string') js.description = js.description.replace(/,? ISO 8601 with offset/, '');
      }
      // Bounds are inclusive everywhere, and a range's numbers are the schema's minimum and maximum.
      if (typeof js.description === 'string')
        js.description = js.description.replace(/ \(inclusive\)|, 1 to \d+/g, '').replace(/^(Start|End) of the range; d/, 'D');
      // The engines' names beside their codes, once per tool that takes an engine (its $defs entry).
      if (Array.isArray(js.enum) && js.enum.includes('GOOGLE_AIO')) js.description = engineNote;
      else if (typeof js.$ref === 'string' && js.$ref.endsWith('/Engine')) delete js.description;
    },
  });
  // Parameters every tool names alike, stated once in the tools' descriptions (list_projects: the
  // slug; the lists: nextCursor as cursor): without their descriptions tools/list stays under 12 KB.
  const properties = (rest as { properties?: Record<string, Record<string, unknown>> }).properties;
  for (const name of ['slug', 'cursor']) if (properties?.[name]) properties[name] = { type: 'string' };
  // `from`/`to` without a default of their own (all time) need no words either, nor an id filter without one.
  for (const name of ['from', 'to', 'trackedPromptId', 'auditRunId'])
    if (typeof properties?.[name]?.description === 'string' && !properties[name].description.includes('default'))
      delete properties[name].description;
  return rest as { type: 'object'; [key: string]: unknown };
}

/** The limit a tool's call counts against: its operation's (operationBucket), so a tool that only reads is the one whose operation is a read. */
export const toolBucket = (t: ToolDefinition) => operationBucket(apiSchemas[t.procedure]);

/** The tools as `tools/list` describes them, built once. */
export const toolList = tools.map((t) => ({
  name: t.name,
  title: t.title,
  description: t.description,
  inputSchema: jsonSchema(apiSchemas[t.procedure].input, 'input'),
  annotations: {
    readOnlyHint: toolBucket(t) === 'read',
    openWorldHint: false,
    ...(toolBucket(t) === 'read' ? {} : { destructiveHint: false, idempotentHint: true }),
  },
}));

export const toolsByName = new Map(tools.map((t) => [t.name, t]));
