import type { Kysely } from 'kysely';
import { displayName } from '../../shared/profile/display-name';
import type { GroupFacts } from './group-report-subjects';
import { groupFacts } from './group-report-subjects';
import { messageFacts } from './message-report-subjects';
import { commentFacts } from './report-comment-subjects';
import type { Database, ReportSubjectKind } from './schema';

/** A report's subject as stored: the kind and the group's, slot's, album photo's, project's, log entry's or tutorial's id. */
export interface ReportSubjectRef {
  kind: ReportSubjectKind;
  id: string;
}

/** What the organisers' queue needs to name a subject that still exists. */
export interface ReportSubjectFacts {
  /** The group's, the album's, the project's or the tutorial's title; '' for a slot. */
  title: string;
  /** A slot's start (epoch ms), null otherwise. */
  startsAt: number | null;
  /** The con of a group, slot or album photo ('' for a project and a log entry). */
  conName: string;
  conSlug: string;
  conState: string;
  /** A project or log entry: the project (its page is /projects/{id}) and its maker's name. */
  project?: { id: number; maker: string };
  /** A log entry's day (YYYY-MM-DD). */
  entryDate?: string;
  /** A tutorial: its page is /tutorials/{id}. */
  tutorialId?: number;
  /** A comment: who wrote it, its text (shortened) and where it is (null once its thread's thing is gone). */
  comment?: { author: string; excerpt: string; href: string | null };
  /** A message: who sent it, its text (shortened), in what kind of conversation (never linked: organisers are not in it). */
  message?: { sender: string; excerpt: string; kind: 'direct' | 'group' };
  /** A group (issue 38): its page's slug, visibility, owner's username and description (shortened). */
  group?: GroupFacts['group'];
}

/** `${kind}:${id}`: how the facts are keyed. */
export const subjectKey = (ref: ReportSubjectRef) => `${ref.kind}:${ref.id}`;

const numericIds = (refs: readonly ReportSubjectRef[], kind: ReportSubjectKind) =>
  refs
    .filter((r) => r.kind === kind && /^\d{1,10}$/.test(r.id))
    .map((r) => Number(r.id))
    .filter((id) => id <= 2_147_483_647);

/**
 * The reported groups, slots, album photos, projects, log entries and tutorials that still exist,
 * with their con or project, keyed by subjectKey. Six small reads at most: a club's queue names few
 * subjects.
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
  await projectFacts(db, refs, facts);
  const noCon = { startsAt: null, conName: '', conSlug: '', conState: '' };
  for (const [id, found] of await commentFacts(db, numericIds(refs, 'comment')))
    facts.set(`comment:${id}`, { ...noCon, ...found });
  for (const [id, found] of await messageFacts(db, numericIds(refs, 'message')))
    facts.set(`message:${id}`, { ...noCon, ...found });
  for (const [id, found] of await groupFacts(db, numericIds(refs, 'group')))
    facts.set(`group:${id}`, { ...noCon, ...found });
  return facts;
}

/** The reported projects, log entries and tutorials (issue 36) that still exist, hidden or not. */
async function projectFacts(
  db: Kysely<Database>,
  refs: readonly ReportSubjectRef[],
  facts: Map<string, ReportSubjectFacts>,
): Promise<void> {
  const projectIds = numericIds(refs, 'project');
  const entryIds = numericIds(refs, 'project-entry');
  const tutorialIds = numericIds(refs, 'tutorial');
  const noCon = { startsAt: null, conName: '', conSlug: '', conState: '' };
  const maker = ['pr.id', 'pr.title', 'u.firstname', 'u.lastname', 'u.username'] as const;
  if (projectIds.length) {
    const rows = await db
      .selectFrom('projects as pr')
      .innerJoin('users as u', 'u.id', 'pr.owner_id')
      .select(maker)
      .where('pr.id', 'in', projectIds)
      .execute();
    for (const r of rows)
      facts.set(`project:${r.id}`, {
        ...noCon,
        title: r.title,
        project: { id: r.id, maker: displayName(r) },
      });
  }
  if (entryIds.length) {
    const rows = await db
      .selectFrom('project_entries as e')
      .innerJoin('projects as pr', 'pr.id', 'e.project_id')
      .innerJoin('users as u', 'u.id', 'pr.owner_id')
      .select([...maker, 'e.id as entryId', 'e.entry_date'])
      .where('e.id', 'in', entryIds)
      .execute();
    for (const r of rows)
      facts.set(`project-entry:${r.entryId}`, {
        ...noCon,
        title: r.title,
        project: { id: r.id, maker: displayName(r) },
        entryDate: r.entry_date,
      });
  }
  if (tutorialIds.length) {
    const rows = await db
      .selectFrom('project_tutorials as t')
      .innerJoin('projects as pr', 'pr.id', 't.project_id')
      .innerJoin('users as u', 'u.id', 'pr.owner_id')
      .select([...maker, 't.id as tutorialId', 't.title as tutorialTitle'])
      .where('t.id', 'in', tutorialIds)
      .execute();
    for (const r of rows)
      facts.set(`tutorial:${r.tutorialId}`, {
        ...noCon,
        title: r.tutorialTitle,
        project: { id: r.id, maker: displayName(r) },
        tutorialId: r.tutorialId,
      });
  }
}
