import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { apiTokenRoutes } from './features/api-tokens/routes.js';
import { assignmentRoutes } from './features/assignments/routes.js';
import { auditRoutes } from './features/audit/routes.js';
import { calendarRoutes } from './features/calendar/routes.js';
import { clientRoutes } from './features/clients/routes.js';
import { documentRoutes } from './features/documents/routes.js';
import { exportRoutes } from './features/export/routes.js';
import { healthRoutes } from './features/health/routes.js';
import { holidayCalendarRoutes } from './features/holiday-calendars/routes.js';
import { homeOfficeRoutes } from './features/home-office/routes.js';
import { importRoutes } from './features/import/routes.js';
import { jobRoutes } from './features/jobs/routes.js';
import { leaveRoutes } from './features/leave/routes.js';
import { leaveTypeRoutes } from './features/leave-types/routes.js';
import { lockRoutes } from './features/locks/routes.js';
import { notificationRoutes } from './features/notifications/routes.js';
import { oidcRoutes } from './features/oidc/routes.js';
import { passwordResetRoutes } from './features/password-reset/routes.js';
import { profileRoutes } from './features/profile/routes.js';
import { reportRoutes } from './features/reports/routes.js';
import { scheduleRoutes } from './features/schedules/routes.js';
import { publicHolidayRoutes } from './features/public-holidays/routes.js';
import { sessionRoutes } from './features/session/routes.js';
import { settingsRoutes } from './features/settings/routes.js';
import { signoffRoutes } from './features/signoffs/routes.js';
import { skillRoutes } from './features/skills/routes.js';
import { timesheetRoutes } from './features/timesheets/routes.js';
import { twoFactorRoutes } from './features/two-factor/routes.js';
import { userRoutes } from './features/users/routes.js';
import { weeklyReportRoutes } from './features/weekly-report/routes.js';
import { workLogRoutes } from './features/worklogs/routes.js';
import { registerAccessControl } from './platform/auth/access.js';
import { trustProxyOption } from './platform/auth/client-address.js';
import { throttledWarning } from './platform/auth/limit-store.js';
import type { AppDeps } from './platform/deps.js';
import { errorBodyOf, registerErrorHandling } from './platform/errors.js';
import { registerLanguages, translatorOf } from './platform/i18n.js';
import { registerAnonymousRateLimit } from './platform/http/anonymous-rate-limit.js';
import { BACKSTOP_AFTER_MS, registerBodyTimeLimit } from './platform/http/body-time-limit.js';
import { registerCachedAnswers } from './platform/http/cached-answers.js';
import { MAX_JSON_BODY_BYTES, registerJsonBodyParser } from './platform/http/json-body.js';
import { redactingLogger, type LogDestination } from './platform/http/log-redaction.js';
import { registerNoStore } from './platform/http/no-store.js';
import { registerOpenApi } from './platform/http/openapi.js';
import { registerSecurityHeaders } from './platform/http/security-headers.js';
import { registerTextInputCheck } from './platform/http/text-input.js';
import { isClientRoute, registerWebApp } from './platform/http/web-app.js';

export const defaultWebDistDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');

export interface BuildAppOptions {
  /** Where the built web app lives; tests of the API alone leave it out. */
  webDistDir?: string;
  logger?: boolean;
  logStream?: LogDestination;
}

export async function buildApp(deps: AppDeps, options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger === false ? false : redactingLogger(deps.config.logLevel, options.logStream),
    trustProxy: trustProxyOption(deps.config.trustProxy),
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    bodyLimit: MAX_JSON_BODY_BYTES,
    // Node's bare 408 for a request still incomplete well after BODY_TIMEOUT (slow headers); the JSON one comes first.
    requestTimeout: deps.config.bodyTimeoutMs + BACKSTOP_AFTER_MS,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerJsonBodyParser(app);
  registerBodyTimeLimit(app, deps.config.bodyTimeoutMs);
  app.decorate('deps', deps);
  closeConnectionsWhenClosing(app);
  // Redis away: the sign-in limits fail open with a warning; the store closes with the app (docs/decisions/0015-faults-and-shared-limits.md).
  const warn = (error: unknown) => app.log.warn({ err: error }, 'rate-limit store unavailable: limits not enforced');
  deps.limitStore.onUnavailable(throttledWarning(warn));
  app.addHook('onClose', () => deps.limitStore.close());

  registerSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // MUI (emotion) injects its styles at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
  });
  registerErrorHandling(app);
  registerAccessControl(app);
  registerLanguages(app);
  await registerAnonymousRateLimit(app, deps.config.anonymousRateLimit, deps.limitStore.rateLimitStore());
  registerTextInputCheck(app);
  registerCachedAnswers(app);
  registerNoStore(app);
  await registerOpenApi(app);

  await app.register(
    async (api) => {
      // Uploads are read part by part with per-route limits (platform/uploads.ts).
      await api.register(multipart);
      await api.register(healthRoutes);
      await api.register(sessionRoutes);
      await api.register(userRoutes);
      await api.register(scheduleRoutes);
      await api.register(assignmentRoutes);
      await api.register(clientRoutes);
      await api.register(weeklyReportRoutes);
      await api.register(auditRoutes);
      await api.register(workLogRoutes);
      await api.register(importRoutes);
      await api.register(homeOfficeRoutes);
      await api.register(lockRoutes);
      await api.register(timesheetRoutes);
      await api.register(signoffRoutes);
      await api.register(leaveRoutes);
      await api.register(leaveTypeRoutes);
      await api.register(publicHolidayRoutes);
      await api.register(holidayCalendarRoutes);
      await api.register(settingsRoutes);
      await api.register(calendarRoutes);
      await api.register(passwordResetRoutes);
      await api.register(oidcRoutes);
      await api.register(twoFactorRoutes);
      await api.register(notificationRoutes);
      await api.register(skillRoutes);
      await api.register(documentRoutes);
      await api.register(profileRoutes);
      await api.register(apiTokenRoutes);
      await api.register(reportRoutes);
      await api.register(jobRoutes);
      await api.register(exportRoutes);
    },
    { prefix: '/api' },
  );

  const webDistDir = options.webDistDir;
  const servesWeb = webDistDir ? await registerWebApp(app, webDistDir) : false;
  app.setNotFoundHandler((request, reply) => {
    if (servesWeb && request.method === 'GET' && isClientRoute(request.url)) {
      return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
    }
    return reply
      .status(404)
      .send(
        errorBodyOf(
          'NOT_FOUND',
          translatorOf(request)('errors:no_route', { method: request.method, path: request.url.split('?')[0] }),
        ),
      );
  });
  return app;
}

/**
 * Responses sent while the server shuts down close their keep-alive connection; otherwise a client
 * whose request was in flight would hold the server open until its idle timeout (docs/product/README.md#running).
 */
function closeConnectionsWhenClosing(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('Connection', 'close');
  });
}
