/**
 * The refresh_bot_ranges cron task: `bots refresh` on a schedule (every
 * VISIBILITY_BOT_RANGES_REFRESH_HOURS; 0 leaves it to the command). The operators' range files are
 * fetched through the outgoing-request guard (core/crawlers/range-refresh.ts); a source that
 * cannot be fetched keeps its stored ranges, and the task logs how many failed (an offline
 * machine is a warning each time, never an error that retries the job or clears a range).
 */
import type { Task } from 'graphile-worker';
import { type RefreshResult, refreshBotRanges } from '../core/crawlers/range-refresh.ts';
import type { Services } from '../core/runtime/services.ts';

export const REFRESH_BOT_RANGES_TASK = 'refresh_bot_ranges';

export function refreshBotRangesTask(services: Services): Task {
  return async () => {
    const { rangeRefreshHours, rangeMirror } = services.config.crawlers;
    if (rangeRefreshHours === 0) return;
    const sources = await refreshBotRanges(services.db, { allowPrivateNetwork: services.config.allowPrivateNetwork, mirror: rangeMirror });
    if (sources === null) {
      services.log.info('bot address ranges: another refresh is running, this one skipped');
      return;
    }
    const failed = sources.filter((s) => s.error !== undefined);
    const outcomes: Partial<Record<RefreshResult['outcome'], number>> = {};
    for (const s of sources) outcomes[s.outcome] = (outcomes[s.outcome] ?? 0) + 1;
    if (failed.length > 0) {
      services.log.warn(
        { sources: sources.length, failed: failed.length, outcomes, errors: failed.map((s) => ({ id: s.id, url: s.url, error: s.error })) },
        'bot address ranges: some sources could not be fetched; their stored ranges are kept',
      );
    } else {
      services.log.info({ sources: sources.length, failed: 0, outcomes }, 'bot address ranges refreshed');
    }
  };
}
