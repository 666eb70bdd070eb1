// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import ProjectsPage from './projects-page';
import {
  json,
  renderRoute,
  sampleEntry,
  sampleFeed,
  samplePhoto,
  sampleSummary,
  signInMember,
  stubFetch,
  tearDown,
} from './test-render';

const show = (path = '/projects') => renderRoute(path, '/projects', <ProjectsPage />);

describe('/projects', () => {
  afterEach(tearDown);

  it('shows each update as a card: picture, title, character · series, maker, date, plain text, techniques', async () => {
    const photo = samplePhoto({
      id: 'EntryPhoto000000000000',
      src480: '/api/images/e1-480?sig=b',
      role: 'entry',
    });
    stubFetch({
      'GET /api/projects': json(
        200,
        sampleFeed({
          items: [
            {
              project: sampleSummary(),
              entry: sampleEntry({
                photos: [photo],
                html: '<p>Sealed the <strong>chest plate</strong>.</p><p><img src=x onerror="alert(1)">Done</p>',
              }),
              state: 'Kansas',
            },
          ],
        }),
      ),
    });
    show();
    const card = (await screen.findByRole('heading', { level: 2, name: 'Raiden Shogun' })).closest('article');
    if (!card) throw new Error('no card');
    const inCard = within(card);
    expect(inCard.getByRole('link', { name: 'Raiden Shogun' }).getAttribute('href')).toBe('/projects/5');
    expect(inCard.getByText('Raiden Shogun · Genshin Impact')).toBeTruthy();
    // A visitor sees the maker's name, not a link to a profile they may not open.
    expect(inCard.getByText('Robin Tailor').tagName).toBe('SPAN');
    expect(card.textContent).toContain('Kansas · Jun 2, 2030');
    // The entry's HTML is shown as its text only: no element of it reaches the page.
    expect(inCard.getByText('Sealed the chest plate. Done')).toBeTruthy();
    expect(card.querySelector('strong')).toBeNull();
    // No cover: the entry's first photo, its 480 px copy, sized and lazy.
    const img = card.querySelector('img');
    expect(img?.getAttribute('src')).toBe('/api/images/e1-480?sig=b');
    expect(img?.getAttribute('width')).toBe('480');
    expect(img?.getAttribute('height')).toBe('360');
    expect(img?.getAttribute('loading')).toBe('lazy');
    const techniques = inCard.getByRole('list', { name: 'Techniques' });
    expect(
      within(techniques)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['EVA foam', 'Painting']);
    expect(inCard.getByText('Building')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Start a project' })).toBeNull();
  });

  it('links the maker for members and offers them "Start a project" and "My projects"', async () => {
    signInMember();
    stubFetch({ 'GET /api/projects': json(200, sampleFeed()) });
    show();
    expect((await screen.findByRole('link', { name: 'Robin Tailor' })).getAttribute('href')).toBe(
      '/public/robin',
    );
    expect(screen.getAllByRole('link', { name: 'Start a project' })[0]?.getAttribute('href')).toBe(
      '/projects/new',
    );
    expect(screen.getByRole('link', { name: 'My projects' }).getAttribute('href')).toBe('/projects/mine');
  });

  it('reads the filters from the address into the request, and puts new ones in the address', async () => {
    const calls = stubFetch({
      'GET /api/projects?technique=worbla&state=kansas': json(200, sampleFeed()),
      'GET /api/projects?technique=worbla&state=kansas&status=done': json(200, sampleFeed({ items: [] })),
      'GET /api/projects?technique=worbla&series=Genshin+Impact&state=kansas&status=done': json(
        200,
        sampleFeed(),
      ),
    });
    show('/projects?technique=worbla&state=kansas&bogus=1');
    await screen.findByRole('heading', { level: 2, name: 'Raiden Shogun' });
    expect((screen.getByLabelText('Technique') as HTMLSelectElement).value).toBe('worbla');
    expect((screen.getByLabelText('State') as HTMLSelectElement).value).toBe('kansas');

    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'done' } });
    expect(await screen.findByText('No updates match these filters')).toBeTruthy();
    expect(screen.getByText(/Try another technique or state/)).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Series'), { target: { value: ' Genshin Impact ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Filter' }));
    await screen.findByRole('heading', { level: 2, name: 'Raiden Shogun' });
    expect(calls.map((c) => c.url)).toEqual([
      '/api/projects?technique=worbla&state=kansas',
      '/api/projects?technique=worbla&state=kansas&status=done',
      '/api/projects?technique=worbla&series=Genshin+Impact&state=kansas&status=done',
    ]);
  });

  it('loads the next page from the cursor with "Load more"', async () => {
    const second = sampleSummary({ id: 6, title: 'Zelda’s shield' });
    stubFetch({
      'GET /api/projects?status=building': json(200, sampleFeed({ next: 'c-41' })),
      'GET /api/projects?status=building&before=c-41': json(200, {
        items: [{ project: second, entry: sampleEntry({ id: 42, projectId: 6 }), state: null }],
        next: null,
      }),
    });
    show('/projects?status=building');
    await screen.findByRole('heading', { level: 2, name: 'Raiden Shogun' });
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Zelda’s shield' })).toBeTruthy();
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('says what to do when the club has no updates yet', async () => {
    signInMember();
    stubFetch({ 'GET /api/projects': json(200, { items: [], next: null }) });
    show();
    expect(await screen.findByText('No build updates yet')).toBeTruthy();
    expect(screen.getByText(/When members log progress/)).toBeTruthy();
  });
});
