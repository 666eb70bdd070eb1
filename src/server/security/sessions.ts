import type { AppDeps } from '../deps';
import { hashToken, newToken } from './tokens';

/** Where a request comes from: its address (rate limits, the session list) and browser. */
export interface ClientInfo {
  ip: string;
  userAgent: string;
}

/** The member a session is for, with the credential generation read before the proof was checked. */
export interface SessionOwner {
  id: number;
  credential_generation: number;
}

/**
 * A new session for a member who proved who they are (password or passkey): a random token,
 * stored only as its hash, with the device it was made on. The caller hands the token out. The
 * session carries the credential generation the caller read before checking the proof, so a
 * password reset or change that commits meanwhile ends it anyway (db/session-ends.ts).
 */
export async function startSession(deps: AppDeps, owner: SessionOwner, client: ClientInfo): Promise<string> {
  const token = newToken();
  const now = deps.now();
  await deps.sessions.insert(
    hashToken(token),
    owner.id,
    now,
    now + deps.config.sessionTtlMs,
    client,
    owner.credential_generation,
  );
  return token;
}
