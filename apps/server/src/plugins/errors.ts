import fs from 'node:fs';
import path from 'node:path';
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { messages, interpolate } from '@afscheid/shared';
import { HttpError } from '../lib/errors.ts';
import { createPageHtml, pageEncoding } from './page-html.ts';
import { SESSION_COOKIE } from './session.ts';

/**
 * The client closed the connection before its request had fully arrived (a cancelled upload, a closed tab):
 * whatever failed while reading it failed because of that, not because of a fault of ours. Light-my-request
 * (`app.inject`) knows no `complete`, so injected requests never count as gone.
 */
function clientWentAway(request: FastifyRequest): boolean {
  const raw = request.raw;
  return raw.complete === false && (raw.destroyed || raw.socket?.destroyed === true);
}

/**
 * The headers of a page the web app shows that differ from every other page's (a broadcast's public page has
 * its own content security policy), or null for the usual ones.
 */
export type PageHeaders = (request: FastifyRequest) => Promise<Record<string, string> | null>;

/** The one error handler: Dutch messages, field errors on 422, a reference id instead of internals on 500. */
export function registerErrorHandling(app: FastifyInstance, opts: { pageHeaders?: PageHeaders } = {}): void {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      if (error.extra.headers) reply.headers(error.extra.headers);
      return reply.status(error.statusCode).send({
        message: error.message,
        ...(error.extra.errors ? { errors: error.extra.errors } : {}),
        ...(error.extra.data !== undefined ? { data: error.extra.data } : {}),
      });
    }
    const status = error.statusCode ?? 500;
    if (status === 413) return reply.status(413).send({ message: messages.errors.payloadTooLarge });
    if (status === 415) return reply.status(415).send({ message: messages.errors.unsupportedMediaType });
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ message: messages.errors.badRequest });
    }
    if (clientWentAway(request)) {
      // Nobody is left to read an answer; the reason is worth a line, not an alarm.
      request.log.info({ reason: error.code ?? error.message }, 'client went away mid-request');
      return reply.status(400).send({ message: messages.errors.badRequest });
    }
    request.log.error({ err: error }, 'unexpected error');
    return reply.status(500).send({
      message: interpolate(messages.errors.server, { reference: request.id }),
      reference: request.id,
    });
  });

  const indexFile = path.join(app.deps.config.webDist, 'index.html');
  const pages = createPageHtml(app.deps.config.webDist);
  app.setNotFoundHandler(async (request, reply) => {
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') && !request.url.startsWith('/api/');
    if (!isPage) return reply.status(404).send({ message: messages.errors.notFound });
    if (!fs.existsSync(indexFile)) {
      return reply.status(503).type('text/plain; charset=utf-8').send(messages.errors.webAppNotBuilt);
    }
    // History-mode fallback: the SPA decides what the path shows (including its own 404 page). The page's chunks
    // are named in its HTML, so they load with the entry (decision 042).
    const pathname = request.url.split('?')[0] ?? '/';
    const withPreloads = await pages.forPath(
      pathname,
      request.cookies[SESSION_COOKIE] !== undefined,
      pageEncoding(request.headers['accept-encoding']),
    );
    const own = await opts.pageHeaders?.(request);
    if (withPreloads) {
      reply.header('vary', 'accept-encoding').type('text/html; charset=utf-8');
      if (withPreloads.encoding !== 'identity') reply.header('content-encoding', withPreloads.encoding);
      return reply.headers(own ?? { 'cache-control': 'no-cache' }).send(withPreloads.body);
    }
    if (own) {
      // Sent as it is, so that the static files' own cache headers cannot replace the page's.
      return reply
        .headers(own)
        .type('text/html; charset=utf-8')
        .send(await fs.promises.readFile(indexFile));
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
