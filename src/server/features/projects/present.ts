import type {
  ProjectEntry,
  ProjectKind,
  ProjectPhoto,
  ProjectStatus,
  ProjectSummary,
  ProjectVisibility,
  Technique,
} from '../../../shared/api/projects';
import type { EntryRow } from '../../db/project-entries-repo';
import type { ProjectPhotoRow } from '../../db/project-photos-repo';
import type { ProjectRow } from '../../db/projects-repo';
import type { AppDeps } from '../../deps';
import { renderMarkdown } from '../../lib/markdown';

/** The image route's paths of a photo; the signature covers the path, so one signs every width. */
export const projectPhotoPath = (id: string) => `/api/project-photos/${id}`;
export const projectThumbPath = (id: string) => `/api/project-photos/${id}/thumb`;

type Deps = Pick<AppDeps, 'projects' | 'projectEntries' | 'projectPhotos' | 'imageSigner' | 'reactions'>;

/** A photo as answers show it, with addresses signed for whoever this answer goes to. */
export function presentPhoto(deps: Pick<AppDeps, 'imageSigner'>, row: ProjectPhotoRow): ProjectPhoto {
  const src = deps.imageSigner.sign(projectPhotoPath(row.id));
  return {
    id: row.id,
    src,
    src480: `${src}&w=480`,
    thumb: deps.imageSigner.sign(projectThumbPath(row.id)),
    width: Number(row.width),
    height: Number(row.height),
    alt: row.alt,
    credit: row.credit,
    entryId: row.entry_id === null ? null : Number(row.entry_id),
    role: row.role as ProjectPhoto['role'],
  };
}

/** The target day: the con's first day, else the project's own date. */
export const targetDateOf = (row: ProjectRow) => row.con_starts_on ?? row.target_date;

/**
 * Summaries of projects the viewer may see (rows from `deps.projects.visible`), batched: one
 * query for the counts over the entries the viewer may see, one for the covers.
 */
export async function presentSummaries(
  deps: Deps,
  rows: readonly ProjectRow[],
  viewerId: number | null,
): Promise<ProjectSummary[]> {
  const ids = rows.map((r) => Number(r.id));
  const [counts, covers] = await Promise.all([
    deps.projects.entryCounts(viewerId, ids),
    deps.projectPhotos.covers(rows.map((r) => ({ id: Number(r.id), cover_photo_id: r.cover_photo_id }))),
  ]);
  return rows.map((row) => {
    const cover = covers.find((c) => c.id === row.cover_photo_id);
    const count = counts.get(Number(row.id));
    return {
      id: Number(row.id),
      title: row.title,
      character: row.character,
      series: row.series,
      kind: row.kind as ProjectKind,
      status: row.status as ProjectStatus,
      visibility: row.visibility as ProjectVisibility,
      maker: { username: row.username, name: row.firstname || row.username },
      cover: cover ? presentPhoto(deps, cover) : null,
      con: row.con_slug && row.con_name ? { slug: row.con_slug, name: row.con_name } : null,
      targetDate: targetDateOf(row),
      updatedAt: Number(row.updated_at),
      entries: count?.entries ?? 0,
      minutesSpent: count?.minutes ?? 0,
    };
  });
}

/** Log entries as answers show them: techniques and photos for all of them in one query each. */
export async function presentEntries(
  deps: Deps,
  rows: readonly EntryRow[],
  viewerId: number | null,
): Promise<ProjectEntry[]> {
  const ids = rows.map((r) => Number(r.id));
  const [techniques, photos, reactions] = await Promise.all([
    deps.projectEntries.techniquesOf(ids),
    deps.projectPhotos.ofEntries(ids),
    deps.reactions.counts('project-entry', ids.map(String), viewerId),
  ]);
  return rows.map((row) => ({
    id: Number(row.id),
    projectId: Number(row.project_id),
    date: row.entry_date,
    body: row.body,
    html: renderMarkdown(row.body),
    minutesSpent: Number(row.minutes_spent),
    techniques: techniques.filter((t) => t.entry_id === Number(row.id)).map((t) => t.technique as Technique),
    photos: photos.filter((p) => Number(p.entry_id) === Number(row.id)).map((p) => presentPhoto(deps, p)),
    createdAt: Number(row.created_at),
    updatedAt: Number(row.updated_at),
    reactions: reactions.get(String(row.id)) ?? [],
  }));
}
