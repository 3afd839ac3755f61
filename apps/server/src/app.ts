import { constants as zlib } from 'node:zlib';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import rateLimit from '@fastify/rate-limit';
import Fastify, {
  LogController,
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyServerOptions,
} from 'fastify';
import type { Config } from './config.ts';
import { appConfigRoutes } from './features/app-config/routes.ts';
import { catalogueRoutes } from './features/catalogue/routes.ts';
import { productsRoutes } from './features/products/routes.ts';
import { transfersRoutes } from './features/transfers/routes.ts';
import { servicesRoutes } from './features/services/routes.ts';
import { dnsRoutes } from './features/dns/routes.ts';
import { serversRoutes } from './features/servers/routes.ts';
import { ticketsRoutes } from './features/tickets/routes.ts';
import { invoicesRoutes } from './features/invoices/routes.ts';
import { paymentsRoutes } from './features/payments/routes.ts';
import { offersRoutes } from './features/offers/routes.ts';
import { opportunitiesRoutes } from './features/opportunities/routes.ts';
import { alertsRoutes } from './features/alerts/routes.ts';
import { introductionRoutes } from './features/introduction/routes.ts';
import { inviteRoutes } from './features/auth/invite-routes.ts';
import { authRoutes } from './features/auth/routes.ts';
import { oidcRoutes } from './features/auth/oidc/oidc-routes.ts';
import { documentsRoutes } from './features/documents/routes.ts';
import { resetRoutes } from './features/auth/reset-routes.ts';
import { signupRoutes } from './features/auth/signup-routes.ts';
import { feedbackRoutes } from './features/feedback/routes.ts';
import { newsletterRoutes } from './features/newsletter/routes.ts';
import { onboardingRoutes } from './features/onboarding/routes.ts';
import { accountRoutes } from './features/profile/routes.ts';
import { companyRoutes } from './features/company/routes.ts';
import { partnerRoutes } from './features/partner/routes.ts';
import { customersRoutes } from './features/customers/routes.ts';
import { movementsRoutes } from './features/movements/routes.ts';
import { projectsRoutes } from './features/projects/routes.ts';
import { securityRoutes } from './features/security/routes.ts';
import { usersRoutes } from './features/users/routes.ts';
import { staffRoutes } from './features/staff/routes.ts';
import { WorkQueues } from './platform/work-queues/work-queues.ts';
import { registerAccessGuard } from './platform/access/access-guard.ts';
import { registerActor } from './platform/access/actor.ts';
import { registerAuditCheck, type AuditMiss } from './platform/audit/audit-check.ts';
import { openChangeFeed } from './platform/db/change-feed.ts';
import type { Db } from './platform/db/database.ts';
import { requireDeclaredEndpoints } from './platform/http/endpoint-routes.ts';
import { registerAfterResponse } from './platform/http/after-response.ts';
import { registerClosingAnswer } from './platform/http/closing-answer.ts';
import { answerError, registerErrorHandler } from './platform/http/error-handler.ts';
import { registerHealthRoute } from './platform/http/health.ts';
import { tooManyRequests } from './platform/http/http-error.ts';
import { registerOpenApi } from './platform/http/openapi.ts';
import { registerUploads } from './platform/http/multipart-body.ts';
import { registerRequestHygiene } from './platform/http/request-hygiene.ts';
import { registerRequestIdHeader, requestIdOf } from './platform/http/request-id.ts';
import { serializerCompiler } from './platform/http/serializer.ts';
import { zodValidatorCompiler } from './platform/http/validation.ts';
import { registerWebApp } from './platform/http/web-app.ts';
import type { JobQueue } from './platform/jobs/job-queue.ts';
import { registerRequestLog } from './platform/http/request-log.ts';
import { createLogger } from './platform/logger.ts';
import { registerDevMailbox } from './platform/mail/mailbox.ts';
import { registerCsrfCheck } from './platform/security/csrf.ts';
import { registerMaintenance } from './platform/security/maintenance.ts';
import { databaseRateLimitStore } from './platform/security/rate-limit-store.ts';
import { registerSecurityHeaders } from './platform/security/security-headers.ts';
import { rememberingDigest } from './platform/sessions/tokens.ts';

/**
 * Answers up to this size are compressed in one call rather than through a stream. The plugin's own
 * limit shrinks with the machine's cores (8 KB on two), as if one process had them all; each web
 * process has about one, where the plugin itself finds one call cheaper at every size: a 10 KB page
 * of products spent a fifth of its CPU on the stream's setup and garbage (docs/decisions.md,
 * "Answers compressed in one call"). 64 KB at gzip level 1 holds the event loop well under a millisecond.
 */
const COMPRESS_IN_ONE_GO_BYTES = 64 * 1024;

