import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/** The log levels at which the info line of a completed request is written. */
const WRITES_INFO: ReadonlySet<string> = new Set(['trace', 'debug', 'info']);

/**
 * One log line per request instead of Fastify's two ("incoming request" and "request completed"): written
 * when the response is done, with method, path, status, duration and (from the request's logger) `reqId`.
 * The query string is left out: it can hold search terms (names of the deceased) and reset tokens.
 * Fastify's other lines (errors in its default handler, a missing route) stay as they are.
 */
export class RequestLogController extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    // Nothing to build when the line would not be written (LOG_LEVEL=warn and above, unless it failed).
    if (!error && !WRITES_INFO.has(request.log.level)) return;
    const line = {
      method: request.method,
      url: request.url.split('?', 1)[0],
      statusCode: reply.statusCode,
      durationMs: Math.round(reply.elapsedTime * 10) / 10,
    };
    if (error) request.log.error({ ...line, err: error }, 'request errored');
    else request.log.info(line, 'request completed');
  }
}
