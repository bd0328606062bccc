/**
 * The bench's bare server for every scenario (issue 17): node:http answering the measured requests by calling the
 * same service functions as the app's route handlers (decision 010), on the same database, with the session looked
 * up by the same repository call and the access checked the way `plugins/authorize.ts` does it. No Fastify, no
 * hooks (no CSRF, request log, security headers or rate limits), no response validation: the query or body is
 * parsed with the route's shared schema only because the service takes that typed input. run.mjs bundles this file
 * with esbuild like build.mjs bundles the server, so both run the same compiled services and the same SQL:
 *   node <bundle>/bare-services.js   (PORT, DATA_DIR / DATABASE_URL as for the server; sends 'ready' over IPC)
 * Only the routes the bench measures are here; anything else is a 404.
 */
import http from 'node:http';
import type { z } from 'zod';
import {
  ashRegisterQuerySchema,
  capabilitiesOf,
  hasAnyPermission,
  isSectionKey,
  listAshPlacesQuerySchema,
  listAshRecordsQuerySchema,
  listBillableDossiersQuerySchema,
  listCrematoriumRequestsQuerySchema,
  listDossiersQuerySchema,
  listPlacesQuerySchema,
  listReservationsQuerySchema,
  messages,
  permissionsForRole,
  saveSectionSchema,
  sectionsForType,
  toCamelCase,
  toSnakeCase,
} from '@afscheid/shared';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/connection.ts';
import type { Dossier, Organization, Session, User } from '../src/db/types.ts';
import { resolveAppKey } from '../src/lib/app-key.ts';
import { auditWriter } from '../src/lib/audit.ts';
import { systemClock } from '../src/lib/clock.ts';
import type { Actor, ServiceContext } from '../src/lib/context.ts';
import { sha256 } from '../src/lib/crypto.ts';
import { forbidden, HttpError, notFound, unauthenticated } from '../src/lib/errors.ts';
import { newId } from '../src/lib/ids.ts';
import { sessionOrganization } from '../src/modules/account/index.ts';
import { listAshRecords } from '../src/modules/ash/index.ts';
import { listAshPlaces } from '../src/modules/ash-places/service.ts';
import { ashRegister } from '../src/modules/ash-register/index.ts';
import { authRepository, authUserOf } from '../src/modules/auth/index.ts';
import { showBudget } from '../src/modules/budget/index.ts';
import { listRequests } from '../src/modules/crematorium-requests/index.ts';
import { dashboard } from '../src/modules/dashboard/index.ts';
import { createDocumentStore } from '../src/modules/documents/index.ts';
import { dossiersRepository, listDossiers } from '../src/modules/dossiers/index.ts';
import { generateDocument } from '../src/modules/generatables/index.ts';
import { listBillableDossiers } from '../src/modules/invoicing/service.ts';
import { listPlaces } from '../src/modules/places/index.ts';
import { listReservations } from '../src/modules/reservations/index.ts';
import { saveSection } from '../src/modules/sections/index.ts';

const config = loadConfig();
const handle = openDatabase(config.database);
// The planner statistics kept up with the data, as server.ts does.
setInterval(() => handle.optimize(), 10_000).unref();
const deps = {
  db: handle.db,
  clock: systemClock,
  appKey: resolveAppKey(config.appKey, config.dataDir),
  config,
  documents: createDocumentStore(config),
};
const { db } = deps;

type Auth = { session: Session; user: User };
type Access = { auth: Auth; organization: Organization; ctx: ServiceContext };
type Call = { url: URL; auth: Auth; params: string[]; body: unknown };
type Route = {
  method: string;
  path: RegExp;
  /** The route's `config.permission`; undefined for routes every active member may call. */
  permission?: string;
  handle: (call: Call) => Promise<{ status?: number; payload: unknown }>;
};

