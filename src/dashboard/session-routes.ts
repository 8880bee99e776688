import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { revokeSessionToken, signIn } from '../core/accounts/sessions.ts';
import { sessionPrincipal } from '../core/dashboard-api/dashboard-trpc.ts';
import { assertPasswordSettled } from '../core/accounts/user-passwords.ts';
import { exportFormats, type ExportFormat, exportKindNames, openExport } from '../core/exports/exports.ts';
import { AppError, isAppError } from '../core/kernel/errors.ts';
import { reportPdf } from '../core/reports/service.ts';
import { onReader, type Services } from '../core/runtime/services.ts';
import { checkCsrf, cookieTokenOf, gateDashboardRequest, isHttps, SECURE_SESSION_COOKIE, SESSION_COOKIE } from './request-guard.ts';

const signInBody = z.object({ email: z.string().min(1).max(254), password: z.string().min(1).max(1000) });

/** Answers `{ error, message }`: the code for programs, the sentence for the person at the screen. */
function sendError(reply: FastifyReply, services: Services, e: unknown) {
  if (isAppError(e)) return reply.code(e.status).headers(e.headers).send({ error: e.appCode, message: e.message });
  services.log.error({ err: e }, 'dashboard request failed');
  return reply.code(500).send({ error: 'internal_error', message: 'internal error' });
}

function clearCookies(req: FastifyRequest, reply: FastifyReply) {
  if (isHttps(req)) reply.clearCookie(SECURE_SESSION_COOKIE, { path: '/', secure: true, httpOnly: true, sameSite: 'strict' });
  reply.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'strict' });
}

/**
 * Sign-in and sign-out (cookie sessions) and the PDF download, under /app/api. Sign-in and
 * sign-out are CSRF-checked like every mutation (no login CSRF, no forced sign-out).
 */
export function registerSessionRoutes(app: FastifyInstance, services: Services): void {
  app.post('/app/api/sign-in', async (req: FastifyRequest, reply) => {
    try {
      checkCsrf(req);
      const body = signInBody.safeParse(req.body);
      if (!body.success) throw new AppError('invalid_body', { detail: 'email and password are required' });
      const session = await signIn(services.db, { ...body.data, address: req.ip, previousToken: cookieTokenOf(req) });
      const secure = isHttps(req);
      reply.setCookie(secure ? SECURE_SESSION_COOKIE : SESSION_COOKIE, session.token, {
        path: '/',
        httpOnly: true,
        sameSite: 'strict',
        secure,
        expires: new Date(session.expiresAt),
      });
      return reply.code(200).header('cache-control', 'no-store').send({ expiresAt: session.expiresAt });
    } catch (e) {
      return sendError(reply, services, e);
    }
  });

  app.post('/app/api/sign-out', async (req, reply) => {
    try {
      checkCsrf(req);
      await revokeSessionToken(services.db, cookieTokenOf(req));
      clearCookies(req, reply);
      return reply.code(204).send();
    } catch (e) {
      return sendError(reply, services, e);
    }
  });

  // The list downloads of the dashboard: the API's exports for the session's account.
  for (const list of exportKindNames) {
    for (const format of Object.keys(exportFormats) as ExportFormat[]) {
      app.get<{ Params: { slug: string }; Querystring: Record<string, string> }>(
        `/app/api/projects/:slug/${list}.${format}`,
        async (req, reply) => {
          try {
            const principal = await downloadPrincipal(services, req);
            const file = await openExport(services, principal, list, format, { ...req.query, slug: req.params.slug });
            return reply.headers(file.headers).send(Readable.from(file.chunks));
          } catch (e) {
            return sendError(reply, services, e);
          }
        },
      );
    }
  }

  app.get<{ Params: { slug: string }; Querystring: { auditRunId?: string } }>('/app/api/projects/:slug/report.pdf', async (req, reply) => {
    try {
      const principal = await downloadPrincipal(services, req);
      const auditRunId = typeof req.query.auditRunId === 'string' && req.query.auditRunId ? req.query.auditRunId.slice(0, 100) : undefined;
      const report = await onReader(services, (s) => reportPdf(s, principal, req.params.slug, auditRunId));
      return reply
        .headers({
          'cache-control': 'no-store',
          'X-Audit-Run-Id': report.auditRunId,
          'Content-Disposition': `attachment; filename="report-${req.params.slug}-${report.auditRunId}.pdf"`,
        })
        .type('application/pdf')
        .send(report.pdf);
    } catch (e) {
      return sendError(reply, services, e);
    }
  });
}

/** The session of a download (the report, the list exports) as a principal: signed in, password settled. */
async function downloadPrincipal(services: Services, req: FastifyRequest) {
  const { session } = await gateDashboardRequest(services, req);
  if (!session) throw new AppError('unauthorized', { detail: 'sign in first' });
  assertPasswordSettled(session);
  return sessionPrincipal(session);
}
