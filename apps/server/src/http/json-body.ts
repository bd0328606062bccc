import type { FastifyInstance } from 'fastify';
import { interpolate, messages } from '@afscheid/shared';
import { HttpError } from '../lib/errors.ts';

/**
 * How deep a JSON body may nest (objects and arrays, the body itself is level 1). The deepest the app sends is
 * a dossier section (about five levels); 32 leaves room and keeps every later walk over the body cheap.
 */
export const JSON_MAX_DEPTH = 32;

/** Whether `value` nests objects or arrays deeper than `max` levels; walked with a stack, never recursion. */
export function nestsDeeperThan(value: unknown, max: number): boolean {
  const stack: { value: unknown; depth: number }[] = [{ value, depth: 1 }];
  for (let next = stack.pop(); next; next = stack.pop()) {
    if (next.value === null || typeof next.value !== 'object') continue;
    if (next.depth > max) return true;
    for (const item of Object.values(next.value)) {
      if (item !== null && typeof item === 'object') stack.push({ value: item, depth: next.depth + 1 });
    }
  }
  return false;
}

/**
 * The JSON body parser: Fastify's own (prototype poisoning is an error), an empty body as `{}` (e.g. POST
 * /logout from some clients), and a body nested deeper than `JSON_MAX_DEPTH` a Dutch 400 before anything
 * (the case conversion, the schemas) walks it.
 */
export function registerJsonBodyParser(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, {});
    return parseJson(request, text, (error, value) => {
      if (error) return done(error, undefined);
      if (nestsDeeperThan(value, JSON_MAX_DEPTH)) {
        return done(
          new HttpError(400, interpolate(messages.edge.tooDeep, { depth: JSON_MAX_DEPTH })),
          undefined,
        );
      }
      return done(null, value);
    });
  });
}