/** The session cookie → the stored session and its user (the session plugin's query), or 401. */
async function signedIn(cookie: string | undefined): Promise<Auth> {
  const token = /(?:^|;\s*)afscheid_session=([A-Za-z0-9_-]{43})(?:;|$)/.exec(cookie ?? '')?.[1];
  const found = token ? await authRepository.findSessionWithUser(db, sha256(token)) : undefined;
  if (!found || found.user.disabled_at || new Date().toISOString() >= found.session.expires_at) {
    throw unauthenticated();
  }
  return found;
}

/** The session's active organisation and the role's permissions there (`activeOrganizationAccess`, bare). */
async function activeAccess(auth: Auth, permission: string | undefined): Promise<Access> {
  const active = await sessionOrganization(db, auth.user, auth.session);
  if (!active) throw new HttpError(409, messages.organizationContext.requiredMember);
  const { organization, membership } = active;
  const isSuper = auth.user.is_super === 1;
  const permissions = isSuper
    ? capabilitiesOf(organization.type)
    : permissionsForRole(membership!.role, organization.type);
  if (permission && !hasAnyPermission(permissions, permission)) throw forbidden();
  const actor: Actor = {
    userId: auth.user.id,
    organizationId: organization.id,
    organizationType: organization.type,
    role: membership?.role ?? (isSuper ? 'super' : 'none'),
    permissions,
    isSuper,
  };
  const audit = auditWriter(deps.clock, { userId: auth.user.id, ip: '127.0.0.1', requestId: newId() });
  return { auth, organization, ctx: { ...deps, actor, audit } };
}

async function dossierOf(access: Access, id: string | undefined): Promise<Dossier> {
  const dossier = id ? await dossiersRepository.findById(db, access.organization.id, id) : undefined;
  if (!dossier) throw notFound();
  return dossier;
}

const queryOf = <S extends z.ZodType>(schema: S, url: URL): z.output<S> =>
  schema.parse(toCamelCase({ ...Object.fromEntries(url.searchParams) }));

/** A list route on the active organisation: the parsed query goes to the service as it is. */
function list<S extends z.ZodType>(
  path: string,
  permission: string,
  schema: S,
  service: (ctx: ServiceContext, query: z.output<S>) => Promise<unknown>,
): Route {
  return {
    method: 'GET',
    path: new RegExp(`^/api/${path}$`),
    permission,
    async handle({ url, auth }) {
      const { ctx } = await activeAccess(auth, permission);
      return { payload: await service(ctx, queryOf(schema, url)) };
    },
  };
}

