/**
 * Log drains: an endpoint per project that a CDN (Vercel) posts its request logs to, each with
 * its own secret. The body is verified with the drain's secret (HMAC-SHA1 of the raw body, hex,
 * in `x-vercel-signature`, as Vercel signs) before a line of it is read; Vercel's
 * `x-vercel-verify` handshake is answered with the token given when the drain was created.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import type { Principal } from '../access/api-keys.ts';
import { projectForPrincipal } from '../access/project-scope.ts';
import { AppError } from '../kernel/errors.ts';
import { newId } from '../kernel/ids.ts';
import type { Services } from '../runtime/services.ts';
import { decryptSecret, encryptSecret } from '../webhooks/secret-box.ts';
import { idOf, projectInput } from '../contract/schemas.ts';
import { type ImportSummary, ingestLog } from './ingest.ts';
import { logFormats } from './log-formats.ts';

const PURPOSE = 'log-drain-secrets';

export const drainProviders = ['vercel', 'generic'] as const;
export type DrainProvider = (typeof drainProviders)[number];

export const createDrainInput = projectInput.extend({
  provider: z.enum(drainProviders).default('vercel').describe('vercel: Vercel log drains; generic: any sender that signs the same way'),
  format: z.enum(logFormats).default('vercel').describe('The format of the lines the drain receives'),
  verifyToken: z
    .string()
    .min(1)
    .max(200)
    .regex(/^[\x21-\x7e]+$/)
    .optional()
    .describe('The value Vercel shows when the drain is added, echoed in `x-vercel-verify`'),
});

export const drainSchema = z.object({
  id: z.string(),
  provider: z.enum(drainProviders),
  format: z.enum(logFormats),
  /** Path of the receiver on this service (POST the logs there). */
  path: z.string(),
  hasVerifyToken: z.boolean(),
  createdAt: z.iso.datetime(),
  lastReceivedAt: z.iso.datetime().nullable(),
});
export const createdDrainSchema = drainSchema.extend({
  secret: z.string().describe('The signing secret: shown once; set it as the drain secret at the sender'),
});
export const drainIdInput = projectInput.extend({ drainId: idOf('logDrain').describe('Log drain id') });

type DrainRow = {
  id: string;
  provider: string;
  format: string;
  verifyToken: string | null;
  createdAt: Date;
  lastReceivedAt: Date | null;
};

export const drainPath = (id: string) => `/drains/${id}`;

function view(d: DrainRow): z.infer<typeof drainSchema> {
  return {
    id: d.id,
    provider: d.provider as DrainProvider,
    format: d.format as (typeof logFormats)[number],
    path: drainPath(d.id),
    hasVerifyToken: d.verifyToken !== null,
    createdAt: d.createdAt.toISOString(),
    lastReceivedAt: d.lastReceivedAt?.toISOString() ?? null,
  };
}

/** The most drains a project may have. */
export const MAX_DRAINS_PER_PROJECT = 10;

export async function createDrain(services: Services, principal: Principal, input: z.infer<typeof createDrainInput>) {
  const project = await projectForPrincipal(services.db, principal, input.slug);
  if ((await services.db.logDrain.count({ where: { projectId: project.id } })) >= MAX_DRAINS_PER_PROJECT) {
    throw new AppError('invalid_state', { detail: `a project has at most ${MAX_DRAINS_PER_PROJECT} drains` });
  }
  const id = newId('logDrain');
  const secret = randomBytes(24).toString('base64url');
  const row = await services.db.logDrain.create({
    data: {
      id,
      accountId: project.accountId,
      projectId: project.id,
      provider: input.provider,
      format: input.format,
      verifyToken: input.verifyToken ?? null,
      secretCiphertext: encryptSecret(services.secrets, id, secret, PURPOSE),
    },
  });
  return { ...view(row), secret };
}

export async function listDrains(services: Services, principal: Principal, slug: string) {
  const project = await projectForPrincipal(services.db, principal, slug);
  const rows = await services.db.logDrain.findMany({ where: { projectId: project.id }, orderBy: { id: 'asc' } });
  return rows.map(view);
}

export async function deleteDrain(services: Services, principal: Principal, slug: string, id: string) {
  const project = await projectForPrincipal(services.db, principal, slug);
  const { count } = await services.db.logDrain.deleteMany({ where: { id, projectId: project.id } });
  if (count === 0) throw new AppError('not_found');
  return { id, deleted: true as const };
}

/** What the receiver answers: the import's summary, or only the handshake. */
export interface DrainReceipt {
  verifyToken: string | null;
  summary: ImportSummary | null;
}

/**
 * A drain's delivery: 404 for an unknown drain; a body without a valid signature is refused
 * (403 invalid_signature) before it is parsed; an empty unsigned request is the handshake.
 */
export async function receiveDrain(services: Services, id: string, signature: string | undefined, body: Buffer): Promise<DrainReceipt> {
  const drain = await services.db.logDrain.findUnique({ where: { id } });
  if (!drain) throw new AppError('not_found');
  if (body.length === 0 && signature === undefined) return { verifyToken: drain.verifyToken, summary: null };
  const secret = decryptSecret(services.secrets, drain.id, drain.secretCiphertext, PURPOSE);
  if (!signatureMatches(secret, body, signature)) throw new AppError('invalid_signature');
  const summary = await ingestLog(
    services.db,
    {
      accountId: drain.accountId,
      projectId: drain.projectId,
      source: 'DRAIN',
      format: drain.format as (typeof logFormats)[number],
      label: `drain ${drain.id}`,
      pathsPerDay: services.config.crawlers.pathsPerDay,
    },
    [body],
  );
  await services.db.logDrain.update({ where: { id }, data: { lastReceivedAt: new Date() } });
  return { verifyToken: drain.verifyToken, summary };
}

/** Vercel's scheme: hex HMAC-SHA1 of the raw body with the drain secret. */
export function signBody(secret: string, body: Buffer): string {
  return createHmac('sha1', secret).update(body).digest('hex');
}

function signatureMatches(secret: string, body: Buffer, signature: string | undefined): boolean {
  if (signature === undefined) return false;
  const expected = Buffer.from(signBody(secret, body));
  const given = Buffer.from(signature.trim().toLowerCase());
  return expected.length === given.length && timingSafeEqual(expected, given);
}
