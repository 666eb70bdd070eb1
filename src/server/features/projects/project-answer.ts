import type {
  ComponentStatus,
  MaterialRow,
  MaterialStatus,
  ProjectAnswer,
  Technique,
} from '../../../shared/api/projects';
import type { PlanValues } from '../../db/project-plan-repo';
import type { AppDeps } from '../../deps';
import { budgetTotalsOf, lineCents, makerZone, pacingOf } from './pacing';
import { presentPhoto, presentSummaries, targetDateOf } from './present';

/** The API's plan fields as their columns (a task's `done` becomes when it was done). */
const COLUMNS: Record<string, string> = {
  url: 'url',
  note: 'note',
  name: 'name',
  status: 'status',
  quantity: 'quantity',
  unit: 'unit',
  unitCostCents: 'unit_cost_cents',
  shop: 'shop',
  title: 'title',
  estimateMinutes: 'estimate_minutes',
};

/** A plan row's fields (a create's or a PATCH's) as the columns of its list's table. */
export function planColumns(body: Record<string, unknown>, now: number): PlanValues {
  const values: PlanValues = {};
  for (const [field, value] of Object.entries(body)) {
    if (value === undefined) continue;
    if (field === 'done') values.done_at = value ? now : null;
    else if (COLUMNS[field]) values[COLUMNS[field]] = value as string | number;
  }
  return values;
}

type MaterialColumns = Awaited<ReturnType<AppDeps['projectPlan']['lists']>>['materials'][number];

/** The plan's materials as answers show them (the project's and its tutorial's), with each line's cost. */
export function presentMaterials(rows: readonly MaterialColumns[]): MaterialRow[] {
  return rows.map((m) => ({
    id: Number(m.id),
    name: m.name,
    status: m.status as MaterialStatus,
    quantity: Number(m.quantity),
    unit: m.unit,
    unitCostCents: Number(m.unit_cost_cents),
    costCents: lineCents(Number(m.quantity), Number(m.unit_cost_cents)),
    shop: m.shop,
    url: m.url,
  }));
}

/**
 * GET /api/projects/{id}: the project as the viewer may see it (undefined: not to them), with
 * its plan, the materials' totals, pacing in the maker's zone, the techniques its visible
 * entries use and its reference photos.
 */
export async function projectAnswerFor(
  deps: AppDeps,
  projectId: number,
  viewerId: number | null,
): Promise<ProjectAnswer | undefined> {
  const [row] = await deps.projects.visible(viewerId, { id: projectId });
  if (!row) return undefined;
  const [[summary], lists, referencePhotos, techniques, states] = await Promise.all([
    presentSummaries(deps, [row], viewerId),
    deps.projectPlan.lists(projectId),
    deps.projectPhotos.ofProject(projectId, ['reference']),
    deps.projectEntries.techniquesOfProject(projectId, viewerId),
    deps.projects.statesOf([row.owner_id]),
  ]);
  if (!summary) return undefined;
  const materials = presentMaterials(lists.materials);
  const tasks = lists.tasks.map((t) => ({
    id: Number(t.id),
    title: t.title,
    estimateMinutes: Number(t.estimate_minutes),
    done: t.done_at !== null,
  }));
  const budgetCents = row.budget_cents === null ? null : Number(row.budget_cents);
  return {
    ...summary,
    description: row.description,
    budgetCents,
    mine: viewerId === row.owner_id,
    references: lists.references.map((r) => ({ id: Number(r.id), url: r.url, note: r.note })),
    referencePhotos: referencePhotos.map((p) => presentPhoto(deps, p)),
    components: lists.components.map((c) => ({
      id: Number(c.id),
      name: c.name,
      status: c.status as ComponentStatus,
    })),
    materials,
    tasks,
    totals: budgetTotalsOf(materials, budgetCents),
    pacing: pacingOf({
      targetDate: targetDateOf(row),
      now: deps.now(),
      zone: makerZone(states.get(row.owner_id) ?? []),
      remainingMinutes: tasks.filter((t) => !t.done).reduce((sum, t) => sum + t.estimateMinutes, 0),
    }),
    techniques: techniques as Technique[],
  };
}
