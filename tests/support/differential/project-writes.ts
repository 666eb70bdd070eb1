import { PROJECT_STATUSES, PROJECT_VISIBILITIES, TECHNIQUES } from '../../../src/shared/api/projects';
import { active, bearer, expectOk, type WriteStep } from './model';

const SERIES = ['Arcane', 'Zelda', 'Mandalorian'];

/** A costume project started by an active member, with a random visibility and status. */
export async function startProject({
  app,
  model,
  rnd,
  touchedMembers,
}: WriteStep): Promise<string | undefined> {
  const m = rnd.pick(active(model));
  if (!m) return undefined;
  const payload = {
    title: `Build ${rnd.int(100)}`,
    series: rnd.pick(SERIES),
    visibility: rnd.pick(PROJECT_VISIBILITIES),
    status: rnd.pick(PROJECT_STATUSES),
  };
  const res = await expectOk(
    'project',
    await app.inject({ method: 'POST', url: '/api/projects', payload, headers: bearer(m.token) }),
  );
  const id = (JSON.parse(res.body) as { id: number }).id;
  model.projects.push({ id, maker: m });
  touchedMembers.push(m);
  return `project ${id} by ${m.username} ${JSON.stringify(payload)}`;
}

/** A build log entry on an active maker's project. */
export async function writeEntry({
  app,
  model,
  rnd,
  touchedMembers,
}: WriteStep): Promise<string | undefined> {
  const project = rnd.pick(model.projects.filter((p) => p.maker.status === 'active'));
  if (!project) return undefined;
  const payload = {
    date: `2026-05-${String(1 + rnd.int(28)).padStart(2, '0')}`,
    body: `Worked on **part ${rnd.int(10)}**`,
    minutesSpent: 10 * rnd.int(12),
    techniques: rnd.some(TECHNIQUES, 2),
  };
  await expectOk(
    'project entry',
    await app.inject({
      method: 'POST',
      url: `/api/projects/${project.id}/entries`,
      payload,
      headers: bearer(project.maker.token),
    }),
  );
  touchedMembers.push(project.maker);
  return `project entry on ${project.id} ${JSON.stringify(payload)}`;
}

/** The maker changes who sees a project, or its status (done joins the portfolio). */
export async function editProject({
  app,
  model,
  rnd,
  touchedMembers,
}: WriteStep): Promise<string | undefined> {
  const project = rnd.pick(model.projects.filter((p) => p.maker.status === 'active'));
  if (!project) return undefined;
  const payload = rnd.chance(0.5)
    ? { visibility: rnd.pick(PROJECT_VISIBILITIES) }
    : { status: rnd.pick(PROJECT_STATUSES) };
  await expectOk(
    'project edit',
    await app.inject({
      method: 'PATCH',
      url: `/api/projects/${project.id}`,
      payload,
      headers: bearer(project.maker.token),
    }),
  );
  touchedMembers.push(project.maker);
  return `project edit ${project.id} ${JSON.stringify(payload)}`;
}

/**
 * The maker of a project makes its tutorial from a new log entry, or publishes it or takes it
 * back to a draft (its page, the list, its link preview and the sitemap follow).
 */
export async function writeTutorial({
  app,
  model,
  rnd,
  touchedMembers,
}: WriteStep): Promise<string | undefined> {
  const project = rnd.pick(model.projects.filter((p) => p.maker.status === 'active'));
  if (!project) return undefined;
  const headers = bearer(project.maker.token);
  touchedMembers.push(project.maker);
  if (project.tutorialId === undefined) {
    const entry = await expectOk(
      'tutorial entry',
      await app.inject({
        method: 'POST',
        url: `/api/projects/${project.id}/entries`,
        payload: { date: '2026-05-02', body: 'Patterned the **armour**.', techniques: ['eva-foam'] },
        headers,
      }),
    );
    const entryId = (JSON.parse(entry.body) as { id: number }).id;
    const res = await expectOk(
      'tutorial',
      await app.inject({
        method: 'POST',
        url: `/api/projects/${project.id}/tutorial`,
        payload: { title: `Guide ${rnd.int(100)}`, entryIds: [entryId] },
        headers,
      }),
    );
    project.tutorialId = (JSON.parse(res.body) as { id: number }).id;
    return `tutorial ${project.tutorialId} of project ${project.id}`;
  }
  const payload = rnd.chance(0.7)
    ? { published: rnd.chance(0.7) }
    : { title: `Guide ${rnd.int(100)}`, intro: 'You will need foam.' };
  await expectOk(
    'tutorial edit',
    await app.inject({ method: 'PATCH', url: `/api/tutorials/${project.tutorialId}`, payload, headers }),
  );
  return `tutorial edit ${project.tutorialId} ${JSON.stringify(payload)}`;
}
