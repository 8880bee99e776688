import { createdProjectSchema, createProjectInput } from '../../contract/schemas.ts';
import { createAuditableProject } from '../../projects/projects.ts';
import { defineOperation } from '../define-operation.ts';
import { access } from '../operation-access.ts';
import { projectId } from '../operation-examples.ts';

export const createProject = defineOperation({
  input: createProjectInput,
  output: createdProjectSchema,
  access: access('unscoped-trigger'),
  rest: {
    method: 'POST',
    path: '/projects',
    tag: 'Projects',
    summary: "Create a project on the account's plan",
    description:
      "Creates a project (a brand and its site) on the account's plan. Needs a read-and-trigger key without project scope. The slug defaults to one derived from the name; `workspaceSlug` is required when the account has several workspaces.",
    successStatus: 201,
    example: { data: { id: projectId, slug: 'northwind-coffee' } },
    requestExample: { name: 'Northwind Coffee Roasters', domain: 'northwindcoffee.com', slug: 'northwind-coffee' },
  },
  resolve: async ({ ctx, input }) => ({
    data: await createAuditableProject(ctx.services, { accountId: ctx.principal.accountId, ...input }),
  }),
});
