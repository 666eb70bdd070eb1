import type { FastifyReply } from 'fastify';

/** An error whose message is safe to show to the client, with the HTTP status to answer. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    /** More of the answer beside `message` (documented in errorResponse). */
    readonly extra: Record<string, unknown> = {},
    /** For a 503: when to come back (Retry-After); 60 s unless said. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

/**
 * Puts an HttpError on the reply as every error of ours leaves: its status, for a 503 when to
 * come back (a short overload: photo or sign-in queue full), and the JSON body it returns.
 */
export function httpErrorAnswer(reply: FastifyReply, error: HttpError): Record<string, unknown> {
  if (error.statusCode === 503) reply.header('Retry-After', String(error.retryAfterSeconds ?? 60));
  reply.code(error.statusCode);
  return { ...error.extra, message: error.message };
}

export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = (message = 'Please log in to continue.') => new HttpError(401, message);
export const forbidden = (message: string) => new HttpError(403, message);
export const notFound = (message = 'Not found') => new HttpError(404, message);
