// The GraphQL schema: every type and root field registered on the one builder, then built.
import { lexicographicSortSchema, printSchema } from 'graphql';
import { builder } from './builder.ts';
import './types/enums.ts';
import './types/score-set.ts';
import './types/citation.ts';
import './types/mention.ts';
import './types/finding.ts';
import './types/competitor.ts';
import './types/tracked-prompt.ts';
import './types/tracking.ts';
import './types/engine-probe.ts';
import './types/engine-answer.ts';
import './types/audit-run.ts';
import './types/analytics.ts';
import './types/project.ts';
import './types/project-crawlers.ts';
import './types/project-fanout.ts';
import './queries.ts';
import './mutations.ts';

export const schema = builder.toSchema({ sortSchema: false });

/** The SDL committed as schema.graphql (test/graphql/schema-file.test.ts keeps them equal). */
export function printedSchema(): string {
  return `${printSchema(lexicographicSortSchema(schema))}\n`;
}
