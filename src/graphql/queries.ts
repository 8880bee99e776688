// Root queries: the projects the key may see, one project by slug, one run by id. Each is an
// operation of the public API and runs its procedure through the one chain (api.ts).
import { apiSchemas } from '../core/api/api-router.ts';
import { callOperation, callPage, pageOf } from './api.ts';
import { builder } from './builder.ts';
import { pageArgs, pageComplexity } from './pagination.ts';
import { AuditRunDetailRef } from './types/audit-run.ts';
import { lookupWithLists } from './prefetch.ts';
import { ProjectConnection, ProjectRef, type ProjectView, projectListStarters } from './types/project.ts';
import { operationArgs } from './zod-args.ts';

const projectArgs = operationArgs(apiSchemas.getProject.input);
const auditRunArgs = operationArgs(apiSchemas.getAuditRun.input);

builder.queryFields((t) => ({
  projects: t.field({
    type: ProjectConnection,
    description: 'Projects visible to the key, newest first.',
    args: pageArgs,
    complexity: pageComplexity,
    resolve: (_root, args, ctx) => callPage(ctx, (api) => api.listProjects(pageOf(args))),
  }),

  project: t.field({
    type: ProjectRef,
    nullable: true,
    description: "A project by slug; null with error `not_found` outside the key's scope.",
    args: projectArgs.args,
    // The page fields it names start beside the lookup (prefetch.ts): one round trip less.
    resolve: (_root, args, ctx, info) =>
      lookupWithLists<ProjectView>(
        callOperation(ctx, (api) => api.getProject(projectArgs.input(args))).then((r) => r.data),
        info,
        args.slug,
        ctx,
        projectListStarters,
      ),
  }),

  auditRun: t.field({
    type: AuditRunDetailRef,
    nullable: true,
    description: "An audit run by id; null with error `not_found` outside the key's scope.",
    args: auditRunArgs.args,
    resolve: async (_root, args, ctx) => (await callOperation(ctx, (api) => api.getAuditRun(auditRunArgs.input(args)))).data,
  }),
}));
