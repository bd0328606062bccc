import type { FastifyInstance, FastifyReply } from 'fastify';
import type { z } from 'zod';
import { messages, nlZodErrorMap, toSnakeCase, zodIssuesToFieldErrors } from '@afscheid/shared';
import { ValidationError, type FieldErrors } from '../lib/errors.ts';

type SchemaLike = z.ZodType;

const isZod = (schema: unknown): schema is SchemaLike =>
  typeof schema === 'object' && schema !== null && typeof (schema as SchemaLike).safeParse === 'function';

/** A UTF-16 surrogate that is not half of a pair: no character, and no UTF-8 (a database stores it mangled). */
const LONE_SURROGATE = /\p{Surrogate}/u;
const wellFormed = (text: string) => text.replace(/\p{Surrogate}/gu, '\uFFFD');
/** At most this many fields are named in one answer about broken characters. */
const MAX_REPORTED = 20;

/**
 * The fields (dot-joined paths, as the schemas' errors name them) whose text, or whose key, holds a lone
 * surrogate; walked with a stack, never recursion. JSON's `\uD800` escapes are the only way in: the query
 * string and multipart decoders turn broken UTF-8 into U+FFFD or leave the `%` escapes as they are.
 */
export function fieldsWithBrokenText(data: unknown): FieldErrors {
  const errors: FieldErrors = {};
  let reported = 0;
  const found = (path: readonly string[]) => {
    errors[path.join('.')] = [messages.edge.invalidCharacters];
    reported++;
  };
  const stack: { value: unknown; path: string[] }[] = [{ value: data, path: [] }];
  for (let next = stack.pop(); next && reported < MAX_REPORTED; next = stack.pop()) {
    const { value, path } = next;
    if (typeof value === 'string') {
      if (LONE_SURROGATE.test(value)) found(path);
    } else if (value !== null && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) {
        if (LONE_SURROGATE.test(key)) found([...path, wellFormed(key)]);
        else stack.push({ value: item, path: [...path, key] });
      }
    }
  }
  return errors;
}

/**
 * Requests are validated with the route's shared Zod schemas (params, querystring, body). A failure is the one
 * 422 of the product: a Dutch message and Dutch messages per field, exactly as `parseInput` gives them; the
 * error handler sends it as it sends every `HttpError`. The case conversion hook has already turned the wire's
 * snake_case into the schemas' camelCase. Issues a schema gives no message of its own get the Dutch fallback
 * (`nlZodErrorMap`), never Zod's English. Text with a broken character (a lone surrogate) is refused before
 * the schema runs, so what a service stores is exactly what was validated.
 */
export function registerSchemaCompilers(app: FastifyInstance, opts: { strictResponses: boolean }): void {
  app.setValidatorCompiler(({ schema }) => {
    if (!isZod(schema)) throw new Error('Elke route beschrijft haar invoer met een Zod-schema.');
    return (data: unknown) => {
      const broken = fieldsWithBrokenText(data);
      if (Object.keys(broken).length > 0) return { error: new ValidationError(broken) };
      const result = schema.safeParse(data ?? {}, { error: nlZodErrorMap });
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
