import type { AppDeps } from '../../deps';

const since = (at: number | string) => new Date(Number(at)).toISOString();

/** relations.json: the members the member blocked and muted (usernames), newest first, with since when. */
export async function exportedRelations(deps: AppDeps, userId: number) {
  const { blocked, muted } = await deps.relations.ofMember(userId);
  return {
    blocked: blocked.map((r) => ({ username: r.username, since: since(r.created_at) })),
    muted: muted.map((r) => ({ username: r.username, since: since(r.created_at) })),
  };
}
