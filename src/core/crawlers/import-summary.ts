/** What an import answers (POST /logs, a drain delivery, the CLI): the wire schema of ImportSummary. */
import { z } from 'zod';
import { logFormats } from './log-formats.ts';

export const importSummarySchema = z.object({
  importId: z.string().describe('The log_import row of this import'),
  format: z.enum(logFormats).describe('The format read (given, or detected from the first line)'),
  bytes: z.number().int().describe('Bytes received (before decompression)'),
  tooLarge: z.boolean(),
  linesRead: z.number().int(),
  linesCounted: z.number().int().describe('Lines counted now: AI crawler hits and AI referrals not imported before'),
  linesDuplicate: z.number().int().describe('AI lines already counted by an earlier import (counted nothing)'),
  linesIgnored: z.number().int().describe('Lines neither an AI crawler nor an AI referral'),
  linesBad: z.number().int(),
  badReasons: z.record(z.string(), z.number().int()).describe('Bad lines by reason'),
  badSamples: z
    .array(z.object({ line: z.number().int(), reason: z.string(), excerpt: z.string() }))
    .max(20)
    .describe('The first bad lines, with their line numbers and their first 200 characters'),
  hits: z.number().int().describe('AI crawler hits counted now'),
  referrals: z.number().int().describe('AI referral visits counted now'),
});
