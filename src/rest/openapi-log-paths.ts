/** The OpenAPI description of POST /projects/{slug}/logs, a plain route (log-routes.ts) trpc-to-openapi cannot stream. */
import { z } from 'zod';
import { importSummarySchema } from '../core/crawlers/import-summary.ts';
import { logFormats } from '../core/crawlers/log-formats.ts';
import type { Json } from './openapi-parts.ts';
import { logRoutes } from './operations.ts';

const bodySchema = {
  type: 'string',
  description: 'Log lines, as the format writes them (any content type is read the same; gzip recognised by its bytes)',
};

/** What an import answers, the success body's example. */
const ingestExample = {
  data: {
    importId: 'lim_019ac4f0a1b27c3d8e9f0a1b2c3d4e60',
    format: 'combined',
    bytes: 1048576,
    tooLarge: false,
    linesRead: 4210,
    linesCounted: 214,
    linesDuplicate: 0,
    linesIgnored: 3994,
    linesBad: 2,
    badReasons: { unparseable: 1, time_in_future: 1 },
    badSamples: [
      { line: 17, reason: 'unparseable', excerpt: '\\x16\\x03\\x01 GPTBot' },
      {
        line: 903,
        reason: 'time_in_future',
        excerpt: '20.171.206.17 - - [01/Jan/2099:00:00:00 +0000] "GET / HTTP/1.1" 200 5 "-" "GPTBot/1.2"',
      },
    ],
    hits: 190,
    referrals: 24,
  },
};

export const logPaths: Json = {
  [logRoutes.ingest]: {
    post: {
      operationId: 'ingestLogs',
      summary: "Import the site's access log lines (AI crawler hits and AI referrals)",
      description:
        'Streams the body into an import: each line parsed in the format given by `format` (detected from the first line ' +
        "when absent), the AI crawlers' hits (verified against their operators' published addresses) and the AI " +
        "products' referral visits added to the project's hourly counts. A line already imported counts nothing twice; bad " +
        'lines are counted by reason and never fail the request. Needs a key with the `ingest` role (which can do nothing ' +
        'else); counted as a write. The body may be up to VISIBILITY_LOG_BODY_MAX_MB (default 256 MB): 413 ' +
        '`log_body_too_large` beyond it, the lines before the limit counted. See docs/crawlers.md.',
      tags: ['Crawlers'],
      parameters: [
        { in: 'path', name: 'slug', required: true, schema: { type: 'string' } },
        {
          in: 'query',
          name: 'format',
          required: false,
          schema: { type: 'string', enum: [...logFormats] },
          description: 'The log format (detected from the first line when absent)',
        },
        {
          in: 'query',
          name: 'map',
          required: false,
          schema: { type: 'string', maxLength: 2000 },
          description: 'json format: where each field is, e.g. `time=ts,target=uri,userAgent=ua`',
        },
        {
          in: 'query',
          name: 'label',
          required: false,
          schema: { type: 'string', maxLength: 500 },
          description: 'A name for the import (a file name)',
        },
      ],
      requestBody: {
        required: true,
        content: {
          'text/plain': { schema: bodySchema },
          'application/x-ndjson': { schema: bodySchema },
          'application/gzip': { schema: { type: 'string', contentMediaType: 'application/gzip' } },
        },
      },
      responses: {
        '200': {
          description: 'What became of the lines',
          content: {
            'application/json': {
              schema: {
                type: 'object',
                required: ['data'],
                additionalProperties: false,
                properties: { data: z.toJSONSchema(importSummarySchema, { io: 'output' }) },
              },
              example: ingestExample,
            },
          },
        },
      },
    },
  },
};
