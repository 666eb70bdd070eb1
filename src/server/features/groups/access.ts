import { GROUP_MESSAGES } from '../../../shared/api/groups';
import type { GroupRow } from '../../db/groups-reads';
import type { AppDeps } from '../../deps';
import { forbidden, notFound } from '../../http-error';
import { moderates, owns } from './present';

/**
 * The group as the viewer may know it (groupShownTo, in the query): 404 "No such group." for one
 * that does not exist, is hidden, or is private and not theirs: the same answer, so nothing leaks.
 */
export async function shownGroup(deps: AppDeps, viewerId: number | null, slug: string): Promise<GroupRow> {
  const row = await deps.groups.bySlug(viewerId, slug);
  if (!row) throw notFound(GROUP_MESSAGES.notFound);
  return row;
}

/** The group whose content the viewer may open (an invitee of a private group gets the same 404). */
export async function openGroup(deps: AppDeps, viewerId: number | null, slug: string): Promise<GroupRow> {
  const row = await shownGroup(deps, viewerId, slug);
  if (!row.open) throw notFound(GROUP_MESSAGES.notFound);
  return row;
}

/** The group the viewer moderates: 403 for anyone else who may open it. */
export async function moderatedGroup(deps: AppDeps, viewerId: number, slug: string): Promise<GroupRow> {
  const row = await openGroup(deps, viewerId, slug);
  if (!moderates(row)) throw forbidden(GROUP_MESSAGES.moderatorsOnly);
  return row;
}

/** The group the viewer owns: 403 for anyone else who may open it. */
export async function ownedGroup(deps: AppDeps, viewerId: number, slug: string): Promise<GroupRow> {
  const row = await openGroup(deps, viewerId, slug);
  if (!owns(row)) throw forbidden(GROUP_MESSAGES.ownerOnly);
  return row;
}

/** Reads a group's row under its lock inside a write: 404 when it went (deleted or hidden) meanwhile. */
export async function lockedGroup(deps: AppDeps, trx: Parameters<AppDeps['groups']['lock']>[0], id: number) {
  const locked = await deps.groups.lock(trx, id);
  if (!locked) throw notFound(GROUP_MESSAGES.notFound);
  return locked;
}
