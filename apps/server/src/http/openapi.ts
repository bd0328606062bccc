import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { createJsonSchemaTransform } from 'fastify-type-provider-zod';
import { snakeKey } from '@afscheid/shared';
import { forbidden } from '../lib/errors.ts';
import { requireUser } from '../plugins/session.ts';

type JsonSchema = Record<string, unknown>;

/** The schemas are camelCase (what handlers see); the wire is snake_case: rename every property. */
function snakeSchema(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(snakeSchema);
  if (!schema || typeof schema !== 'object') return schema;
  const result: JsonSchema = {};
  for (const [key, value] of Object.entries(schema as JsonSchema)) {
    if (key === 'properties' && value && typeof value === 'object') {
      result[key] = Object.fromEntries(
        Object.entries(value as JsonSchema).map(([name, sub]) => [snakeKey(name), snakeSchema(sub)]),
      );
    } else if (key === 'required' && Array.isArray(value)) {
      result[key] = value.map((name) => (typeof name === 'string' ? snakeKey(name) : name));
    } else {
      result[key] = snakeSchema(value);
    }
  }
  return result;
}

const zodTransform = createJsonSchemaTransform({ skipList: [] });

/**
 * The OpenAPI 3.1 document, generated from the routes' shared Zod schemas: `GET /api/openapi.json`, and a
 * readable reference at `/api/docs` for logged-in platform administrators (everyone in development).
 */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Afscheid API',
        description:
          'De HTTP-interface van Afscheid. Sessies en CSRF volgen het Laravel Sanctum SPA-protocol (cookie ' +
          '`XSRF-TOKEN`, header `X-XSRF-TOKEN`); velden zijn snake_case; fouten zijn `{ message, errors }`.',
        version: '1.0.0',
      },
      components: {
        securitySchemes: {
          session: { type: 'apiKey', in: 'cookie', name: 'afscheid_session' },
          csrf: { type: 'apiKey', in: 'header', name: 'X-XSRF-TOKEN' },
        },
      },
      security: [{ session: [], csrf: [] }],
    },
    transform: (document) => {
      const { schema, url } = zodTransform(document);
      const described = snakeSchema(schema) as typeof schema & Record<string, unknown>;
      // An upload has no JSON body schema (the handler streams it): describe the form with its one file.
      const upload = (document.route.config as { multipart?: { field: string } } | undefined)?.multipart;
      if (upload) {
        described['consumes'] = ['multipart/form-data'];
        described['body'] = {
          type: 'object',
          properties: { [upload.field]: { type: 'string', format: 'binary' } },
          required: [upload.field],
        };
      }
      return { schema: described, url };
    },
  });

  const development = app.deps.config.env === 'development';
  const onlyForAdmins = async (request: Parameters<typeof requireUser>[0]) => {
    if (development) return;
    if (requireUser(request).user.is_super !== 1) throw forbidden();
  };

  // Sent as text: the case conversion of answers must not touch the document's own keys (`requestBody`).
  app.get('/api/openapi.json', { schema: { hide: true }, onRequest: onlyForAdmins }, async (_request, reply) =>
    reply.type('application/json; charset=utf-8').send(JSON.stringify(app.swagger())),
  );

  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    uiConfig: { docExpansion: 'list', deepLinking: true },
    staticCSP: true,
    uiHooks: { onRequest: onlyForAdmins },
  });
}
