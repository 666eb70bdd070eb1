import http from 'node:http';
import type { Socket } from 'node:net';
import type { ConnectionError, FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { errorSecurityHeaders } from './security-headers';

/**
 * Errors Fastify answers before routing (no hook or error handler runs): left alone they leave
 * in Fastify's own format, naming the framework and echoing the path. Ours say what went wrong
 * in `{ message }`, like every other error, with the usual security headers.
 */
export function frameworkErrorHandler(
  httpsOnly: boolean,
): (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => void {
  const headers = errorSecurityHeaders(httpsOnly);
  return (error, _request, reply) => {
    const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
    reply
      .code(tooLong ? 414 : 400)
      .headers(headers)
      .send({ message: tooLong ? 'The address is too long' : 'The address is not valid' });
  };
}

const CLIENT_ERRORS: Record<string, { status: number; message: string }> = {
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, message: 'The request took too long to arrive' },
  HPE_HEADER_OVERFLOW: { status: 431, message: 'The request headers are too large' },
};

/**
 * HTTP-level errors on a connection (the request did not arrive within the request timeout, a
 * malformed request, oversized headers): there is no request object, so the answer is written
 * to the socket by hand, then the connection is closed.
 */
export function clientErrorHandler(httpsOnly: boolean): (error: ConnectionError, socket: Socket) => void {
  const headers = Object.entries(errorSecurityHeaders(httpsOnly))
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  return (error, socket) => {
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    // As Node does: write an answer only when no response has started on this connection.
    const started = (socket as Socket & { _httpMessage?: { headersSent?: boolean } })._httpMessage
      ?.headersSent;
    if (socket.writable && !started) {
      const { status, message } = CLIENT_ERRORS[error.code] ?? {
        status: 400,
        message: 'The request is not valid',
      };
      const body = JSON.stringify({ message });
      socket.write(
        `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\nconnection: close\r\n${headers}` +
          `content-type: application/json; charset=utf-8\r\ncontent-length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
      );
    }
    socket.destroy(error);
  };
}
