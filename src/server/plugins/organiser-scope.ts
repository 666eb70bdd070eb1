import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ORGANISER_NEEDS_PASSKEY } from '../../shared/api/passkeys';
import type { SessionUser } from '../db/sessions-repo';
import { forbidden, HttpError, httpErrorAnswer } from '../http-error';
import { hashToken } from '../security/tokens';
import { bearerToken, currentUser, requireOrganiser } from './auth';

const pendingCheck = Symbol('pendingOrganiserCheck');
const headersBefore = Symbol('headersBeforeOrganiserRoute');

declare module 'fastify' {
  interface FastifyRequest {
    /** The organiser check still running beside a read: its refusal, or undefined once passed. */
    [pendingCheck]?: Promise<HttpError | undefined>;
    [headersBefore]?: ReadonlySet<string>;
  }
}

/**
 * The rule of every organiser power, in the organisers' scope and outside it
 * (plugins/organiser-acts.ts): an active organiser, read fresh from the database (a role taken
 * away counts at once), with a passkey, because the account can suspend others (issue 18 §2).
 * 401 without a live session, 403 otherwise. `npm run club` works on the database directly.
 */
export async function requireOrganiserWithPasskey(request: FastifyRequest): Promise<SessionUser> {
  await requireOrganiser(request);
  const user = currentUser(request);
  if (!user.hasPasskey) throw forbidden(ORGANISER_NEEDS_PASSKEY);
  return user;
}

/**
 * Guards every route of the organisers' scope with `check` (a fresh session from the database,
 * the role, the passkey): nothing is sent to anyone it refuses.
 *
 * A read (GET/HEAD) by a session that the session cache last saw as an active organiser with a
 * passkey starts at once, beside the check, and its answer waits in onSend until the check has
 * passed; if the check refuses, the refusal is sent instead and the read's answer, headers
 * included, is dropped. Organiser reads change nothing, so running one that is then refused
 * costs only its query. Every other request (writes, unknown sessions) waits for the check before
 * its handler starts. On a busy server this saves organiser reads one database round trip
 * (docs/performance-history.md §4) without giving up the fresh check: a role taken away counts at
 * once.
 */
export function guardOrganiserScope(
  scope: FastifyInstance,
  check: (request: FastifyRequest) => Promise<void>,
): void {
  scope.addHook('onRequest', async (request, reply) => {
    const kept = keptOrganiser(request);
    if (!kept || (request.method !== 'GET' && request.method !== 'HEAD')) {
      await check(request);
      return;
    }
    request.user = kept;
    request[headersBefore] = new Set(Object.keys(reply.getHeaders()));
    request[pendingCheck] = check(request).then(
      () => undefined,
      (error: unknown) => {
        if (error instanceof HttpError) return error;
        throw error;
      },
    );
    // Settled in onSend; until then a failure must not count as unhandled.
    request[pendingCheck].catch(() => undefined);
  });

  scope.addHook('onSend', async (request, reply, payload) => {
    const pending = request[pendingCheck];
    if (!pending) return payload;
    const refusal = await pending;
    if (!refusal) return payload;
    // The read's own headers (a total, say) go with its answer.
    const before = request[headersBefore] ?? new Set<string>();
    for (const name of Object.keys(reply.getHeaders())) if (!before.has(name)) reply.removeHeader(name);
    // Shaped as the error handler shapes every other refusal; never kept by a cache.
    const body = httpErrorAnswer(reply, refusal);
    reply.header('cache-control', 'no-store').header('content-type', 'application/json; charset=utf-8');
    return JSON.stringify(body);
  });
}

/** The session the cache holds for this request's token, when it is an active organiser's with a passkey. */
function keptOrganiser(request: FastifyRequest) {
  const token = bearerToken(request);
  if (!token) return undefined;
  const kept = request.server.sessionCache.get(hashToken(token));
  return kept?.role === 'organiser' && kept.status === 'active' && kept.hasPasskey ? kept : undefined;
}
