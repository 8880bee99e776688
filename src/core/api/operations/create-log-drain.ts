import { z } from 'zod';
import { createDrain, createDrainInput, createdDrainSchema } from '../../crawlers/drains.ts';
import { defineOperation } from '../define-operation.ts';
import { access } from '../operation-access.ts';
import { drain } from '../operation-examples.ts';

export const createLogDrain = defineOperation({
  input: createDrainInput,
  output: z.object({ data: createdDrainSchema }),
  access: access('trigger'),
  rest: {
    method: 'POST',
    path: '/projects/{slug}/log-drains',
    tag: 'Crawlers',
    summary: 'Create a log drain for the project (its secret is shown once)',
    description:
      "Creates an endpoint a CDN posts the site's request logs to (`path`, on this service), with its own signing secret, shown only in this answer: the sender signs each body with it (hex HMAC-SHA1 of the raw body in `x-vercel-signature`, as Vercel does). `verifyToken` is the value Vercel asks the endpoint to echo in `x-vercel-verify`. At most 10 drains per project. Needs a read-and-trigger key.",
    successStatus: 201,
    example: { data: { ...drain, secret: 'Xr4v0m3T9bq2LkYwP8sZ1cN6dHf5jA7u' } },
    requestExample: { provider: 'vercel', format: 'vercel', verifyToken: 'a1b2c3d4e5f6' },
  },
  resolve: async ({ ctx, input }) => ({ data: await createDrain(ctx.services, ctx.principal, input) }),
});