const ID = '([0-9a-f-]{36})';
const routes: Route[] = [
  {
    method: 'GET',
    path: /^\/api\/auth\/user$/,
    async handle({ auth }) {
      return { payload: { data: await authUserOf(db, auth.user, auth.session) } };
    },
  },
  list('dossiers', 'dossiers.view', listDossiersQuerySchema, listDossiers),
  {
    method: 'PUT',
    path: new RegExp(`^/api/dossiers/${ID}/sections/([a-z_]+)$`),
    async handle({ auth, params: [id, key], body }) {
      const access = await activeAccess(auth, 'sections.update');
      const dossier = await dossierOf(access, id);
      if (!isSectionKey(key) || !sectionsForType(dossier.type).includes(key)) throw notFound();
      const input = saveSectionSchema.parse(toCamelCase(body));
      return { payload: { data: await saveSection(access.ctx, dossier, key, input) } };
    },
  },
  {
    method: 'GET',
    path: new RegExp(`^/api/dossiers/${ID}/budget$`),
    async handle({ auth, params: [id] }) {
      const access = await activeAccess(auth, 'budget.view');
      return { payload: { data: await showBudget(access.ctx, await dossierOf(access, id)) } };
    },
  },
  {
    method: 'GET',
    path: /^\/api\/invoicing\/billable-dossiers$/,
    async handle({ url, auth }) {
      const { ctx } = await activeAccess(auth, 'budget.view');
      if (!hasAnyPermission(ctx.actor.permissions, 'invoicing.invoice')) throw forbidden();
      return { payload: await listBillableDossiers(ctx, queryOf(listBillableDossiersQuerySchema, url)) };
    },
  },
  list('reservations', 'planner.view', listReservationsQuerySchema, listReservations),
  list('places', 'places.view', listPlacesQuerySchema, listPlaces),
  list('crematorium-requests', 'crematorium_requests.view', listCrematoriumRequestsQuerySchema, listRequests),
  list('ash-records', 'ash.view', listAshRecordsQuerySchema, listAshRecords),
  list('ash-places', 'ash.view', listAshPlacesQuerySchema, listAshPlaces),
  {
    method: 'GET',
    path: /^\/api\/ash-register$/,
    async handle({ url, auth }) {
      const { ctx } = await activeAccess(auth, 'ash.view');
      return { payload: { data: await ashRegister(ctx, queryOf(ashRegisterQuerySchema, url)) } };
    },
  },
  {
    method: 'GET',
    path: /^\/api\/dashboard$/,
    async handle({ auth }) {
      const access = await activeAccess(auth, undefined);
      return { payload: { data: (await dashboard(access.ctx, access.organization)).data } };
    },
  },
  {
    method: 'POST',
    path: new RegExp(`^/api/dossiers/${ID}/generatables/([a-z0-9-]+)$`),
    async handle({ auth, params: [id, key] }) {
      const access = await activeAccess(auth, 'documents.create');
      const data = await generateDocument(access.ctx, await dossierOf(access, id), key!);
      return { status: 201, payload: { data } };
    },
  },
];

function readBody(req: http.IncomingMessage): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      try {
        resolve(chunks.length ? JSON.parse(Buffer.concat(chunks).toString('utf8')) : {});
      } catch (err) {
        reject(err instanceof Error ? err : new Error(String(err)));
      }
    });
    req.on('error', reject);
  });
}

function send(res: http.ServerResponse, status: number, payload: unknown): void {
  res
    .writeHead(status, { 'content-type': 'application/json; charset=utf-8' })
    .end(JSON.stringify(toSnakeCase(payload)));
}

let failures = 0;
/** Requests being answered: the database closes only after the last one (the bench stops the server mid-load). */
let inFlight = 0;
const server = http.createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://bare');
  if (url.pathname === '/api/health') return send(res, 200, { status: 'ok' });
  let params: string[] = [];
  const route = routes.find((candidate) => {
    if (candidate.method !== req.method) return false;
    const match = candidate.path.exec(url.pathname);
    if (match) params = match.slice(1);
    return match !== null;
  });
  if (!route)
    return send(res, 404, { message: 'Niet gevonden (de bare server kent alleen de gemeten routes).' });
  inFlight++;
  (async () => {
    const body = req.method === 'GET' ? undefined : await readBody(req);
    const auth = await signedIn(req.headers.cookie);
    const { status = 200, payload } = await route.handle({ url, auth, params, body });
    send(res, status, payload);
  })()
    .catch((err: unknown) => {
      if (err instanceof HttpError) {
        return send(res, err.statusCode, {
          message: err.message,
          ...(err.extra.errors ? { errors: err.extra.errors } : {}),
        });
      }
      // The first failures tell why; the bench reports the non-2xx count of the rest.
      if (++failures <= 3) {
        process.stderr.write(
          `bare server: ${req.method} ${url.pathname}: ${String((err as Error)?.stack ?? err)}\n`,
        );
      }
      send(res, 500, { message: 'Er ging iets mis.' });
    })
    .finally(() => inFlight--);
});

server.listen(config.port, config.host, () => process.send?.('ready'));
const stop = () => {
  server.close();
  const closeWhenIdle = () => {
    if (inFlight > 0) return void setTimeout(closeWhenIdle, 50);
    void handle.close().then(() => process.exit(0));
  };
  closeWhenIdle();
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
