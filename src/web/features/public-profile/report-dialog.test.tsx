// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSession, setSession } from '../../lib/session';
import { Toaster } from '../../ui/toast';
import PublicProfilePage from './public-profile-page';

// The dialog is loaded on demand; the first import can take a while on a busy machine.

afterEach(() => {
  for (const button of screen.queryAllByRole('button', { name: 'Dismiss' })) fireEvent.click(button);
  cleanup();
  vi.unstubAllGlobals();
  clearSession();
});

const TEXT_FIELDS = ['email', 'phonenumber', 'city', 'state', 'imawhat', 'about', 'other', 'complete'];
const MORE_FIELDS = ['inprogress', 'cosplaygroup', 'image', 'thumbnail', 'calendar', 'milanote'];
const LINKS = ['twitter', 'bluesky', 'instagram', 'facebook', 'discord', 'snapchat', 'tiktok', 'threads'];
const MORE_LINKS = ['reddit', 'twitch', 'youtube', 'vimeo', 'patreon', 'kofi', 'venmo', 'cashapp', 'paypal'];
const PROFILE = {
  ...Object.fromEntries(
    [
      ...TEXT_FIELDS,
      ...MORE_FIELDS,
      ...LINKS,
      ...MORE_LINKS,
      'gofundme',
      'extralife',
      'etsy',
      'mastodon',
    ].map((f) => [f, '']),
  ),
  ID: 7,
  username: 'sam',
  firstname: 'Sam',
  lastname: 'Stitch',
  imageDetails: null,
};
const SLIDES = ['/api/images/2.webp', '/api/images/3.webp'];

interface Call {
  method: string;
  url: string;
  body: unknown;
  auth?: string;
}

function stub(
  report: () => Response = () => json(201, { message: 'Thank you. An organiser will look at your report.' }),
) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      const headers = (init.headers ?? {}) as Record<string, string>;
      calls.push({
        method,
        url,
        body: init.body && JSON.parse(String(init.body)),
        auth: headers.Authorization,
      });
      if (url === '/api/public/sam') return json(200, PROFILE);
      if (url === '/api/public/sam/slideshow')
        return json(200, {
          images: SLIDES,
          details: SLIDES.map(() => ({ width: 800, height: 600, alt: '', credit: null })),
        });
      if (method === 'POST' && url === '/api/reports') return report();
      return json(404, { message: 'No route' });
    }),
  );
  return calls;
}

function json(status: number, body: unknown, headers: Record<string, string> = {}) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });
}

function renderProfile() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/public/sam']}>
        <Routes>
          <Route path="/public/:username" element={<PublicProfilePage />} />
        </Routes>
        <Toaster />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const signIn = (username: string) =>
  setSession({ token: 'tok', username, userid: '3', role: 'member', status: 'active' });
const dialog = () => within(screen.getByRole('dialog'));
const opened = async () => within(await screen.findByRole('dialog'));

describe('Reporting a profile or a photo', () => {
  it('offers no report control to anonymous visitors', async () => {
    stub();
    renderProfile();
    await screen.findByRole('heading', { level: 1, name: 'Sam Stitch' });
    expect(screen.queryByRole('button', { name: 'Report' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Report this photo' })).toBeNull();
  });

  it('offers no report control on your own profile', async () => {
    signIn('Sam');
    stub();
    renderProfile();
    await screen.findByRole('heading', { level: 1, name: 'Sam Stitch' });
    expect(screen.getByRole('link', { name: 'Edit profile' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Report' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Report this photo' })).toBeNull();
  });

  it('reports the profile with a reason and a note, then thanks with a toast', async () => {
    signIn('robin');
    const calls = stub();
    renderProfile();
    fireEvent.click(await screen.findByRole('button', { name: 'Report' }));
    expect((await opened()).getByRole('heading', { name: 'Report Sam Stitch' })).toBeTruthy();
    const labels = dialog()
      .getAllByRole('radio')
      .map((r) => (r.parentElement as HTMLElement).textContent);
    expect(labels).toEqual([
      'Harassment',
      'Inappropriate content',
      'Spam',
      'Impersonation',
      'Something else',
    ]);

    // No reason chosen: said in the dialog, nothing sent.
    fireEvent.click(dialog().getByRole('button', { name: 'Send report' }));
    expect(dialog().getByRole('alert').textContent).toBe('Choose what is wrong.');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    fireEvent.click(dialog().getByRole('radio', { name: 'Impersonation' }));
    const note = dialog().getByLabelText('Anything the organisers should know (optional)');
    expect(note.getAttribute('maxlength')).toBe('1000');
    fireEvent.change(note, { target: { value: 'Pretends to be me' } });
    expect(dialog().getByText('17 of 1,000 characters')).toBeTruthy();
    fireEvent.click(dialog().getByRole('button', { name: 'Send report' }));

    expect(await screen.findByText('Thank you. An organiser will look at your report.')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    const post = calls.find((c) => c.method === 'POST');
    expect(post).toMatchObject({
      url: '/api/reports',
      auth: 'Bearer tok',
      body: { username: 'sam', image: '', reason: 'impersonation', note: 'Pretends to be me' },
    });
  });

  it('reports the photo shown, and keeps a refusal (429) in the dialog', async () => {
    signIn('robin');
    const calls = stub(() => json(429, { message: 'Too many requests' }, { 'retry-after': '600' }));
    renderProfile();
    await screen.findByRole('heading', { level: 1, name: 'Sam Stitch' });
    fireEvent.click(screen.getByRole('button', { name: 'Show slide 2' }));
    fireEvent.click(screen.getByRole('button', { name: 'Report this photo' }));
    expect((await opened()).getByRole('heading', { name: 'Report this photo' })).toBeTruthy();
    expect(dialog().getByRole('img').getAttribute('src')).toBe('/api/images/3.webp');
    fireEvent.click(dialog().getByRole('radio', { name: 'Inappropriate content' }));
    fireEvent.click(dialog().getByRole('button', { name: 'Send report' }));
    expect((await dialog().findByRole('alert')).textContent).toBe(
      'Too many attempts. Try again in 10 minutes.',
    );
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      username: 'sam',
      image: '/api/images/3.webp',
      reason: 'inappropriate',
      note: '',
    });
    fireEvent.click(dialog().getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
