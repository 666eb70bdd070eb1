// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAt } from '../../test-support/render-route';
import BuildSheetPage from './build-sheet-page';
import { json, sampleProject, stubFetch, tearDown } from './test-render';

const show = () =>
  renderAt(
    '/projects/5/sheet',
    <Routes>
      <Route path="/projects/:id/sheet" element={<BuildSheetPage />} />
    </Routes>,
  );

describe('the build sheet', () => {
  afterEach(tearDown);

  it('prints the plan: parts and tasks to tick, the materials with their money, the references', async () => {
    const project = sampleProject();
    stubFetch({ 'GET /api/projects/5': json(200, project) });
    show();
    expect(await screen.findByRole('heading', { level: 1, name: project.title })).toBeTruthy();
    const materials = within(screen.getByRole('region', { name: 'Materials' }));
    for (const m of project.materials) expect(materials.getByText(m.name)).toBeTruthy();
    expect(materials.getByText(/^Total \$/)).toBeTruthy();
    if (project.tasks.length > 0) {
      const tasks = within(screen.getByRole('region', { name: 'Tasks' }));
      for (const t of project.tasks) expect(tasks.getByText(t.title, { exact: false })).toBeTruthy();
    }
    expect(screen.getByRole('link', { name: 'Back to the project' }).getAttribute('href')).toBe(
      '/projects/5',
    );
    const print = vi.fn();
    vi.stubGlobal('print', print);
    screen.getByRole('button', { name: 'Print' }).click();
    expect(print).toHaveBeenCalledOnce();
  });

  it('is “No such project” for one the viewer may not see', async () => {
    stubFetch({ 'GET /api/projects/5': json(404, { message: 'No such project.' }) });
    show();
    expect(await screen.findByRole('heading', { name: /No such project/ })).toBeTruthy();
  });
});
