// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import MyProjectsPage from './my-projects-page';
import { json, renderRoute, sampleSummary, signInMember, stubFetch, tearDown } from './test-render';

function show() {
  signInMember();
  return renderRoute('/projects/mine', '/projects/mine', <MyProjectsPage />);
}

describe('/projects/mine', () => {
  afterEach(tearDown);

  it('lists the member’s projects with status, who sees them and what they are for', async () => {
    stubFetch({
      'GET /api/me/projects': json(200, {
        projects: [
          sampleSummary({ visibility: 'private', con: { slug: 'gen-con', name: 'Gen Con' } }),
          sampleSummary({
            id: 6,
            title: 'Master Sword',
            kind: 'prop',
            status: 'done',
            visibility: 'members',
            entries: 1,
          }),
        ],
      }),
    });
    show();
    const list = await screen.findByRole('list', { name: 'My projects' });
    const [raiden, sword] = within(list).getAllByRole('article');
    expect(
      within(raiden as HTMLElement)
        .getByRole('link', { name: 'Raiden Shogun' })
        .getAttribute('href'),
    ).toBe('/projects/5');
    expect(raiden?.textContent).toContain('Building');
    expect(raiden?.textContent).toContain('Costume · Gen Con · 3 log entries');
    expect(raiden?.textContent).toContain('Only me');
    expect(sword?.textContent).toContain('Done');
    expect(sword?.textContent).toContain('Prop · 1 log entry');
    expect(sword?.textContent).toContain('Members only');
    expect(screen.getByRole('link', { name: 'Start a project' }).getAttribute('href')).toBe('/projects/new');
  });

  it('says how to begin when there are none', async () => {
    stubFetch({ 'GET /api/me/projects': json(200, { projects: [] }) });
    show();
    expect(await screen.findByText('No projects yet')).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Start a project' })).toHaveLength(2);
  });
});
