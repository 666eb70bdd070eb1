import type { FastifyReply, FastifyRequest } from 'fastify';
import { ORGANISER_MESSAGES } from '../../shared/organisers/roles';
import type { SessionUser } from '../db/sessions-repo';
import { DatabaseFileError } from '../db/sqlite-file-guard';
import { forbidden, unauthorized } from '../http-error';
import { hashToken } from '../security/tokens';

declare module 'fastify' {
  interface FastifyRequest {
    user?: SessionUser;
  }
}

export const LAST_USED_PRECISION_MS = 60_000;

/** The bearer token of a request, or undefined when there is none. */
export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+([A-Za-z0-9_-]{20,200})$/.exec(header.trim());
  return match?.[1];
}

/**
 * The live session of a token: from the session cache (cache/session-cache.ts) unless `fresh`,
 * else from the database.
 */
async function sessionOf(
  request: FastifyRequest,
  token: string,
  fresh = false,
): Promise<SessionUser | undefined> {
  const { sessionCache, answers, deps } = request.server;
  const tokenHash = hashToken(token);
  const kept = fresh ? undefined : sessionCache.get(tokenHash);
  if (kept) return kept;
  const readGeneration = answers.generation('sessions');
  const { value: user, learnt } = await answers.learning('sessions', () =>
    deps.sessions.findUser(tokenHash, deps.now()),
  );
  if (user && learnt) sessionCache.put(tokenHash, user, readGeneration);
  return user;
}

async function authenticate(request: FastifyRequest, fresh: boolean): Promise<void> {
  const token = bearerToken(request);
  if (!token) throw unauthorized();
  const user = await sessionOf(request, token, fresh);
  if (!user) throw unauthorized('Your session has expired. Please log in again.');
  // "Last used" is kept to the minute: one write per session per minute, not one per request.
  const now = request.server.deps.now();
  if (now - user.lastUsedAt >= LAST_USED_PRECISION_MS) {
    try {
      await request.server.deps.sessions.touch(user.sessionId, now, now - LAST_USED_PRECISION_MS + 1);
    } catch (error) {
      // A read must not fail because its bookkeeping cannot be written (the SQLite file was
      // replaced under the server: every write is refused until it is back).
      if (!(error instanceof DatabaseFileError)) throw error;
    }
    // The kept copy too, so the next requests of the minute do not write again.
    user.lastUsedAt = now;
  }
  request.user = user;
}

/** preHandler for member routes: 401 unless the request carries a live session token. */
export async function requireUser(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  await authenticate(request, false);
}

/** The signed-in user of a request that passed requireUser. */
export function currentUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw unauthorized();
  return request.user;
}

/**
 * The signed-in member of a public route, when the request carries a live session token; public
 * routes answer everyone, and show more (members-only profiles) to members.
 */
export async function optionalUser(request: FastifyRequest): Promise<SessionUser | undefined> {
  const token = bearerToken(request);
  if (!token) return undefined;
  const user = await sessionOf(request, token);
  // A sign-up still waiting for approval sees what a visitor sees.
  return user?.status === 'active' ? user : undefined;
}

/**
 * preHandler for /api/organisers/…: 401 without a live session, 403 for anyone but an active
 * organiser. The role is read from the database on every request, so taking it away takes
 * effect at once.
 */
export async function requireOrganiser(request: FastifyRequest): Promise<void> {
  await authenticate(request, true);
  const user = currentUser(request);
  if (user.role !== 'organiser' || user.status !== 'active')
    throw forbidden(ORGANISER_MESSAGES.organisersOnly);
}

/** preHandler for what only approved members do (a pending sign-up gets 403 with why). */
export async function requireActiveMember(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  await requireUser(request, reply);
  if (currentUser(request).status !== 'active') throw forbidden(ORGANISER_MESSAGES.pending);
}

/**
 * Whether the session a long-lived request (the live stream) started with is still live, as a
 * new request with its token would find it: ended, expired or suspended members are not.
 */
export async function stillSignedIn(request: FastifyRequest): Promise<boolean> {
  const token = bearerToken(request);
  if (!token) return false;
  const user = await sessionOf(request, token);
  return user !== undefined && user.status !== 'suspended';
}
