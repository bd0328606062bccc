import type { FastifyInstance, FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The permission an organisation-scoped route requires; enforced by the route's access resolver. */
    permission?: string;
    /** Only the super role may call the route. */
    superOnly?: boolean;
    /**
     * Resolves who may reach the route's record (401/403/404) before the body is validated: run by the
     * `preValidation` hook of `http/access-hook.ts`; the handler calls the same (per-request memoised) resolver
     * to get its typed result. See docs/decisions/010-typed-routes-and-service-context.md.
     */
    access?: (request: FastifyRequest) => Promise<unknown>;
    /** The body is multipart (an upload): described in OpenAPI, read by the handler as a stream. */
    multipart?: { field: string };
  }
  interface FastifyInstance {
    /** Every registered route (tests walk it to prove that each one checks tenancy and permissions). */
    routeTable: RouteEntry[];
  }
}

export type RouteEntry = {
  method: string;
  url: string;
  config: { permission?: string; superOnly?: boolean; access?: unknown; multipart?: { field: string } };
  /** Which parts the route declares a schema for (params, querystring, body, response). */
  schema: { params: boolean; querystring: boolean; body: boolean; response: boolean; hide: boolean };
};

/** Must run before any route is registered: records each route as it is added. */
export function recordRoutes(app: FastifyInstance): void {
  const table: RouteEntry[] = [];
  app.decorate('routeTable', table);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const config = (route.config ?? {}) as RouteEntry['config'];
    const schema = (route.schema ?? {}) as Record<string, unknown>;
    const declared = {
      params: Boolean(schema['params']),
      querystring: Boolean(schema['querystring']),
      body: Boolean(schema['body']),
      response: Boolean(schema['response']),
      hide: Boolean(schema['hide']),
    };
    for (const method of methods) table.push({ method, url: route.url ?? route.path, config, schema: declared });
  });
}
