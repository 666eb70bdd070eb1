// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SOCIAL_FIELDS, SUPPORT_FIELDS } from '../../../shared/constants';
import { MSG } from '../../../shared/messages';
import PrintableCardPage from './printable-card-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const PROFILE = {
  ...Object.fromEntries([...SOCIAL_FIELDS, ...SUPPORT_FIELDS].map((f) => [f, ''])),
  ID: 7,
  username: 'robin',
  firstname: 'Robin',
  lastname: 'Tailor',
  email: '',
  phonenumber: '',
  city: 'Wichita, Topeka',
  state: 'Kansas,Missouri',
  imawhat: 'Cosplayer,Prop Builder',
  about: '',
  other: '',
  complete: 'Link, Zelda, Sailor Moon, Ganon',
  inprogress: '',
  cosplaygroup: '',
  image: '/api/images/abc',
  thumbnail: '/api/images/abc/thumb',
  imageDetails: { width: 800, height: 800, alt: 'Robin in foam armour', credit: null },
  calendar: '',
  milanote: '',
  instagram: 'robin.makes',
  mastodon: 'robin@sew.social',
  kofi: 'robinmakes',
  etsy: 'RobinSews',
};

function showCard(status: number, body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) =>
      url === '/api/public/robin'
        ? new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
        : new Response('{}', { status: 404 }),
    ),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/public/robin/card']}>
        <Routes>
          <Route path="/public/:username/card" element={<PrintableCardPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('the printable profile card', () => {
  it('shows the photo, name, roles and place, the first three links and a QR code of the profile', async () => {
    showCard(200, PROFILE);
    const card = await screen.findByRole('article', { name: 'Profile card of Robin Tailor' });
    const inCard = within(card);
    expect(inCard.getByText('Robin Tailor')).toBeTruthy();
    expect(inCard.getByText('Cosplayer · Prop Builder')).toBeTruthy();
    expect(inCard.getByText('@robin · Wichita, Kansas & Missouri')).toBeTruthy();
    expect(inCard.getByText('Link · Zelda · Sailor Moon')).toBeTruthy();
    expect(inCard.getByRole('img', { name: 'Robin in foam armour' }).getAttribute('src')).toBe(
      '/api/images/abc',
    );
    const links = within(inCard.getByRole('list', { name: 'Links' }))
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    // Social links first, then support; three at most (Etsy is the fourth), then the profile's address.
    expect(links).toEqual([
      'Instagram: instagram.com/robin.makes',
      'Mastodon: sew.social/@robin',
      'Ko-fi: ko-fi.com/robinmakes',
      `${window.location.host}/public/robin`,
    ]);
    const qr = (await inCard.findByRole('img', { name: /^QR code: / })) as HTMLImageElement;
    expect(qr.getAttribute('alt')).toBe(`QR code: ${window.location.origin}/public/robin`);
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml;charset=utf-8,%3Csvg/);
  });

  it('prints with the browser’s print dialog and links back to the profile', async () => {
    showCard(200, {
      ...PROFILE,
      image: '',
      imageDetails: null,
      instagram: '',
      mastodon: '',
      kofi: '',
      etsy: '',
    });
    await screen.findByRole('article', { name: 'Profile card of Robin Tailor' });
    expect(screen.getByRole('list', { name: 'Links' }).textContent).toBe(
      `${window.location.host}/public/robin`,
    );
    const print = vi.fn();
    vi.stubGlobal('print', print);
    fireEvent.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledOnce();
    expect(screen.getByRole('link', { name: 'Back to the profile' }).getAttribute('href')).toBe(
      '/public/robin',
    );
  });

  it('shows no card for a profile the viewer may not see', async () => {
    showCard(404, { message: MSG.publicLoadError });
    expect(await screen.findByText(MSG.publicLoadError)).toBeTruthy();
    expect(screen.queryByRole('article')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Print' })).toBeNull();
  });
});
