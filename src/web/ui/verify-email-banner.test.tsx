// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, setSession } from '../lib/session';
import { VerifyEmailBanner } from './verify-email-banner';

beforeEach(() =>
  setSession({ token: 'tok', username: 'ada', userid: '3', role: 'member', status: 'active' }),
);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  clearSession();
});

function renderWith(state: Record<string, unknown>) {
  const fetch = vi.fn(async () =>
    Response.json({ ID: 3, recoveryemail: 'ada@example.org', recoveryEmailVerified: false, ...state }),
  );
  vi.stubGlobal('fetch', fetch);
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <VerifyEmailBanner />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return fetch;
}

describe('the after-login prompt to confirm the recovery email', () => {
  it('asks a grandfathered member with an unconfirmed address, linking to Settings', async () => {
    renderWith({ recoveryEmailGrandfathered: true });
    const link = await screen.findByRole('link', { name: 'Confirm it in Settings' });
    expect(link.getAttribute('href')).toBe('/settings');
  });

  it('stays away once the address is confirmed, and for members who signed up since', async () => {
    for (const state of [
      { recoveryEmailGrandfathered: true, recoveryEmailVerified: true },
      { recoveryEmailGrandfathered: false },
    ]) {
      const fetch = renderWith(state);
      await waitFor(() => expect(fetch).toHaveBeenCalled());
      await new Promise((r) => setTimeout(r, 0));
      expect(screen.queryByRole('complementary', { name: 'Recovery email' })).toBeNull();
      cleanup();
    }
  });
});
