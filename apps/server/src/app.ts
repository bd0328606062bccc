import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import Fastify, { type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import type { AppConfig } from './config.ts';
import { openDatabase, migrateToLatest, type DbHandle } from './db/connection.ts';
import type { Db } from './db/types.ts';
import { resolveAppKey } from './lib/app-key.ts';
import { offsetClock, systemClock, type Clock } from './lib/clock.ts';
import { UUID_PATTERN } from './lib/ids.ts';
import { passwordHashQueue } from './lib/hash-queue.ts';
import { startBackgroundWork } from './jobs/background.ts';
import type { JobQueue } from './jobs/queue.ts';
import type { Mailer } from './mail/outbox.ts';
import { RequestLogController } from './plugins/request-log.ts';
import { registerCaseConversion } from './plugins/case-conversion.ts';
import { registerErrorHandling } from './plugins/errors.ts';
import { registerSecurityHeaders } from './plugins/security.ts';
import { recordRoutes } from './plugins/route-table.ts';
import { sessionPlugin } from './plugins/session.ts';
import { registerAccessHook } from './http/access-hook.ts';
import { registerJsonBodyParser } from './http/json-body.ts';
import { registerOpenApi } from './http/openapi.ts';
import { registerSchemaCompilers } from './http/schema-compilers.ts';
import { addressBookRoutes } from './modules/address-book/routes.ts';
import { budgetRoutes } from './modules/budget/routes.ts';
import { countryRoutes } from './modules/countries/routes.ts';
import { documentRoutes } from './modules/documents/routes.ts';
import { createDocumentStore, type DocumentStore } from './modules/documents/index.ts';
import { dossierRoutes } from './modules/dossiers/routes.ts';
import { noteRoutes } from './modules/notes/routes.ts';
import { sectionRoutes } from './modules/sections/routes.ts';
import { supplierRoutes } from './modules/suppliers/routes.ts';
import { taskRoutes } from './modules/tasks/routes.ts';
import { debtorRoutes } from './modules/debtors/routes.ts';
import { taskTemplateRoutes } from './modules/task-templates/routes.ts';
import { accountRoutes } from './modules/account/routes.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { invitationRoutes } from './modules/invitations/routes.ts';
import { memberRoutes } from './modules/members/routes.ts';
import { organizationRoutes } from './modules/organizations/routes.ts';
import { profileRoutes } from './modules/profile/routes.ts';
import { wefactRoutes } from './modules/wefact/routes.ts';
import { invoicingRoutes } from './modules/invoicing/routes.ts';
import { articleRoutes } from './modules/articles/routes.ts';
import { categoryRoutes } from './modules/categories/routes.ts';
import { broadcastRoutes } from './modules/broadcasts/routes.ts';
import { broadcastPageHeaders } from './modules/broadcasts/index.ts';
import { plannerRoutes } from './modules/planner/routes.ts';
import { placeRoutes } from './modules/places/routes.ts';
import { reservationRoutes } from './modules/reservations/routes.ts';
import { ashRoutes } from './modules/ash/routes.ts';
import { cremationRoutes } from './modules/cremations/routes.ts';
import { crematoriumRequestRoutes } from './modules/crematorium-requests/routes.ts';
import { ashPlaceRoutes } from './modules/ash-places/routes.ts';
import { ashRegisterRoutes } from './modules/ash-register/routes.ts';
import { generatableRoutes } from './modules/generatables/routes.ts';
import { templateRoutes } from './modules/templates/routes.ts';
import { dashboardRoutes } from './modules/dashboard/routes.ts';

export type AppDeps = {
  config: AppConfig;
  db: Db;
  database: DbHandle;
  clock: Clock;
  mailer: Mailer;
  jobs: JobQueue;
  appKey: Buffer;
  /** Where stored files live (the documents folder, or an S3 bucket when S3_BUCKET is set). */
  documents: DocumentStore;
};

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
}

export type BuildOptions = {
  clock?: Clock;
  migrate?: boolean;
  /** Run the job worker (default). The CLI builds the app without it: what it queues, the server sends. */
  background?: boolean;
};

