import type { FastifyInstance } from 'fastify';
import { toCamelCase, toSnakeCase } from '@afscheid/shared';
import { hasResponseSchema } from '../http/schema-compilers.ts';

/** The wire speaks snake_case; handlers and shared schemas speak camelCase (specification section 7). */
export function registerCaseConversion(app: FastifyInstance): void {
  // preValidation: the route's Zod schemas validate the camelCase form. Hooks with a callback, not async: they
  // never wait, and every request passes them.
  app.addHook('preValidation', (request, _reply, done) => {
    if (request.body && typeof request.body === 'object') request.body = toCamelCase(request.body);
    // The query parser's objects inherit from a prototype-less object, which the deep conversion does not
    // count as plain: copy the top level into a plain object first (values are strings or arrays).
    if (request.query && typeof request.query === 'object') request.query = toCamelCase({ ...request.query });
    done();
  });
  // Answers with a response schema are converted by the serializer after validation; the rest (errors) here.
  // Routes hidden from the OpenAPI document (the document and its reference pages) keep their own keys.
  app.addHook('preSerialization', (_request, reply, payload, done) => {
    if (!payload || typeof payload !== 'object' || hasResponseSchema(reply) || reply.routeOptions.schema?.hide) {
      return done(null, payload);
    }
    return done(null, toSnakeCase(payload));
  });
}
