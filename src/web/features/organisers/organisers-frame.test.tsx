// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ORGANISER_NEEDS_PASSKEY } from '../../../shared/api/passkeys';
import { clearSession, setSession } from '../../lib/session';
import OrganisersFrame from './organisers-frame';

function answer(status: number, message: string) {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify({ message }), {
          status,
          headers: { 'content-type': 'application/json' },
        }),
    ),
  );
}

function renderFrame() {
  setSession({ token: 'tok', username: 'olive', userid: '3', role: 'organiser', status: 'active' });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <OrganisersFrame />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  clearSession('logout');
});

describe('the organisers’ area gate', () => {
  it('tells an organiser without a passkey why, with a link to Settings', async () => {
    answer(403, ORGANISER_NEEDS_PASSKEY);
    renderFrame();
    expect((await screen.findByRole('alert')).textContent).toBe(ORGANISER_NEEDS_PASSKEY);
    expect(screen.getByRole('link', { name: 'Add a passkey in Settings' }).getAttribute('href')).toBe(
      '/settings',
    );
  });

  it('says "Only organisers can do this." to anyone else', async () => {
    answer(403, 'Only organisers can do this.');
    renderFrame();
    expect((await screen.findByRole('alert')).textContent).toBe('Only organisers can do this.');
    expect(screen.queryByRole('link', { name: 'Add a passkey in Settings' })).toBeNull();
  });
});