/** Builds the whole application; used by server.ts, the CLI's checks and every API test (app.inject). */
export async function buildApp(config: AppConfig, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.cookie', 'req.headers.authorization', 'req.headers["x-xsrf-token"]'],
      // process.stdout instead of pino's own asynchronous writer: server.ts prints the demo logins there, and
      // one stream keeps them after the "listening" lines.
      stream: process.stdout,
    },
    logController: new RequestLogController(),
    trustProxy: config.trustProxy,
    // A request id needs no time order: randomUUID draws from a cached pool, newId's randomBytes costs a call each.
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && UUID_PATTERN.test(given) ? given : randomUUID();
    },
    routerOptions: { ignoreTrailingSlash: true },
  });

  recordRoutes(app);
  registerSchemaCompilers(app, { strictResponses: config.env !== 'production' });
  const database = openDatabase(config.database, {
    onIdleConnectionError: (err) =>
      app.log.warn({ err }, 'an idle PostgreSQL connection failed; the pool opens a new one when needed'),
  });
  app.addHook('onClose', async () => {
    // Claim nothing more and let the running jobs finish; queued ones stay in the database for the next start.
    await app.deps.jobs.stop();
    await database.close();
  });
  if (options.migrate !== false) {
    await migrateToLatest(
      database.db,
      config.database.kind === 'postgres' ? config.database.schema : undefined,
    );
  }

  const clock =
    options.clock ?? (config.clockOffsetDays !== 0 ? offsetClock(config.clockOffsetDays) : systemClock);
  const appKey = resolveAppKey(config.appKey, config.dataDir);
  const { jobs, mailer } = startBackgroundWork({
    config,
    database,
    clock,
    logger: app.log,
    appKey,
    start: options.background !== false,
  });
  const documents = createDocumentStore(config);
  app.decorate('deps', { config, db: database.db, database, clock, mailer, jobs, appKey, documents });
  // One queue per process for every password hash (scrypt shares libuv's thread pool with file I/O; decision 013).
  passwordHashQueue.configure(config.passwordHashQueue);

  // An empty JSON body is an empty object; one nested too deep is a 400 before anything walks it.
  registerJsonBodyParser(app);

  registerSecurityHeaders(app);
  await app.register(cookie);
  // The public broadcast page is the SPA's index.html with its own policy and no indexing, caching or referrer.
  registerErrorHandling(app, { pageHeaders: broadcastPageHeaders });

  if (fs.existsSync(config.webDist)) {
    await app.register(fastifyStatic, {
      root: config.webDist,
      // With the wildcard route, `/` is a directory: answer it with the SPA's index.html instead of a 403.
      index: 'index.html',
      wildcard: true,
      // The build writes `.br` and `.gz` beside each hashed asset: sent as they are to a browser that accepts them.
      preCompressed: true,
      setHeaders: (reply, filePath) => {
        const hashed = /[\\/]assets[\\/]/.test(filePath);
        reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  // Everything that speaks the session protocol lives in one scope with sessions, CSRF and case conversion.
  await app.register(async (api) => {
    await api.register(sessionPlugin);
    registerCaseConversion(api);
    registerAccessHook(api);
    await registerOpenApi(api);
    await api.register(authRoutes);
    await api.register(profileRoutes, { prefix: '/api' });
    await api.register(healthRoutes, { prefix: '/api' });
    await api.register(accountRoutes, { prefix: '/api' });
    await api.register(organizationRoutes, { prefix: '/api' });
    await api.register(memberRoutes, { prefix: '/api' });
    await api.register(invitationRoutes, { prefix: '/api' });
    await api.register(wefactRoutes, { prefix: '/api' });
    await api.register(invoicingRoutes, { prefix: '/api' });
    await api.register(addressBookRoutes, { prefix: '/api' });
    await api.register(countryRoutes, { prefix: '/api' });
    await api.register(documentRoutes, { prefix: '/api' });
    await api.register(dossierRoutes, { prefix: '/api' });
    await api.register(budgetRoutes, { prefix: '/api' });
    await api.register(noteRoutes, { prefix: '/api' });
    await api.register(sectionRoutes, { prefix: '/api' });
    await api.register(supplierRoutes, { prefix: '/api' });
    await api.register(taskRoutes, { prefix: '/api' });
    await api.register(debtorRoutes, { prefix: '/api' });
    await api.register(taskTemplateRoutes, { prefix: '/api' });
    await api.register(categoryRoutes, { prefix: '/api' });
    await api.register(articleRoutes, { prefix: '/api' });
    await api.register(broadcastRoutes, { prefix: '/api' });
    await api.register(plannerRoutes, { prefix: '/api' });
    await api.register(placeRoutes, { prefix: '/api' });
    await api.register(reservationRoutes, { prefix: '/api' });
    await api.register(cremationRoutes, { prefix: '/api' });
    await api.register(ashRoutes, { prefix: '/api' });
    await api.register(crematoriumRequestRoutes, { prefix: '/api' });
    await api.register(ashPlaceRoutes, { prefix: '/api' });
    await api.register(ashRegisterRoutes, { prefix: '/api' });
    await api.register(generatableRoutes, { prefix: '/api' });
    await api.register(templateRoutes, { prefix: '/api' });
    await api.register(dashboardRoutes, { prefix: '/api' });
  });

  return app;
}
