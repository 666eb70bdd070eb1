// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, setSession } from '../../lib/session';
import ChoicesPage from './choices-page';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const settings = {
  quietHours: { from: 22, to: 7 },
  types: [
    { type: 'event-rsvp', label: 'Someone is going', channels: { inbox: true, push: true, email: false } },
    {
      type: 'member-joined-state',
      label: 'A new member',
      channels: { inbox: false, push: false, email: false },
    },
  ],
};

beforeEach(() =>
  setSession({ token: 'tok', username: 'robin', userid: '7', role: 'member', status: 'active' }),
);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  clearSession();
});

describe('the choices page', () => {
  it('has the digest choice at the top and an Email switch per kind, off while its inbox is off', async () => {
    const puts: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit = {}) => {
        if (url === '/api/me/digest') return json(200, { frequency: 'weekly' });
        if ((init.method ?? 'GET') === 'PUT') {
          const body = JSON.parse(String(init.body));
          puts.push(body);
          return json(200, {
            quietHours: settings.quietHours,
            types: [
              { ...settings.types[0], channels: { inbox: true, push: true, email: true } },
              settings.types[1],
            ],
          });
        }
        return json(200, settings);
      }),
    );
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter>
          <ChoicesPage />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const rsvps = await screen.findByRole('group', { name: 'Someone is going' });
    const digest = screen.getByRole('group', { name: 'Email digest' });
    expect(digest.compareDocumentPosition(rsvps) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const email = within(rsvps).getByRole('switch', { name: 'Email' }) as HTMLInputElement;
    expect([email.checked, email.disabled]).toEqual([false, false]);
    const blocked = within(screen.getByRole('group', { name: 'A new member' })).getByRole('switch', {
      name: 'Email',
    }) as HTMLInputElement;
    expect([blocked.checked, blocked.disabled]).toEqual([false, true]);
    fireEvent.click(email);
    await waitFor(() => expect(puts).toEqual([{ type: 'event-rsvp', channel: 'email', enabled: true }]));
    await waitFor(() => expect(email.checked).toBe(true));
  });
});
