// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ProjectAnswer } from '../../../shared/api/projects';
import { renderAt } from '../../test-support/render-route';
import ProjectPage from './project-page';
import { type Call, json, sampleProject, signInMember, stubFetch, tearDown } from './test-render';

const project = sampleProject();
const withTotals = (over: Partial<ProjectAnswer['totals']>, rest: Partial<ProjectAnswer> = {}) =>
  sampleProject({ ...rest, totals: { ...project.totals, ...over } });

async function show(routes: Record<string, Response | (() => Response)>): Promise<Call[]> {
  const calls = stubFetch({ 'GET /api/projects/5': json(200, project), ...routes });
  renderAt(
    '/projects/5',
    <Routes>
      <Route path="/projects/:id" element={<ProjectPage />} />
      <Route path="/projects/mine" element={<p>My projects page</p>} />
    </Routes>,
  );
  await screen.findByRole('heading', { level: 1, name: 'Raiden Shogun' });
  return calls;
}
const sent = (calls: Call[], method: string) => calls.filter((c) => c.method === method);
const totals = () => screen.getByLabelText('Budget').textContent;
const type = (scope: HTMLElement, label: string, value: string) =>
  fireEvent.change(within(scope).getByLabelText(label), { target: { value } });

describe('the maker’s plan', () => {
  beforeEach(signInMember);
  afterEach(tearDown);

  it('marks a material ordered in one tap and shows the server’s new totals', async () => {
    const calls = await show({
      'PATCH /api/projects/5/materials/21': json(
        200,
        withTotals(
          { toBuyCents: 0, boughtCents: 9_000 },
          {
            materials: project.materials.map((m) => (m.id === 21 ? { ...m, status: 'ordered' as const } : m)),
          },
        ),
      ),
    });
    fireEvent.click(screen.getByRole('button', { name: 'Mark ordered: Worbla sheet' }));
    expect(await screen.findByRole('button', { name: 'Mark arrived: Worbla sheet' })).toBeTruthy();
    expect(sent(calls, 'PATCH')).toEqual([
      expect.objectContaining({ url: '/api/projects/5/materials/21', body: { status: 'ordered' } }),
    ]);
    expect(totals()).toContain('To buy$0.00Bought$90.00');
  });

  it('ticks a task done in one tap', async () => {
    const calls = await show({
      'PATCH /api/projects/5/tasks/32': json(
        200,
        sampleProject({ tasks: project.tasks.map((t) => ({ ...t, done: true })) }),
      ),
    });
    const box = screen.getByRole('checkbox', { name: 'Heat-form the armour' }) as HTMLInputElement;
    expect(box.checked).toBe(false);
    fireEvent.click(box);
    expect(await screen.findByText('2 of 2 done')).toBeTruthy();
    expect((screen.getByRole('checkbox', { name: 'Heat-form the armour' }) as HTMLInputElement).checked).toBe(
      true,
    );
    expect(sent(calls, 'PATCH')[0]).toMatchObject({ url: '/api/projects/5/tasks/32', body: { done: true } });
  });

  it('moves a part along in one tap', async () => {
    const calls = await show({
      'PATCH /api/projects/5/components/12': json(
        200,
        sampleProject({
          components: project.components.map((c) =>
            c.id === 12 ? { ...c, status: 'building' as const } : c,
          ),
        }),
      ),
    });
    fireEvent.click(screen.getByRole('button', { name: 'Start: Shoulder armour' }));
    expect(await screen.findByRole('button', { name: 'Mark done: Shoulder armour' })).toBeTruthy();
    expect(sent(calls, 'PATCH')[0]).toMatchObject({
      url: '/api/projects/5/components/12',
      body: { status: 'building' },
    });
  });

  it('adds a material with its price in cents, and the form stays for the next one', async () => {
    const calls = await show({
      'POST /api/projects/5/materials': json(201, withTotals({ totalCents: 12_375, leftCents: 7_625 })),
    });
    fireEvent.click(screen.getByRole('button', { name: 'Add a material' }));
    const form = screen.getByRole('form', { name: 'Add a material' });
    type(form, 'Material', 'Interfacing');
    type(form, 'Quantity', '1.5');
    type(form, 'Unit', 'yards');
    type(form, 'Price each', '$12.50');
    type(form, 'Status', 'ordered');
    type(form, 'Shop', 'Jo-Ann');
    type(form, 'Link', 'https://joann.example.org/interfacing');
    fireEvent.click(within(form).getByRole('button', { name: 'Add the material' }));
    expect(await screen.findByText('$123.75')).toBeTruthy();
    expect(sent(calls, 'POST')[0]?.body).toEqual({
      name: 'Interfacing',
      quantity: 1.5,
      unit: 'yards',
      unitCostCents: 1250,
      status: 'ordered',
      shop: 'Jo-Ann',
      url: 'https://joann.example.org/interfacing',
    });
    expect(totals()).toContain('Left$76.25');
    expect((within(form).getByLabelText('Material') as HTMLInputElement).value).toBe('');
  });

  it('adds a task with its estimate in minutes and removes a part', async () => {
    const calls = await show({
      'POST /api/projects/5/tasks': json(201, project),
      'DELETE /api/projects/5/components/12': json(
        200,
        sampleProject({ components: project.components.filter((c) => c.id !== 12) }),
      ),
    });
    const taskForm = screen.getByRole('form', { name: 'Add a task' });
    type(taskForm, 'Task', 'Paint the armour');
    type(taskForm, 'Estimate (hours)', '1.5');
    fireEvent.click(within(taskForm).getByRole('button', { name: 'Add the task' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove Shoulder armour' }));
    await screen.findByText('0 of 1 done');
    expect(screen.queryByText('Shoulder armour')).toBeNull();
    expect(sent(calls, 'POST')[0]).toMatchObject({
      url: '/api/projects/5/tasks',
      body: { title: 'Paint the armour', estimateMinutes: 90 },
    });
    expect(sent(calls, 'DELETE')[0]?.url).toBe('/api/projects/5/components/12');
  });

  it('edits a reference link in place, and shows the server’s refusal', async () => {
    let answer = json(400, { message: 'Links start with https:// or http://.' });
    const calls = await show({ 'PATCH /api/projects/5/references/1': () => answer });
    fireEvent.click(screen.getByRole('button', { name: 'Edit Front view' }));
    const form = screen.getByRole('form', { name: 'Edit the link Front view' });
    type(form, 'Link', 'ftp://nope');
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect((await within(form).findByRole('alert')).textContent).toBe(
      'Links start with https:// or http://.',
    );

    answer = json(
      200,
      sampleProject({ references: [{ id: 1, url: 'https://example.org/back.png', note: 'Back view' }] }),
    );
    type(form, 'Link', 'https://example.org/back.png');
    type(form, 'Note', 'Back view');
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('link', { name: 'Back view' })).toBeTruthy();
    expect(sent(calls, 'PATCH')[1]?.body).toEqual({ url: 'https://example.org/back.png', note: 'Back view' });
  });

  it('edits the project’s fields in a dialog', async () => {
    const calls = await show({
      'GET /api/cons': json(200, { cons: [] }),
      'PATCH /api/projects/5': json(200, sampleProject({ title: 'Raiden (Baal)', budgetCents: 25_000 })),
    });
    fireEvent.click(screen.getByRole('button', { name: 'Edit project' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit the project' });
    expect((within(dialog).getByLabelText('Budget') as HTMLInputElement).value).toBe('200');
    type(dialog, 'Name', 'Raiden (Baal)');
    type(dialog, 'Budget', '250');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save the project' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Raiden (Baal)' })).toBeTruthy();
    expect(sent(calls, 'PATCH')[0]?.body).toMatchObject({
      title: 'Raiden (Baal)',
      budgetCents: 25_000,
      targetDate: '2030-07-31',
      conSlug: null,
    });
  });

  it('deletes the project after asking, then goes to My projects', async () => {
    const calls = await show({ 'DELETE /api/projects/5': json(204, null) });
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this project?' });
    expect(sent(calls, 'DELETE')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete the project' }));
    expect(await screen.findByText('My projects page')).toBeTruthy();
    expect(sent(calls, 'DELETE')[0]?.url).toBe('/api/projects/5');
  });
});

describe('materials from the club’s local stores', () => {
  beforeEach(signInMember);
  afterEach(tearDown);

  const content = {
    stores: {
      kansas: {
        stores: [
          { name: 'Hobby Haven', sells: 'Foam', town: 'Wichita', website: 'https://hobby.example.org' },
        ],
      },
    },
  };

  it('links a shop listed on the local stores pages to its state’s page, and offers the stores as shops', async () => {
    const withStore = sampleProject({
      materials: [
        { ...project.materials[0]!, id: 31, name: 'EVA foam', shop: 'hobby  haven', url: '' },
        { ...project.materials[0]!, id: 32, name: 'Paint', shop: 'Elsewhere', url: '' },
      ],
    });
    stubFetch({ 'GET /api/projects/5': json(200, withStore), 'GET /api/content': json(200, content) });
    renderAt(
      '/projects/5',
      <Routes>
        <Route path="/projects/:id" element={<ProjectPage />} />
      </Routes>,
    );
    const store = await screen.findByRole('link', { name: /hobby\s+haven/ });
    expect(store.getAttribute('href')).toBe('/localstores/kansas');
    expect(screen.queryByRole('link', { name: 'Elsewhere' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Add a material' }));
    const shop = screen.getByLabelText('Shop') as HTMLInputElement;
    const options = document.getElementById(shop.getAttribute('list') ?? '')?.querySelectorAll('option');
    expect([...(options ?? [])].map((o) => o.value)).toEqual(['Hobby Haven']);
  });
});
