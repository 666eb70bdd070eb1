import type { Technique } from '../../../shared/api/projects';
import type {
  TutorialAnswer,
  TutorialCalculator,
  TutorialStep,
  TutorialSummary,
} from '../../../shared/api/tutorials';
import type { TutorialsRepo } from '../../db/tutorials-repo';
import type { AppDeps } from '../../deps';
import { renderMarkdown } from '../../lib/markdown';
import { presentPhoto } from './present';
import { presentMaterials } from './project-answer';

const makerOf = (row: { username: string; firstname: string }) => ({
  username: row.username,
  name: row.firstname || row.username,
});

/**
 * GET /api/tutorials/{id} (and every write's answer): the tutorial as the viewer may see it
 * (undefined: not to them), with the plan's materials, its steps' techniques, and photos signed
 * for this viewer (only photos of the tutorial's own project).
 */
export async function tutorialAnswerFor(
  deps: AppDeps,
  tutorialId: number,
  viewerId: number | null,
): Promise<TutorialAnswer | undefined> {
  const row = await deps.tutorials.one(tutorialId, viewerId);
  if (!row) return undefined;
  const projectId = Number(row.project_id);
  const [steps, photos, techniques, lists, covers, reactions] = await Promise.all([
    deps.tutorials.steps(tutorialId),
    deps.tutorials.stepPhotos(tutorialId, viewerId),
    deps.tutorials.techniques(tutorialId),
    deps.projectPlan.lists(projectId),
    deps.projectPhotos.covers([{ id: projectId, cover_photo_id: row.cover_photo_id }]),
    deps.reactions.counts('tutorial', [String(tutorialId)], viewerId),
  ]);
  const cover = covers[0];
  return {
    id: Number(row.id),
    title: row.title,
    intro: row.intro,
    introHtml: renderMarkdown(row.intro),
    published: row.published_at !== null,
    publishedAt: row.published_at === null ? null : Number(row.published_at),
    updatedAt: Number(row.updated_at),
    project: {
      id: projectId,
      title: row.project_title,
      character: row.character,
      series: row.series,
      visibility: row.visibility as TutorialAnswer['project']['visibility'],
      cover: cover ? presentPhoto(deps, cover) : null,
    },
    maker: makerOf(row),
    materials: presentMaterials(lists.materials),
    techniques: techniques as Technique[],
    steps: steps.map(
      (s): TutorialStep => ({
        id: Number(s.id),
        position: Number(s.position),
        title: s.title,
        body: s.body,
        html: renderMarkdown(s.body),
        calculator: s.calculator as TutorialCalculator | null,
        entryId: s.entry_id === null ? null : Number(s.entry_id),
        photos: photos.filter((p) => Number(p.step_id) === Number(s.id)).map((p) => presentPhoto(deps, p)),
      }),
    ),
    mine: viewerId === Number(row.owner_id),
    reactions: reactions.get(String(tutorialId)) ?? [],
  };
}

type ListRow = Awaited<ReturnType<TutorialsRepo['list']>>[number];

/** A page of the tutorials list: one query for the covers. */
export async function presentTutorialSummaries(
  deps: AppDeps,
  rows: readonly ListRow[],
): Promise<TutorialSummary[]> {
  const covers = await deps.projectPhotos.covers(
    rows.map((r) => ({ id: Number(r.project_id), cover_photo_id: r.cover_photo_id })),
  );
  return rows.map((row) => {
    const cover = covers.find((c) => c.id === row.cover_photo_id);
    return {
      id: Number(row.id),
      title: row.title,
      maker: makerOf(row),
      cover: cover ? presentPhoto(deps, cover) : null,
      steps: Number(row.steps ?? 0),
      publishedAt: Number(row.published_at),
    };
  });
}
