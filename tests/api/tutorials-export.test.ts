import { expect, it } from 'vitest';
import { bearer, describeEachDatabase, signUp } from './helpers';
import { send, tutorialOf } from './tutorial-api-helpers';
import { unzip } from './zip-helpers';

interface ExportedTutorial {
  title: string;
  intro: string;
  published: boolean;
  steps: Array<{
    title: string;
    body: string;
    calculator: string | null;
    entryId: number | null;
    photos: string[];
  }>;
}

/** A member's tutorials in their data export (projects.json): theirs, with steps and photo files. */
describeEachDatabase('data export: the member’s tutorials', (ctx) => {
  const app = () => ctx().app;
  const projectsOf = async (token: string) => {
    const res = await app().inject({ url: '/api/me/export', headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    const files = await unzip(res.rawPayload);
    const projects = JSON.parse(files.get('projects.json')?.toString('utf8') ?? 'null') as Array<{
      id: number;
      tutorial: ExportedTutorial | null;
    }>;
    return { files, projects };
  };

  it('each project’s tutorial: texts as Markdown, steps in order with calculator and photo files', async () => {
    const maker = await signUp(app());
    const other = await signUp(app());
    const { project, entries, tutorial } = await tutorialOf(app(), maker.token, { publish: true });
    const url = `/api/tutorials/${tutorial.id}`;
    await send(app(), 'PATCH', `${url}/steps/${tutorial.steps[0].id}`, maker.token, {
      title: 'Cut',
      calculator: 'circle',
    });
    await send(app(), 'PUT', `${url}/order`, maker.token, {
      stepIds: [tutorial.steps[1].id, tutorial.steps[0].id, tutorial.steps[2].id],
    });
    await tutorialOf(app(), other.token, { publish: true });

    const { files, projects } = await projectsOf(maker.token);
    expect(projects).toHaveLength(1);
    const exported = projects.find((p) => p.id === project.id)?.tutorial;
    expect(exported).toMatchObject({
      title: 'Foam bracers',
      intro: 'What you will *need*.',
      published: true,
    });
    expect(exported?.steps.map((s) => s.entryId)).toEqual([
      entries.middle.id,
      entries.early.id,
      entries.late.id,
    ]);
    expect(exported?.steps[1]).toMatchObject({
      title: 'Cut',
      body: 'Cut the **foam**.',
      calculator: 'circle',
    });
    const photos = exported?.steps[0]?.photos ?? [];
    expect(photos).toHaveLength(2);
    for (const file of photos) expect(files.get(file)?.length ?? 0).toBeGreaterThan(0);

    // A project without a tutorial says so; another member's tutorial never reaches the archive.
    await send(app(), 'DELETE', url, maker.token);
    const after = await projectsOf(maker.token);
    expect(after.projects[0]?.tutorial).toBeNull();
  });
});
