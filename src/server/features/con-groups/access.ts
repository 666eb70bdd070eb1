import { CON_GROUP_MESSAGES, type ConGroup } from '../../../shared/api/con-groups';
import { ConGroupConflict, type ConGroupConflictKind } from '../../db/con-group-claims';
import type { ConGroupRow } from '../../db/con-groups-repo';
import type { SessionUser } from '../../db/sessions-repo';
import type { Trx } from '../../db/transaction';
import type { AppDeps } from '../../deps';
import { forbidden, HttpError, notFound } from '../../http-error';
import { presentGroups } from './present';

const CONFLICTS: Record<ConGroupConflictKind, string> = {
  taken: CON_GROUP_MESSAGES.taken,
  'one-claim': CON_GROUP_MESSAGES.oneClaim,
  'doubles-in-use': CON_GROUP_MESSAGES.doublesInUse,
  duplicate: CON_GROUP_MESSAGES.duplicateCharacter,
};

/** What the database refused becomes a 409 with its reason; anything else goes on as it was. */
export function conflictAnswer(error: unknown): never {
  if (error instanceof ConGroupConflict) throw new HttpError(409, CONFLICTS[error.kind]);
  throw error;
}

/**
 * A group of a live lead, or 404; with `viewerId`, also 404 when its lead and the viewer blocked
 * one another (a new claim: the group is out of their sight, migration 038).
 */
export async function groupOf(deps: AppDeps, id: number, viewerId?: number): Promise<ConGroupRow> {
  const group =
    viewerId === undefined ? await deps.conGroups.byId(id) : await deps.conGroups.seenBy(id, viewerId);
  if (!group) throw notFound(CON_GROUP_MESSAGES.notFound);
  return group;
}

export function requireLead(group: ConGroupRow, user: SessionUser): void {
  if (group.lead_id !== user.userId) throw forbidden(CON_GROUP_MESSAGES.leadOnly);
}

/** The group as the caller sees it now (after their change). */
export async function groupFor(deps: AppDeps, id: number, user: SessionUser): Promise<ConGroup> {
  const [shown] = await presentGroups(deps, [await groupOf(deps, id)], user.userId);
  return shown!;
}

/**
 * The notification's facts every con-groups type reads (present.ts of notifications), read in the
 * change's transaction (SQLite has one connection: a read beside it would wait for it forever).
 */
export async function factsOf(deps: AppDeps, trx: Trx, group: ConGroupRow, character: string) {
  const con = await deps.conventions.byId(group.convention_id, trx);
  return { slug: con?.slug ?? '', con: con?.name ?? '', group: group.title, character };
}
