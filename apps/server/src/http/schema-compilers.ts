import type { FastifyInstance, FastifyReply } from 'fastify';
import type { z } from 'zod';
import { toSnakeCase, zodIssuesToFieldErrors } from '@afscheid/shared';
import { ValidationError } from '../lib/errors.ts';

type SchemaLike = z.ZodType;

const isZod = (schema: unknown): schema is SchemaLike =>
  typeof schema === 'object' && schema !== null && typeof (schema as SchemaLike).safeParse === 'function';

/**
 * Requests are validated with the route's shared Zod schemas (params, querystring, body). A failure is the one
 * 422 of the product: a Dutch message and Dutch messages per field, exactly as `parseInput` gives them; the
 * error handler sends it as it sends every `HttpError`. The case conversion hook has already turned the wire's
 * snake_case into the schemas' camelCase.
 */
export function registerSchemaCompilers(app: FastifyInstance, opts: { strictResponses: boolean }): void {
  app.setValidatorCompiler(({ schema }) => {
    if (!isZod(schema)) throw new Error('Elke route beschrijft haar invoer met een Zod-schema.');
    return (data: unknown) => {
      const result = schema.safeParse(data ?? {});
      if (result.success) return { value: result.data };
      return { error: new ValidationError(zodIssuesToFieldErrors(result.error.issues)) };
    };
  });

  /**
   * Answers are checked against the route's response schema and only what the schema names leaves the server
   * (unknown keys are stripped), then turned to snake_case. A mismatch is a bug in a presenter: in development
   * and tests it fails loudly (500), in production it is logged and the answer is sent as the presenter made it.
   */
  app.setSerializerCompiler(({ schema, url, method }) => {
    if (!isZod(schema)) return (data) => JSON.stringify(toSnakeCase(data));
    return (data) => {
      const result = schema.safeParse(data);
      if (result.success) return JSON.stringify(toSnakeCase(result.data));
      if (opts.strictResponses) {
        const detail = result.error.issues
          .slice(0, 5)
          .map((issue) => `${issue.path.join('.')}: ${issue.message}`)
          .join('; ');
        throw new Error(`Het antwoord van ${method} ${url} past niet bij het schema: ${detail}`);
      }
      app.log.error({ method, url, issues: result.error.issues.slice(0, 5) }, 'response does not match its schema');
      return JSON.stringify(toSnakeCase(data));
    };
  });
}

/** True when the reply's status has a declared response schema (the serializer then converts the case). */
export function hasResponseSchema(reply: FastifyReply): boolean {
  const response = reply.routeOptions.schema?.response as Record<string, unknown> | undefined;
  if (!response) return false;
  const status = String(reply.statusCode);
  return status in response || `${status[0]}xx` in response;
}
