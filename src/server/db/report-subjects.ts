import type { Kysely } from 'kysely';
import type { Database, ReportSubjectKind } from './schema';

/** A report's subject as stored: the kind and the group's, slot's or album photo's id. */
export interface ReportSubjectRef {
  kind: ReportSubjectKind;
  id: string;
}

/** What the organisers' queue needs to name a subject that still exists. */
export interface ReportSubjectFacts {
  /** The group's or the album's title; '' for a slot. */
  title: string;
  /** A slot's start (epoch ms), null otherwise. */
  startsAt: number | null;
  conName: string;
  conSlug: string;
  conState: string;
}

/** `${kind}:${id}`: how the facts are keyed. */
export const subjectKey = (ref: ReportSubjectRef) => `${ref.kind}:${ref.id}`;

const numericIds = (refs: readonly ReportSubjectRef[], kind: ReportSubjectKind) =>
  refs
    .filter((r) => r.kind === kind && /^\d{1,10}$/.test(r.id))
    .map((r) => Number(r.id))
    .filter((id) => id <= 2_147_483_647);

/**
 * The reported groups, slots and album photos that still exist, with their con, keyed by
 * subjectKey. Three small reads at most: a club's queue names few subjects.
 */
export async function reportSubjectFacts(
  db: Kysely<Database>,
  refs: readonly ReportSubjectRef[],
): Promise<Map<string, ReportSubjectFacts>> {
  const facts = new Map<string, ReportSubjectFacts>();
  const groupIds = numericIds(refs, 'con-group');
  const slotIds = numericIds(refs, 'shoot-slot');
  const photoIds = refs.filter((r) => r.kind === 'album-photo').map((r) => r.id);
  const con = ['c.name as conName', 'c.slug as conSlug', 'c.state as conState'] as const;
  if (groupIds.length) {
    const rows = await db
      .selectFrom('con_groups as g')
      .innerJoin('conventions as c', 'c.id', 'g.convention_id')
      .select(['g.id', 'g.title', ...con])
      .where('g.id', 'in', groupIds)
      .execute();
    for (const r of rows) facts.set(`con-group:${r.id}`, { ...r, startsAt: null });
  }
  if (slotIds.length) {
    const rows = await db
      .selectFrom('shoot_slots as s')
      .innerJoin('conventions as c', 'c.id', 's.convention_id')
      .select(['s.id', 's.starts_at', ...con])
      .where('s.id', 'in', slotIds)
      .execute();
    for (const { id, starts_at, ...r } of rows)
      facts.set(`shoot-slot:${id}`, { ...r, title: '', startsAt: Number(starts_at) });
  }
  if (photoIds.length) {
    const rows = await db
      .selectFrom('album_photos as p')
      .innerJoin('albums as a', 'a.id', 'p.album_id')
      .innerJoin('conventions as c', 'c.id', 'a.convention_id')
      .select(['p.id', 'a.title', ...con])
      .where('p.id', 'in', photoIds)
      .execute();
    for (const { id, ...r } of rows) facts.set(`album-photo:${id}`, { ...r, startsAt: null });
  }
  return facts;
}
