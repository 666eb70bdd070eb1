import { type Expression, type SqlBool, sql } from 'kysely';

/**
 * Who may see an album photo (decision 32, amendment), as one SQL condition over `p`
 * (album_photos), `a` (albums) and `u` (the photographer). `viewerId` null: a visitor.
 *
 * - Nobody sees a photo whose photographer or any tagged member is suspended, pending or leaving.
 * - The photographer and every member tagged on it (pending or approved) see it: consent first.
 * - Anyone else only once no tag is pending, and then per the stricter of the album's visibility
 *   and the photographer's and each tagged member's profile visibility: 'members' for any of them
 *   keeps visitors out.
 */
export function photoVisibleTo(viewerId: number | null): Expression<SqlBool> {
  const viewer = viewerId ?? -1;
  const member = viewerId !== null;
  return sql<SqlBool>`(
    u.status = 'active' and u.deleted_at is null
    and not exists (
      select 1 from album_tags t inner join users m on m.id = t.member_id
      where t.photo_id = p.id and (m.status <> 'active' or m.deleted_at is not null)
    )
    and (
      a.photographer_id = ${viewer}
      or exists (select 1 from album_tags t where t.photo_id = p.id and t.member_id = ${viewer})
      or (
        not exists (select 1 from album_tags t where t.photo_id = p.id and t.approved_at is null)
        and (
          ${sql.lit(member ? 1 : 0)} = 1
          or (
            a.visibility = 'everyone'
            and u.visibility = 'everyone'
            and not exists (
              select 1 from album_tags t inner join users m on m.id = t.member_id
              where t.photo_id = p.id and m.visibility <> 'everyone'
            )
          )
        )
      )
    )
  )`;
}
