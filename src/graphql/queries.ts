// Root queries: the projects the key may see, one project by slug, one run by id.
import { sqlPool } from '../db/client.ts';
import { getAuditRun } from '../core/audits/audit-runs.ts';
import { getProject, listProjects } from '../core/projects/projects.ts';
import { builder } from './builder.ts';
import { connectionOf, pageArgs, pageComplexity, pageInput } from './pagination.ts';
import { AuditRunDetailRef } from './types/audit-run.ts';
import { lookupWithLists } from './prefetch.ts';
import { ProjectConnection, ProjectRef, type ProjectView, projectListStarters } from './types/project.ts';

builder.queryFields((t) => ({
  projects: t.field({
    type: ProjectConnection,
    description: 'Projects visible to the key, newest first.',
    args: pageArgs,
    complexity: pageComplexity,
    resolve: async (_root, args, ctx) =>
      connectionOf(await listProjects(sqlPool(ctx.services.db), ctx.services.cursors, ctx.principal, pageInput(args))),
  }),

  project: t.field({
    type: ProjectRef,
    nullable: true,
    description: "A project by slug; null with error `not_found` outside the key's scope.",
    args: { slug: t.arg.string({ required: true }) },
    // The page fields it names start beside the lookup (prefetch.ts): one round trip less.
    resolve: (_root, args, ctx, info) =>
      lookupWithLists<ProjectView>(
        getProject(sqlPool(ctx.services.db), ctx.principal, args.slug).then((r) => r.data),
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
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => (await getAuditRun(sqlPool(ctx.services.db), ctx.principal, args.id)).data,
  }),
}));