export interface AppOptions {
  config: Config;
  /** Owned by the caller: buildApp neither migrates nor closes it. */
  db: Db;
  sessionSecret: string;
  /** Tests: told of every successful write of a declared endpoint that left no audit row. */
  onAuditMiss?: (miss: AuditMiss) => void;
  /** Where use cases enqueue jobs (started by the caller); none in tests that need no jobs. */
  jobs?: JobQueue;
  /** Default: a logger made from the configuration. */
  log?: FastifyBaseLogger;
}

/**
 * The whole HTTP application, ready for `inject` or `listen`. Order matters:
 * error handling and headers first, then body parsers and the rate limiter,
 * then the request hooks (maintenance → CSRF → actor → access guard), then
 * the features, then the web app with its fallback.
 */
export async function buildApp({
  config,
  db,
  sessionSecret,
  onAuditMiss,
  jobs,
  log,
}: AppOptions): Promise<FastifyInstance> {
  const options: FastifyServerOptions = {
    loggerInstance: log ?? createLogger(config),
    // One line per request (platform/http/request-log.ts), not Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    genReqId: requestIdOf,
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    // A URL Fastify cannot decode is refused before routing: in the one error shape too.
    frameworkErrors: answerError,
    // Calls that arrive while the server closes are answered by registerClosingAnswer, in the one shape.
    return503OnClosing: false,
  };
  const app = Fastify(options);
  registerRequestLog(app);
  app.setValidatorCompiler(zodValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('db', db);
  app.decorate('jobs', jobs ?? null);
  app.decorate('digest', rememberingDigest(sessionSecret));
  const changes = await openChangeFeed(db);
  app.decorate('changes', changes.feed);
  app.decorate('workQueues', new WorkQueues());
  app.addHook('onClose', changes.close);
  registerAfterResponse(app);

  registerErrorHandler(app);
  registerClosingAnswer(app);
  registerRequestIdHeader(app);
  registerRequestHygiene(app);
  registerSecurityHeaders(app, config);
  // Dynamic answers are compressed on every call: gzip level 1 (nginx's default) keeps most of the
  // saving for a fraction of level 6's time; brotli at quality 2 comes out smaller than gzip 1 for about
  // its time, where the plugin's quality 4 took one and a half to three times as long to save another
  // few per cent (docs/decisions.md, "Compression"). zstd, which Chromium asks for first over HTTPS, is
  // handed zlibOptions by the plugin and ignores their `level`: its default runs in about a third of gzip
  // 1's time for a smaller answer (a 5 KB page of products: 24 against 73 µs). Bodies sent to the server
  // are never compressed by a browser: no decompressing hook runs on every call.
  await app.register(compress, {
    threshold: 1024,
    zlibOptions: { level: 1 },
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 2 } },
    syncThreshold: COMPRESS_IN_ONE_GO_BYTES,
    globalDecompression: false,
  });
  await app.register(cookie);
  await app.register(formbody);
  registerUploads(app);
  await app.register(rateLimit, {
    global: false,
    store: databaseRateLimitStore(db),
    errorResponseBuilder: () => tooManyRequests(),
  });
  await registerOpenApi(app);

  registerMaintenance(app);
  registerCsrfCheck(app);
  registerActor(app);
  registerAccessGuard(app);
  if (onAuditMiss) registerAuditCheck(app, onAuditMiss);

  // Every /api and /rest route comes from a declaration in packages/domain, or the server does not start.
  requireDeclaredEndpoints(app);
  registerHealthRoute(app);
  await app.register(appConfigRoutes);
  await app.register(authRoutes);
  await app.register(oidcRoutes);
  await app.register(inviteRoutes);
  await app.register(signupRoutes);
  await app.register(resetRoutes);
  await app.register(feedbackRoutes);
  await app.register(newsletterRoutes);
  await app.register(onboardingRoutes);
  await app.register(accountRoutes);
  await app.register(companyRoutes);
  await app.register(documentsRoutes);
  await app.register(partnerRoutes);
  await app.register(customersRoutes);
  await app.register(movementsRoutes);
  await app.register(projectsRoutes);
  await app.register(usersRoutes);
  await app.register(securityRoutes);
  await app.register(catalogueRoutes);
  await app.register(productsRoutes);
  await app.register(transfersRoutes);
  await app.register(servicesRoutes);
  await app.register(dnsRoutes);
  await app.register(serversRoutes);
  await app.register(ticketsRoutes);
  await app.register(invoicesRoutes);
  await app.register(paymentsRoutes);
  await app.register(offersRoutes);
  await app.register(opportunitiesRoutes);
  await app.register(alertsRoutes);
  await app.register(introductionRoutes);
  await app.register(staffRoutes);
  registerDevMailbox(app);

  await registerWebApp(app, config.webDist);
  return app;
}
