// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { TutorialAnswer } from '../../../shared/api/tutorials';
import { type Call, json, renderRoute, samplePhoto, signInMember, stubFetch, tearDown } from './test-render';
import TutorialEditorPage from './tutorial-editor-page';
import { sampleStep, sampleTutorial } from './tutorial-samples';

const show = (path = '/tutorials/9/edit') => renderRoute(path, '/tutorials/:id/edit', <TutorialEditorPage />);

const photo = samplePhoto({ id: 'photo-a', alt: 'Dome cut in half' });
const mine = (overrides: Partial<TutorialAnswer> = {}) =>
  sampleTutorial({
    mine: true,
    published: false,
    publishedAt: null,
    steps: [
      sampleStep(),
      sampleStep({ id: 102, position: 2, title: '', body: 'Cut the dome.', html: '', photos: [photo] }),
    ],
    ...overrides,
  });

/** The editor with every write answered by `answer` (the tutorial as the server keeps it). */
function edit(answer = mine()): Call[] {
  const calls = stubFetch({
    'GET /api/tutorials/9': json(200, mine()),
    'PATCH /api/tutorials/9': json(200, answer),
    'POST /api/tutorials/9/steps': json(201, answer),
    'PATCH /api/tutorials/9/steps/101': json(200, answer),
    'PATCH /api/tutorials/9/steps/102': json(200, answer),
    'DELETE /api/tutorials/9/steps/102': json(200, answer),
    'PUT /api/tutorials/9/order': json(200, answer),
  });
  signInMember();
  show();
  return calls;
}

const sent = (calls: Call[], method: string, url: string) =>
  calls.filter((c) => c.method === method && c.url === url).map((c) => c.body);

const step = (name: string) => screen.getByRole('region', { name });

