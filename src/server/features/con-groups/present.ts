import type { ConGroup } from '../../../shared/api/con-groups';
import type { ClaimRow, ConGroupRow } from '../../db/con-groups-repo';
import type { AppDeps } from '../../deps';

const nameOf = (row: { firstname: string; lastname: string; username: string }) =>
  `${row.firstname} ${row.lastname}`.trim() || row.username;

/**
 * Groups as `viewerId` sees them. Visitors (undefined) learn which characters are open, never
 * who leads or claimed: the claims' names are not even read for them.
 */
export async function presentGroups(
  deps: AppDeps,
  rows: ConGroupRow[],
  viewerId: number | undefined,
): Promise<ConGroup[]> {
  const ids = rows.map((r) => r.id);
  const [characters, claims] = await Promise.all([
    deps.conGroups.characters(ids),
    deps.conGroups.claims(ids, viewerId ?? null),
  ]);
  const claimsOf = new Map<number, ClaimRow[]>();
  for (const claim of claims)
    claimsOf.set(claim.character_id, [...(claimsOf.get(claim.character_id) ?? []), claim]);
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    series: row.series,
    day: row.day,
    notes: row.notes,
    allowDoubles: row.allow_doubles === 1,
    lead: viewerId === undefined ? null : { username: row.lead_username, name: nameOf(leadName(row)) },
    isLead: viewerId === row.lead_id,
    myClaimId: claims.find((c) => c.group_id === row.id && c.user_id === viewerId)?.id ?? null,
    characters: characters
      .filter((c) => c.group_id === row.id)
      .map((c) => {
        const held = claimsOf.get(c.id) ?? [];
        return {
          id: c.id,
          name: c.name,
          open: row.allow_doubles === 1 || held.length === 0,
          claims:
            viewerId === undefined
              ? []
              : held
                  // A claimer the viewer blocked, or who blocked them, is not named (migration 038).
                  .filter((claim) => Number(claim.shown) === 1)
                  .map((claim) => ({
                    id: claim.id,
                    status: claim.status,
                    member: { username: claim.username, name: nameOf(claim) },
                    mine: claim.user_id === viewerId,
                  })),
        };
      }),
  }));
}

const leadName = (row: ConGroupRow) => ({
  username: row.lead_username,
  firstname: row.lead_firstname,
  lastname: row.lead_lastname,
});
