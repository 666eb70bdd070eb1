// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
// biome-ignore lint/style/noRestrictedImports: the test holds the server's first paint to the markup this component draws
import { withPageHeading } from '../../../server/lib/first-paint';
import type { PublicProfile } from '../../../shared/profile/profile-api';
import { clearSession, setSession } from '../../lib/session';
import { BLANK_LINKS, PROFILE } from './profile-fixture';
import PublicProfilePage from './public-profile-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  clearSession();
});

function respond(routes: Record<string, [number, unknown]>) {
  const fetchMock = vi.fn(async (url: string) => {
    const [status, body] = routes[url] ?? [404, { message: 'No route' }];
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** A slideshow answer as the server sends it: each image with its details. */
const slides = (...images: string[]) => ({
  images,
  details: images.map(() => ({ width: 800, height: 600, alt: '', credit: null })),
});

function renderAt(path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, retryDelay: 1 } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/public/:username" element={<PublicProfilePage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('PublicProfilePage', () => {
  it('draws the header the server paints from the HTML for a shared profile (lib/first-paint.ts)', async () => {
    respond({
      '/api/public/robin': [200, { ...PROFILE, firstname: 'Robin <Zoë>', lastname: `O'Brien & "Co"` }],
      '/api/public/robin/slideshow': [200, slides()],
    });
    const { container } = renderAt('/public/robin');
    const heading = await screen.findByRole('heading', { level: 1, name: `Robin <Zoë> O'Brien & "Co"` });
    const painted = document.createElement('div');
    painted.innerHTML = withPageHeading('<main id="main"></main>', `Robin <Zoë> O'Brien & "Co"`);
    const paintedHeading = painted.querySelector('h1');
    expect(heading.outerHTML).toBe(paintedHeading?.outerHTML);
    // The same frame around it: the page section and its header.
    const section = container.querySelector('section.page');
    expect(section?.className).toBe(painted.querySelector('section')?.className);
    expect(heading.closest('header')?.className).toBe(paintedHeading?.closest('header')?.className);
    expect(heading.parentElement?.className).toBe(paintedHeading?.parentElement?.className);
  });

  it('shows loading, then the member with text kept as text and links built from handles', async () => {
    respond({
      '/api/public/robin': [200, PROFILE],
      '/api/public/robin/slideshow': [200, slides()],
    });
    renderAt('/public/robin');
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    const heading = await screen.findByRole('heading', { level: 1, name: 'Robin Tailor' });
    expect(heading).toBeTruthy();
    const about = screen.getByText(/Hello <b>not bold<\/b>/);
    expect(about.textContent).toBe('Hello <b>not bold</b>\nSecond line');
    expect(about.querySelector('b')).toBeNull();
    expect(screen.getByRole('img').getAttribute('alt')).toBe('No photo yet for robin');
    const states = screen.getByRole('list', { name: 'States' });
    expect([...states.querySelectorAll('li')].map((li) => li.textContent)).toEqual(['Kansas', 'Missouri']);
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(
      expect.arrayContaining(['Link', 'Zelda', 'Ganon']),
    );

    const instagram = screen.getByRole('link', { name: /^Instagram/ });
    expect(instagram.getAttribute('href')).toBe('https://www.instagram.com/someone/');
    expect(instagram.getAttribute('target')).toBe('_blank');
    expect(instagram.getAttribute('rel')).toBe('me noopener noreferrer');
    expect(screen.getByRole('link', { name: /^Cash App/ }).getAttribute('href')).toBe(
      'https://cash.app/$robinpays',
    );
    expect(screen.getByRole('link', { name: 'robin@example.org' }).getAttribute('href')).toBe(
      'mailto:robin@example.org',
    );
    expect(screen.getByRole('link', { name: '(316) 555-0100' }).getAttribute('href')).toBe('tel:3165550100');

    // The calendar is on the allow-list; the Milanote value is not, so it is not framed.
    const frames = document.querySelectorAll('iframe');
    expect(frames).toHaveLength(1);
    expect(frames[0]?.getAttribute('title')).toBe('Calendar of Robin Tailor');
    expect(frames[0]?.getAttribute('sandbox')).toBe('allow-scripts allow-same-origin allow-popups');
    expect(frames[0]?.getAttribute('loading')).toBe('lazy');
    expect(screen.queryByRole('heading', { name: 'Slideshow' })).toBeNull();
  });

  it('shows the photo with its alt text and the slideshow when there are images', async () => {
    respond({
      '/api/public/robin': [200, { ...PROFILE, image: '/api/images/1.webp' }],
      '/api/public/robin/slideshow': [200, slides('/api/images/2.webp', '/api/images/3.webp')],
    });
    renderAt('/public/robin');
    const photo = await screen.findByRole('img', { name: 'Photo of robin' });
    expect(photo.getAttribute('src')).toBe('/api/images/1.webp');
    expect(photo.getAttribute('width')).toBe('500');
    expect(await screen.findByRole('button', { name: 'Show slide 2' })).toBeTruthy();
  });

  it('shows the error sentence for an unknown member', async () => {
    respond({ '/api/public/nobody': [404, { message: 'User not found' }] });
    renderAt('/public/nobody');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Error loading user data. Please try again later.');
  });

  it('shows the error sentence when the server fails', async () => {
    respond({ '/api/public/robin': [500, { message: 'boom' }] });
    renderAt('/public/robin');
    const alert = await screen.findByRole('alert', {}, { timeout: 4000 });
    expect(alert.textContent).toBe('Error loading user data. Please try again later.');
  });

  const BLANK_PROFILE = {
    ...PROFILE,
    ...BLANK_LINKS,
    ...{ email: '', phonenumber: '', about: '', complete: '', inprogress: '', calendar: '', milanote: '' },
  } as PublicProfile;

  it('shows an empty state for a profile with nothing filled in, without an edit button for visitors', async () => {
    respond({
      '/api/public/robin': [200, BLANK_PROFILE],
      '/api/public/robin/slideshow': [200, slides()],
    });
    renderAt('/public/robin');
    expect(await screen.findByText("Robin Tailor hasn't added anything yet")).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Edit profile' })).toBeNull();
  });

  it('a profile with only a slideshow is not empty', async () => {
    respond({
      '/api/public/robin': [200, BLANK_PROFILE],
      '/api/public/robin/slideshow': [200, slides('/api/images/2.webp')],
    });
    renderAt('/public/robin');
    await screen.findByRole('heading', { name: 'Slideshow' });
    expect(screen.queryByText("Robin Tailor hasn't added anything yet")).toBeNull();
  });

  it('a profile with only projects is not empty: the portfolio shows instead', async () => {
    const project = {
      id: 4,
      title: 'Raiden Shogun armour',
      character: 'Raiden Shogun',
      series: 'Genshin Impact',
      kind: 'armour',
      status: 'done',
      visibility: 'everyone',
      maker: { username: 'robin', name: 'Robin' },
      cover: null,
      con: null,
      targetDate: null,
      updatedAt: 1,
      entries: 1,
      minutesSpent: 60,
    };
    respond({
      '/api/public/robin': [200, BLANK_PROFILE],
      '/api/public/robin/slideshow': [200, slides()],
      '/api/public/robin/projects': [200, { done: [project], current: [] }],
    });
    renderAt('/public/robin');
    expect(await screen.findByRole('link', { name: /Raiden Shogun armour/ })).toBeTruthy();
    expect(screen.queryByText("Robin Tailor hasn't added anything yet")).toBeNull();
  });

  it("offers 'Edit profile' on the member's own page only", async () => {
    setSession({ token: 't', username: 'Robin', userid: '7', role: 'member', status: 'active' });
    respond({
      '/api/public/robin': [200, PROFILE],
      '/api/public/robin/slideshow': [200, slides()],
    });
    renderAt('/public/robin');
    const edit = await screen.findByRole('link', { name: 'Edit profile' });
    expect(edit.getAttribute('href')).toBe('/update/7');
    cleanup();
    setSession({ token: 't', username: 'someoneelse', userid: '8', role: 'member', status: 'active' });
    renderAt('/public/robin');
    await screen.findByRole('heading', { level: 1, name: 'Robin Tailor' });
    expect(screen.queryByRole('link', { name: 'Edit profile' })).toBeNull();
  });
});
