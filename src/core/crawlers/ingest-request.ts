/**
 * An import posted by a key (POST /projects/{slug}/logs): the project through the key's scope,
 * the options as query parameters give them, the body as it streams, at most
 * VISIBILITY_LOG_BODY_MAX_MB of it.
 */
import type { Principal } from '../access/api-keys.ts';
import { projectForPrincipal } from '../access/project-scope.ts';
import { AppError } from '../kernel/errors.ts';
import type { Services } from '../runtime/services.ts';
import { type ImportSummary, ingestLog } from './ingest.ts';
import { parseFieldMapping, parseLogFormat } from './log-options.ts';

export async function ingestForPrincipal(
  services: Services,
  principal: Principal,
  slug: string,
  params: { format?: string; map?: string; label?: string },
  body: AsyncIterable<Buffer>,
): Promise<ImportSummary> {
  const format = parseLogFormat(params.format);
  const mapping = parseFieldMapping(params.map);
  if (format === null || mapping === null) throw new AppError('invalid_log_format');
  const project = await projectForPrincipal(services.db, principal, slug);
  const summary = await ingestLog(
    services.db,
    {
      accountId: project.accountId,
      projectId: project.id,
      source: 'REST',
      format,
      mapping,
      label: params.label,
      pathsPerDay: services.config.crawlers.pathsPerDay,
      maxBytes: services.config.crawlers.bodyMaxBytes,
    },
    body,
  );
  if (summary.tooLarge) throw new AppError('log_body_too_large', { detail: `import ${summary.importId}: ${summary.linesRead} lines read` });
  return summary;
}
