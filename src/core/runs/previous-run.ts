import type { Tx } from '../../db/client.ts';
import { olderThan } from '../kernel/pagination.ts';

/** The previous completed run of the project (run date, then id): what deltas and visibility changes compare with. */
export async function previousCompleted(tx: Pick<Tx, 'auditRun'>, projectId: string, before: { runDate: Date; id: string }) {
  return tx.auditRun.findFirst({
    where: {
      projectId,
      status: 'COMPLETED',
      ...olderThan('runDate', before.runDate, before.id),
    },
    orderBy: [{ runDate: 'desc' }, { id: 'desc' }],
  });
}
