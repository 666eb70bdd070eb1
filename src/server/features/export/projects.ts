import type { ProjectExportRows } from '../../db/export-projects';

/** A project photo the archive holds: its path in the zip and the stored photo's id. */
export interface ProjectPhotoFile {
  file: string;
  photoId: string;
}

type Row<K extends keyof ProjectExportRows> = ProjectExportRows[K][number];

const iso = (ms: number | string | bigint | null) =>
  ms === null ? null : new Date(Number(ms)).toISOString();

/** "Mercy (Overwatch) – v2!" → "mercy-overwatch-v2": a folder name any system takes. */
export function folderSlug(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, 40)
    .replace(/^-+|-+$/g, '');
}

const photoText = (p: Row<'photos'>, file: string) => ({
  file,
  alt: p.alt,
  credit: p.credit,
  width: p.width,
  height: p.height,
});

/**
 * projects.json and the photo files beside it: each project in its own folder named by its id and
 * title (projects/12-mercy-wings/), its own photos as photos/project-1.webp, reference-1.webp …,
 * each log entry's photos in a folder named by the entry's day and id
 * (log/2026-05-12-entry-34/photo-1.webp). Entries keep their Markdown source, as written; the
 * project's tutorial names its steps' photos by those files.
 */
export function exportedProjects(rows: ProjectExportRows): {
  projects: unknown[];
  files: ProjectPhotoFile[];
} {
  const files: ProjectPhotoFile[] = [];
  // Grouped once: a member may keep 200 projects of 600 photos each.
  const grouped = new Map<unknown[], Map<number, unknown[]>>();
  const byProject = <T extends { project_id: number }>(list: T[], id: number): T[] => {
    let groups = grouped.get(list);
    if (!groups) {
      groups = new Map();
      for (const row of list) {
        const group = groups.get(row.project_id);
        if (group) group.push(row);
        else groups.set(row.project_id, [row]);
      }
      grouped.set(list, groups);
    }
    return (groups.get(id) ?? []) as T[];
  };
  const techniquesOf = new Map<number, string[]>();
  for (const t of rows.techniques) {
    const list = techniquesOf.get(t.entry_id);
    if (list) list.push(t.technique);
    else techniquesOf.set(t.entry_id, [t.technique]);
  }
  const projects = rows.projects.map((pr) => {
    const folder = `projects/${[pr.id, folderSlug(pr.title)].filter(Boolean).join('-')}/`;
    const photos = byProject(rows.photos, pr.id);
    const fileOf = new Map<string, string>();
    const counts = new Map<string, number>();
    const place = (photo: Row<'photos'>, prefix: string, name: string) => {
      const n = (counts.get(prefix + name) ?? 0) + 1;
      counts.set(prefix + name, n);
      const file = `${folder}${prefix}${name}-${n}.webp`;
      fileOf.set(photo.id, file);
      files.push({ file, photoId: photo.id });
      return file;
    };
    const own = photos
      .filter((p) => p.entry_id === null)
      .map((p) => ({ role: p.role, ...photoText(p, place(p, 'photos/', p.role)) }));
    const entries = byProject(rows.entries, pr.id).map((e) => ({
      id: e.id,
      date: e.entry_date,
      body: e.body,
      minutesSpent: e.minutes_spent,
      techniques: techniquesOf.get(e.id) ?? [],
      hiddenByOrganisers: e.hidden_at !== null,
      createdAt: iso(e.created_at),
      updatedAt: iso(e.updated_at),
      photos: photos
        .filter((p) => p.entry_id === e.id)
        .map((p) => photoText(p, place(p, `log/${e.entry_date}-entry-${e.id}/`, 'photo'))),
    }));
    return {
      id: pr.id,
      folder,
      title: pr.title,
      character: pr.character,
      series: pr.series,
      kind: pr.kind,
      status: pr.status,
      visibility: pr.visibility,
      description: pr.description,
      con: pr.conSlug === null ? null : { slug: pr.conSlug, name: pr.conName },
      targetDate: pr.target_date,
      budgetCents: pr.budget_cents,
      cover: pr.cover_photo_id === null ? null : (fileOf.get(pr.cover_photo_id) ?? null),
      hiddenByOrganisers: pr.hidden_at !== null,
      createdAt: iso(pr.created_at),
      updatedAt: iso(pr.updated_at),
      finishedAt: iso(pr.finished_at),
      references: byProject(rows.references, pr.id).map(({ url, note }) => ({ url, note })),
      components: byProject(rows.components, pr.id).map(({ name, status }) => ({ name, status })),
      materials: byProject(rows.materials, pr.id).map((m) => ({
        name: m.name,
        status: m.status,
        quantity: Number(m.quantity),
        unit: m.unit,
        unitCostCents: m.unit_cost_cents,
        shop: m.shop,
        url: m.url,
      })),
      tasks: byProject(rows.tasks, pr.id).map((t) => ({
        title: t.title,
        estimateMinutes: t.estimate_minutes,
        done: t.done_at !== null,
        doneAt: iso(t.done_at),
      })),
      photos: own,
      entries,
      tutorial: tutorialOf(rows, pr.id, fileOf),
    };
  });
  return { projects, files };
}

/**
 * The project's tutorial, or null: its texts as Markdown, each step's calculator, the log entry it
 * came from and its photos as the archive's file names (each photo is filed once, with its entry
 * or the project's own photos).
 */
function tutorialOf(rows: ProjectExportRows, projectId: number, fileOf: ReadonlyMap<string, string>) {
  const tutorial = rows.tutorials.find((t) => t.project_id === projectId);
  if (!tutorial) return null;
  return {
    title: tutorial.title,
    intro: tutorial.intro,
    published: tutorial.published_at !== null,
    publishedAt: iso(tutorial.published_at),
    hiddenByOrganisers: tutorial.hidden_at !== null,
    createdAt: iso(tutorial.created_at),
    updatedAt: iso(tutorial.updated_at),
    steps: rows.steps
      .filter((s) => s.tutorial_id === tutorial.id)
      .map((s) => ({
        title: s.title,
        body: s.body,
        calculator: s.calculator,
        entryId: s.entry_id,
        photos: rows.stepPhotos
          .filter((p) => p.step_id === s.id)
          .flatMap((p) => (fileOf.has(p.photo_id) ? [fileOf.get(p.photo_id) as string] : [])),
      })),
  };
}
