// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import ProjectPage from './project-page';
import { json, renderRoute, sampleProject, signInMember, stubFetch, tearDown } from './test-render';

const show = (path = '/projects/5') => renderRoute(path, '/projects/:id', <ProjectPage />);

/** What others see: the server sends the plan without `mine`. */
const othersView = () => sampleProject({ mine: false });

describe('/projects/:id', () => {
  afterEach(tearDown);

  it('shows the header, the pacing, and the plan with its money', async () => {
    stubFetch({ 'GET /api/projects/5': json(200, othersView()) });
    show();
    expect(await screen.findByRole('heading', { level: 1, name: 'Raiden Shogun' })).toBeTruthy();
    expect(screen.getByText('Raiden Shogun · Genshin Impact')).toBeTruthy();
    const facts = screen.getByRole('list', { name: 'About this project' });
    expect(
      within(facts)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Building', 'Costume']);
    expect(screen.getByText(/^By/).textContent).toBe('By Robin Tailor · target Jul 31, 2030');

    const pacing = screen.getByRole('region', { name: /Pacing/ });
    expect(pacing.textContent).toContain('23 days left · 41 h of tasks left · about 1 h 47 min a day');
    expect(pacing.className).not.toContain('is-behind');

    expect(screen.getByRole('link', { name: 'Front view' }).getAttribute('href')).toBe(
      'https://example.org/raiden-front.png',
    );
    const parts = screen.getByRole('region', { name: /Parts/ });
    expect(parts.textContent).toContain('0 of 2 done');
    expect(parts.textContent).toContain('KimonoBuilding');

    const table = screen.getByRole('table', { name: 'Materials' });
    const worbla = within(table).getByRole('row', { name: /Worbla sheet/ });
    expect(
      within(worbla)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['2 sheets', 'Needed', 'Cosplay Supplies', '$90.00$45.00 each']);
    expect(within(worbla).getByRole('link', { name: 'Cosplay Supplies' }).getAttribute('href')).toBe(
      'https://shop.example.org/worbla',
    );
    const totals = screen.getByLabelText('Budget');
    expect(totals.textContent).toBe('Total$105.00To buy$90.00Bought$0.00Owned$15.00Budget$200.00Left$95.00');

    const tasks = screen.getByRole('region', { name: /Tasks/ });
    expect(tasks.textContent).toContain('1 of 2 done');
    expect(tasks.textContent).toContain('Heat-form the armour39 h');
    expect(screen.getByRole('heading', { level: 2, name: 'Build log' })).toBeTruthy();
  });

  it('shows others no edit controls at all', async () => {
    stubFetch({ 'GET /api/projects/5': json(200, othersView()) });
    show();
    await screen.findByRole('heading', { level: 1, name: 'Raiden Shogun' });
    expect(screen.queryAllByRole('button')).toHaveLength(0);
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
    expect(screen.queryAllByRole('textbox')).toHaveLength(0);
    // Who sees it is the maker's business.
    expect(screen.queryByText('Seen by everyone')).toBeNull();
  });

  it('warns when the build is behind, and says when over budget in red', async () => {
    stubFetch({
      'GET /api/projects/5': json(
        200,
        sampleProject({
          pacing: {
            targetDate: '2030-07-31',
            daysLeft: 2,
            remainingMinutes: 900,
            minutesPerDay: 450,
            behind: true,
          },
          totals: {
            totalCents: 25_000,
            toBuyCents: 25_000,
            boughtCents: 0,
            ownedCents: 0,
            budgetCents: 20_000,
            leftCents: -5_000,
          },
        }),
      ),
    });
    signInMember();
    show();
    const pacing = await screen.findByRole('region', { name: /Behind schedule/ });
    expect(pacing.className).toContain('is-behind');
    expect(pacing.textContent).toContain('2 days left · 15 h of tasks left · about 7 h 30 min a day');
    const over = screen.getByText('Over budget').parentElement;
    expect(over?.className).toContain('is-over');
    expect(over?.textContent).toBe('Over budget$50.00');
    expect(screen.getByText('Seen by everyone')).toBeTruthy();
  });

  it('lets another member report the project to the organisers, and not its maker', async () => {
    const calls = stubFetch({
      'GET /api/projects/5': json(200, othersView()),
      'POST /api/projects/5/reports': json(201, {
        message: 'Thank you. An organiser will look at your report.',
      }),
    });
    signInMember();
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Report this project' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report this project' });
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Spam' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await screen.findByText('Thank you. An organiser will look at your report.')).toBeTruthy();
    const report = calls.find((c) => c.method === 'POST');
    expect(report?.url).toBe('/api/projects/5/reports');
    expect(report?.body).toEqual({ reason: 'spam', note: '' });
  });

  it('offers its maker no report button', async () => {
    stubFetch({ 'GET /api/projects/5': json(200, sampleProject({ mine: true })) });
    signInMember();
    show();
    expect(await screen.findByRole('button', { name: 'Edit project' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Report this project' })).toBeNull();
  });

  it('shows no pacing once the build is done: nothing is left to pace', async () => {
    stubFetch({ 'GET /api/projects/5': json(200, sampleProject({ mine: false, status: 'done' })) });
    show();
    const facts = await screen.findByRole('list', { name: 'About this project' });
    expect(facts.textContent).toContain('Done');
    expect(screen.queryByRole('region', { name: /Pacing|Behind schedule/ })).toBeNull();
    expect(screen.queryByText(/days left/)).toBeNull();
  });

  it('says "No such project" for a project that is not there (or not shown to this viewer)', async () => {
    stubFetch({ 'GET /api/projects/77': json(404, { message: 'No such project.' }) });
    show('/projects/77');
    expect(await screen.findByRole('heading', { level: 1, name: 'No such project' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See the club’s projects' }).getAttribute('href')).toBe(
      '/projects',
    );
  });

  it('says "No such project" for an address that is no project id, without asking', async () => {
    const calls = stubFetch({});
    show('/projects/abc');
    expect(await screen.findByRole('heading', { level: 1, name: 'No such project' })).toBeTruthy();
    expect(calls).toHaveLength(0);
  });
});
