import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ZodError } from 'zod';
import { HttpError, httpErrorAnswer } from '../http-error';
import { RateLimitedError, RateLimitStoreUnavailableError } from '../rate-limit/store';
import { errorSecurityHeaders } from './security-headers';

/**
 * Every error leaves as JSON `{ message }`: 4xx with a message the client can show, 5xx with a
 * generic text (details go to the log with the request id, never into the response).
 */
export function registerErrorHandling(app: FastifyInstance): void {
  const securityHeaders = errorSecurityHeaders(app.deps.config.publicUrl.startsWith('https://'));
  app.setErrorHandler((error: FastifyError | Error, request, reply) => {
    // An error is never cached, even from a route that had set a public policy before failing;
    // and one raised before helmet's onRequest hook ran still leaves with security headers.
    reply.header('cache-control', 'no-store');
    if (!reply.hasHeader('content-security-policy')) reply.headers(securityHeaders);
    if (error instanceof RateLimitedError) {
      return reply
        .code(429)
        .header('Retry-After', String(error.retryAfterSeconds))
        .send({ message: error.message });
    }
    // Not logged per request: the store logs one line when the outage starts and one when it ends.
    if (error instanceof RateLimitStoreUnavailableError) {
      return reply.code(503).header('Retry-After', '5').send({ message: 'Service temporarily unavailable' });
    }
    if (error instanceof HttpError) return reply.send(httpErrorAnswer(reply, error));
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.code(400).send({ message: validationMessage(error) });
    }
    if (error instanceof ZodError) {
      const issue = error.issues[0];
      const field = issue?.path.join('.') || 'request';
      return reply.code(400).send({ message: `Invalid ${field}: ${issue?.message ?? 'bad value'}` });
    }
    const status = (error as FastifyError).statusCode;
    if (status && status >= 400 && status < 500) {
      return reply.code(status).send({ message: clientMessage(error as FastifyError) });
    }
    if (isUnstorableText(error)) {
      return reply.code(400).send({ message: 'The request contains characters that are not allowed' });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.error({ err: error }, 'database unavailable');
      return reply.code(503).header('Retry-After', '5').send({ message: 'Service temporarily unavailable' });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send({ message: 'Internal server error' });
  });
}

function clientMessage(error: FastifyError): string {
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || error.code === 'FST_REQ_FILE_TOO_LARGE') {
    return 'The request is too large';
  }
  if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') return 'Unsupported content type';
  if (error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') return 'The request body is empty';
  if (error.code?.startsWith('FST_ERR_CTP') || error instanceof SyntaxError)
    return 'The request body is not valid';
  return error.message;
}

/**
 * PostgreSQL refuses NUL characters in text (SQLite stores them); whatever field they arrive in,
 * the client sent something no text field may hold.
 */
function isUnstorableText(error: unknown): boolean {
  const code = (error as { code?: string }).code;
  return code === '22021' || code === '22P05';
}

/** Connection failures (PostgreSQL down, pool exhausted) are answered with 503, not 500. */
function isDatabaseUnavailable(error: unknown): boolean {
  const e = error as { code?: string; message?: string };
  if (
    e.code &&
    ['ECONNREFUSED', 'ECONNRESET', '57P01', '57P03', 'SQLITE_BUSY', 'SQLITE_BUSY_SNAPSHOT'].includes(e.code)
  )
    return true;
  return /timeout exceeded when trying to connect|Connection terminated/i.test(e.message ?? '');
}

/**
 * A route schema refused the request. Schemas carry the product's own sentences where it has one
 * ('Username and password are required'); zod's generic ones get the field's name in front.
 */
function validationMessage(error: { validation: Array<{ message?: string; instancePath: string }> }): string {
  const first = error.validation[0];
  const message = first?.message ?? 'bad value';
  if (!/^(Invalid|Too (big|small)|Expected|Unrecognized)/.test(message)) return message;
  const field = first?.instancePath.replace(/^\//, '').replace(/\//g, '.') || 'request';
  return `Invalid ${field}: ${message}`;
}
