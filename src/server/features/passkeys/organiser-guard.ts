import type { FastifyRequest } from 'fastify';
import { forbidden } from '../../http-error';
import { currentUser } from '../../plugins/auth';
import { PASSKEY_MESSAGES } from './relying-party';

/**
 * onRequest hook for /api/organisers/…, after requireOrganiser: an organiser's account can
 * suspend others, so organiser tools need a passkey on it (issue 18 §2). `npm run club` works on
 * the database directly and is not affected.
 */
export async function requireOrganiserPasskey(request: FastifyRequest): Promise<void> {
  const user = currentUser(request);
  if (!user.hasPasskey) throw forbidden(PASSKEY_MESSAGES.organiserNeedsPasskey);
}
