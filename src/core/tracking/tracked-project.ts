/** The project fields tracking rules need, resolved by a surface through its own access check. */
import type { Project } from '../../generated/prisma/client.ts';

export type TrackedProject = Pick<
  Project,
  'id' | 'accountId' | 'plan' | 'name' | 'domain' | 'brandAliases' | 'engines' | 'auditEveryDays' | 'samplesPerPrompt' | 'judgeRoles'
>;
