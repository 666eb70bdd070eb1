// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import NewProjectPage from './new-project-page';
import { json, renderRoute, sampleProject, signInMember, stubFetch, tearDown } from './test-render';

const upcoming = {
  id: 1,
  slug: 'gen-con',
  name: 'Gen Con',
  venue: '',
  city: 'Indianapolis',
  state: 'Indiana',
  website: '',
  startsOn: '2099-07-31',
  endsOn: '2099-08-03',
  days: ['2099-07-31', '2099-08-01', '2099-08-02', '2099-08-03'],
  status: 'listed',
};
const past = {
  ...upcoming,
  id: 2,
  slug: 'old-con',
  name: 'Old Con',
  startsOn: '2001-01-01',
  endsOn: '2001-01-02',
};

function show() {
  signInMember();
  return renderRoute('/projects/new', '/projects/new', <NewProjectPage />);
}

const type = (label: string | RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('/projects/new', () => {
  afterEach(tearDown);

  it('sends the fields with the budget in cents and goes to the new project', async () => {
    const calls = stubFetch({
      'GET /api/cons': json(200, { cons: [upcoming, past] }),
      'POST /api/projects': json(201, sampleProject({ id: 9 })),
    });
    show();
    expect(await screen.findByRole('option', { name: 'Gen Con' })).toBeTruthy();
    // A con that is over is no target.
    expect(screen.queryByRole('option', { name: 'Old Con' })).toBeNull();
    type('Name', '  Raiden Shogun ');
    type('Character', 'Raiden Shogun');
    type('Series', 'Genshin Impact');
    type('What it is', 'armour');
    type('Status', 'building');
    fireEvent.click(screen.getByRole('radio', { name: /Only me/ }));
    expect(screen.getByText(/Only you can see it/)).toBeTruthy();
    type('For a convention', 'gen-con');
    // A con sets the target: no date field beside it.
    expect(screen.queryByLabelText('Target date')).toBeNull();
    type('Budget', '$1,120.50');
    type('Description', 'Kimono and armour.');
    fireEvent.click(screen.getByRole('button', { name: 'Start the project' }));
    expect((await screen.findByTestId('location')).textContent).toBe('/projects/9');
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      title: 'Raiden Shogun',
      character: 'Raiden Shogun',
      series: 'Genshin Impact',
      kind: 'armour',
      status: 'building',
      visibility: 'private',
      description: 'Kimono and armour.',
      conSlug: 'gen-con',
      targetDate: null,
      budgetCents: 112050,
    });
  });

  it('sends a target date and a whole-dollar budget when there is no con', async () => {
    const calls = stubFetch({
      'GET /api/cons': json(200, { cons: [] }),
      'POST /api/projects': json(201, sampleProject({ id: 9 })),
    });
    show();
    type('Name', 'Master Sword');
    type('Target date', '2030-05-23');
    type('Budget', '120');
    fireEvent.click(screen.getByRole('button', { name: 'Start the project' }));
    await screen.findByTestId('location');
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      title: 'Master Sword',
      visibility: 'members',
      kind: 'costume',
      conSlug: null,
      targetDate: '2030-05-23',
      budgetCents: 12000,
    });
  });

  it('asks for a name and a budget it can read before sending anything', async () => {
    const calls = stubFetch({ 'GET /api/cons': json(200, { cons: [] }) });
    show();
    type('Budget', 'about forty');
    fireEvent.click(screen.getByRole('button', { name: 'Start the project' }));
    expect(await screen.findByText('Give the project a name.')).toBeTruthy();
    expect(screen.getByText('Write the budget in dollars, like 120 or $120.50.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Name'));
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('shows the server’s 400 message by its field, or above the button', async () => {
    let answer = json(400, { message: 'No such convention.' });
    stubFetch({
      'GET /api/cons': json(200, { cons: [upcoming] }),
      'POST /api/projects': () => answer,
    });
    show();
    await screen.findByRole('option', { name: 'Gen Con' });
    type('Name', 'Raiden');
    type('For a convention', 'gen-con');
    fireEvent.click(screen.getByRole('button', { name: 'Start the project' }));
    const message = await screen.findByText('No such convention.');
    expect(screen.getByLabelText('For a convention').getAttribute('aria-describedby')).toContain(message.id);

    answer = json(400, { message: 'You keep at most 200 projects.' });
    fireEvent.click(screen.getByRole('button', { name: 'Start the project' }));
    expect((await screen.findByRole('alert')).textContent).toBe('You keep at most 200 projects.');
    expect(screen.queryByTestId('location')).toBeNull();
  });
});
