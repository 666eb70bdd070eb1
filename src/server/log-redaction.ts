/** Password-reset tokens travel in URLs; they must not end up in the logs. */
export function redactUrl(url: string): string {
  return url
    .replace(/(\/resetpassword\/token\/)[^/?#]+/, '$1[redacted]')
    .replace(/([?&]token=)[^&#]+/, '$1[redacted]');
}

/** Fastify's default request log fields, with the URL redacted. */
export function requestSerializer(request: {
  method: string;
  url: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
}) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    hostname: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
