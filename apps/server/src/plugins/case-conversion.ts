import type { FastifyInstance } from 'fastify';
import { toCamelCase, toSnakeCase } from '@afscheid/shared';

/** The wire speaks snake_case; handlers and shared schemas speak camelCase (specification section 7). */
export function registerCaseConversion(app: FastifyInstance): void {
  app.addHook('preHandler', async (request) => {
    if (request.body && typeof request.body === 'object') request.body = toCamelCase(request.body);
    // The query parser's objects inherit from a prototype-less object, which the deep conversion does not
    // count as plain: copy the top level into a plain object first (values are strings or arrays).
    if (request.query && typeof request.query === 'object') request.query = toCamelCase({ ...request.query });
  });
  app.addHook('preSerialization', async (_request, _reply, payload) =>
    payload && typeof payload === 'object' ? toSnakeCase(payload) : payload,
  );
}
