import type { FastifyRequest } from 'fastify';
import type { Trx } from '../db/transaction';
import { requireOrganiserWithPasskey } from './organiser-scope';

/** What an organiser does to something that is not theirs, as the audit log names it. */
export interface OrganiserAct {
  /** e.g. event.edit, event.cancel, event.cover.set, event.cover.remove */
  action: string;
  /** Whose it is (none for what belongs to the club, such as a con page's comment policy). */
  owner: { id: number; username: string } | null;
  /** What it is on, e.g. "event 12: Build night". */
  detail: string;
}

/** Writes the act's audit entry in the transaction of the change it records (nothing for one's own). */
export interface AuditTrail {
  record(trx: Trx): Promise<void>;
}

/** A member changing what is theirs: nothing to audit. */
export const OWN_CHANGE: AuditTrail = { record: async () => undefined };

/**
 * The one door for an organiser's power over what is not theirs, wherever its route lives (the
 * organisers' scope, an event's edit, and whatever comes later; docs/organisers.md §7 lists them):
 * the same rule as the organiser tools (an active organiser, read fresh, with a passkey; 403
 * otherwise) and an audit entry that the change writes in its own transaction, so both happen or
 * neither. Call it only once the thing is known not to be the caller's; then pass the trail to
 * the write.
 */
export async function actAsOrganiser(
  request: FastifyRequest,
  act: OrganiserAct,
  now: () => number,
): Promise<AuditTrail> {
  const organiser = await requireOrganiserWithPasskey(request);
  return {
    record: (trx) =>
      request.server.deps.audit.record(
        {
          actor: { id: organiser.userId, username: organiser.username },
          action: act.action,
          member: act.owner ?? undefined,
          detail: act.detail,
        },
        now(),
        trx,
      ),
  };
}