describe('/tutorials/:id/edit', () => {
  afterEach(tearDown);

  it('saves the title and introduction together, and says so', async () => {
    const calls = edit(mine({ title: 'Foam armour' }));
    const title = (await screen.findByRole('textbox', { name: 'Title' })) as HTMLInputElement;
    expect(title.value).toBe('Raiden Shogun armour from foam');
    fireEvent.change(title, { target: { value: 'Foam armour' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save title and introduction' }));
    expect(await screen.findByText('All changes saved')).toBeTruthy();
    expect(sent(calls, 'PATCH', '/api/tutorials/9')).toEqual([
      { title: 'Foam armour', intro: 'How I made the **armour**.' },
    ]);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Edit the tutorial');
    expect(screen.getByText('Foam armour', { selector: '.page-lead' })).toBeTruthy();
  });

  it('publishes with the toggle', async () => {
    const calls = edit(mine({ published: true, publishedAt: Date.UTC(2030, 6, 1) }));
    const toggle = (await screen.findByRole('checkbox', { name: /Published/ })) as HTMLInputElement;
    expect(toggle.checked).toBe(false);
    fireEvent.click(toggle);
    await waitFor(() => expect(toggle.checked).toBe(true));
    expect(sent(calls, 'PATCH', '/api/tutorials/9')).toEqual([{ published: true }]);
  });

  it('edits a step: its words, its calculator and its photos, each with its own request', async () => {
    const calls = edit();
    await screen.findByRole('region', { name: 'Step 1 — Pattern the armour' });
    const first = step('Step 1 — Pattern the armour');
    fireEvent.change(within(first).getByRole('textbox', { name: 'What to do in step 1' }), {
      target: { value: 'Trace it twice.' },
    });
    fireEvent.click(within(first).getByRole('button', { name: 'Save step' }));
    await screen.findByText('All changes saved');
    expect(sent(calls, 'PATCH', '/api/tutorials/9/steps/101')).toEqual([
      { title: 'Pattern the armour', body: 'Trace it twice.' },
    ]);

    const second = step('Step 2');
    fireEvent.change(within(second).getByRole('combobox', { name: 'Calculator for step 2' }), {
      target: { value: 'circle' },
    });
    await waitFor(() => expect(sent(calls, 'PATCH', '/api/tutorials/9/steps/102')).toHaveLength(1));
    fireEvent.click(
      await within(second).findByRole('button', { name: 'Remove photo from step 2: Dome cut in half' }),
    );
    await waitFor(() => expect(sent(calls, 'PATCH', '/api/tutorials/9/steps/102')).toHaveLength(2));
    expect(sent(calls, 'PATCH', '/api/tutorials/9/steps/102')).toEqual([
      { calculator: 'circle' },
      { photoIds: [] },
    ]);
  });

  it('moves steps with PUT order, adds a blank one and deletes one after asking', async () => {
    const reordered = mine();
    reordered.steps.reverse();
    const calls = edit(reordered);
    await screen.findByRole('region', { name: 'Step 1 — Pattern the armour' });
    expect((screen.getByRole('button', { name: 'Move step 1 up' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Move step 2 down' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Move step 1 down' }));
    // The answer's order is shown: the untitled step is first now.
    expect(await screen.findByRole('region', { name: 'Step 2 — Pattern the armour' })).toBeTruthy();
    expect(sent(calls, 'PUT', '/api/tutorials/9/order')).toEqual([{ stepIds: [102, 101] }]);

    fireEvent.click(screen.getByRole('button', { name: 'Add a step' }));
    await waitFor(() =>
      expect(sent(calls, 'POST', '/api/tutorials/9/steps')).toEqual([{ title: '', body: '' }]),
    );

    fireEvent.click(await screen.findByRole('button', { name: 'Delete step 1' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this step?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete step' }));
    await waitFor(() => expect(sent(calls, 'DELETE', '/api/tutorials/9/steps/102')).toHaveLength(1));
  });

  it('adds a blank step at the end and puts the cursor in its title', async () => {
    const withNew = mine();
    withNew.steps.push(sampleStep({ id: 103, position: 3, title: '', body: '', html: '', entryId: null }));
    const calls = edit(withNew);
    fireEvent.click(await screen.findByRole('button', { name: 'Add a step' }));
    const title = await screen.findByRole('textbox', { name: 'Title of step 3' });
    await waitFor(() => expect(document.activeElement).toBe(title));
    expect(sent(calls, 'POST', '/api/tutorials/9/steps')).toEqual([{ title: '', body: '' }]);
  });

  it('deletes the whole tutorial after asking, and goes back to the project', async () => {
    const calls = stubFetch({
      'GET /api/tutorials/9': json(200, mine()),
      'DELETE /api/tutorials/9': json(204, null),
    });
    signInMember();
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete tutorial' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this tutorial?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete tutorial' }));
    expect((await screen.findByTestId('location')).textContent).toBe('/projects/5');
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.url)).toEqual(['/api/tutorials/9']);
  });

  it('says the server’s refusal where it is announced', async () => {
    stubFetch({
      'GET /api/tutorials/9': json(200, mine()),
      'PATCH /api/tutorials/9': json(400, { message: 'Give the tutorial a title.' }),
    });
    signInMember();
    show();
    fireEvent.change(await screen.findByRole('textbox', { name: 'Title' }), { target: { value: ' ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save title and introduction' }));
    const message = await screen.findByText('Give the tutorial a title.');
    expect(message.closest('[aria-live="polite"]')).toBeTruthy();
  });

  it('keeps others out of the editor', async () => {
    stubFetch({ 'GET /api/tutorials/9': json(200, sampleTutorial()) });
    signInMember();
    show();
    expect(await screen.findByText('Only the project’s maker changes its tutorial.')).toBeTruthy();
    expect(screen.queryAllByRole('textbox')).toHaveLength(0);
  });

  it('says "No such tutorial" for a 404', async () => {
    stubFetch({ 'GET /api/tutorials/9': json(404, { message: 'No such tutorial.' }) });
    signInMember();
    show();
    expect(await screen.findByRole('heading', { level: 1, name: 'No such tutorial' })).toBeTruthy();
  });
});
