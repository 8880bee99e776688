// Where a GraphQL request's reads go. A query's fields read on a streaming replica, as REST's lists
// do (docs/scaling.md): the operation fields through the chain (`reads: 'replica'`), and every other
// field's loader (a project's competitors, a run's probes, the batched first pages) through
// `onContextReader`. A mutation reads on the primary throughout, so the objects it returns show its
// own write. The key and its count were read on the primary by the gate (plugin.ts).
import { type DocumentNode, getOperationAST, OperationTypeNode } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { onReader } from '../core/runtime/services.ts';
import type { GraphQLContext } from './context.ts';

/** Marks the context of a query (not a mutation) as one whose reads may go to a replica. */
export const replicaReads: Plugin<GraphQLContext> = {
  onExecute({ args, extendContext }) {
    const operation = getOperationAST(args.document as DocumentNode, args.operationName as string | undefined);
    if (operation?.operation === OperationTypeNode.QUERY) extendContext({ readsReplica: true });
  },
};

/**
 * Runs a field's read with the context's reader: a replica's services in a query (again on the
 * primary when the replica's connection fails: reads only, so running one twice changes nothing),
 * the primary's otherwise.
 */
export function onContextReader<T>(ctx: GraphQLContext, read: (ctx: GraphQLContext) => Promise<T>): Promise<T> {
  if (!ctx.readsReplica) return read(ctx);
  return onReader(ctx.services, (services) => read(services === ctx.services ? ctx : { ...ctx, services }));
}
