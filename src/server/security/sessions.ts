import type { AppDeps } from '../deps';
import { hashToken, newToken } from './tokens';

/** Where a request comes from: its address (rate limits, the session list) and browser. */
export interface ClientInfo {
  ip: string;
  userAgent: string;
}

/**
 * A new session for a member who proved who they are (password or passkey): a random token,
 * stored only as its hash, with the device it was made on. The caller hands the token out.
 */
export async function startSession(deps: AppDeps, userId: number, client: ClientInfo): Promise<string> {
  const token = newToken();
  const now = deps.now();
  await deps.sessions.insert(hashToken(token), userId, now, now + deps.config.sessionTtlMs, client);
  return token;
}
