// The log drains of a project as operations of the API (entries of apiSchemas, api-router.ts):
// create (the secret shown once), list, delete. The receiver a drain posts to is a plain route
// (src/rest/log-routes.ts); docs/crawlers.md explains the whole.
import { z } from 'zod';
import { projectInput } from '../contract/schemas.ts';
import {
  createDrain,
  createDrainInput,
  createdDrainSchema,
  deleteDrain,
  drainIdInput,
  drainSchema,
  listDrains,
} from '../crawlers/drains.ts';
import { access } from './operation-access.ts';
import { procedureOf } from './operation-procedure.ts';

const protect = true;
const tags = ['Crawlers'];

export const logDrainOperations = {
  createLogDrain: {
    input: createDrainInput,
    output: z.object({ data: createdDrainSchema }),
    access: access('trigger'),
    openapi: {
      method: 'POST',
      path: '/projects/{slug}/log-drains',
      protect,
      tags,
      summary: 'Create a log drain for the project (its secret is shown once)',
      description:
        "Creates an endpoint a CDN posts the site's request logs to (`path`, on this service), with its own signing secret, shown only in this answer: the sender signs each body with it (hex HMAC-SHA1 of the raw body in `x-vercel-signature`, as Vercel does). `verifyToken` is the value Vercel asks the endpoint to echo in `x-vercel-verify`. At most 10 drains per project. Needs a read-and-trigger key.",
    },
    successStatus: 201,
  },
  listLogDrains: {
    input: projectInput,
    output: z.object({ data: z.array(drainSchema).max(10) }),
    access: access(),
    openapi: {
      method: 'GET',
      path: '/projects/{slug}/log-drains',
      protect,
      tags,
      summary: "The project's log drains (never their secrets)",
      description: 'Every log drain of the project, oldest first, with when it last received logs.',
    },
  },
  deleteLogDrain: {
    input: drainIdInput,
    output: z.object({ data: z.object({ id: z.string(), deleted: z.literal(true) }) }),
    access: access('trigger'),
    openapi: {
      method: 'DELETE',
      path: '/projects/{slug}/log-drains/{drainId}',
      protect,
      tags,
      summary: 'Delete a log drain',
      description:
        'Deletes the drain: its endpoint answers 404 from now on. What it delivered stays counted. Needs a read-and-trigger key.',
    },
  },
} as const;

/** Their procedures, spread into the API's router (api-router.ts). */
export const logDrainProcedures = {
  createLogDrain: procedureOf(logDrainOperations.createLogDrain).mutation(async ({ ctx, input }) => ({
    data: await createDrain(ctx.services, ctx.principal, input),
  })),

  listLogDrains: procedureOf(logDrainOperations.listLogDrains).query(async ({ ctx, input }) => ({
    data: await listDrains(ctx.services, ctx.principal, input.slug),
  })),

  deleteLogDrain: procedureOf(logDrainOperations.deleteLogDrain).mutation(async ({ ctx, input }) => ({
    data: await deleteDrain(ctx.services, ctx.principal, input.slug, input.drainId),
  })),
};
