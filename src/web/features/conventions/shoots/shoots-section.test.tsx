// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ConventionDetail } from '../../../../shared/api/conventions';
import type { ConShootsAnswer, ShootSlot } from '../../../../shared/api/shoots';
import { clearSession, setSession } from '../../../lib/session';
import { slotPreview } from './publish-form';
import { sampleSlot } from './sample-slot';
import { ShootsSection } from './shoots-section';

const con: ConventionDetail = {
  id: 1,
  slug: 'acen',
  name: 'Anime Central',
  venue: '',
  city: 'Rosemont',
  state: 'Illinois',
  website: '',
  startsOn: '2026-05-15',
  endsOn: '2026-05-16',
  days: ['2026-05-15', '2026-05-16'],
  status: 'listed',
};
const slot = sampleSlot;
const answer = (state: ShootSlot['state'], canPublish = false): ConShootsAnswer => ({
  timeZone: 'America/Chicago',
  canPublish,
  viewer: 'robin',
  days: [
    {
      day: '2026-05-15',
      photographers: [
        {
          username: 'ada',
          displayName: 'Ada Lens',
          slots: [slot(5, '10:30 am', state), slot(6, '11:00 am', 'booked')],
        },
      ],
    },
  ],
});

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function renderSection(fetchImpl: (url: string, init?: RequestInit) => Response) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      calls.push(`${init.method ?? 'GET'} ${url}`);
      return fetchImpl(url, init);
    }),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <ShootsSection con={con} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return calls;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  clearSession();
});

describe('ShootsSection', () => {
  it('books a slot in two taps and then shows it as yours with Cancel', async () => {
    setSession({ token: 'tok', username: 'robin', userid: '7', role: 'member', status: 'active' });
    let booked = false;
    const calls = renderSection((url, init) => {
      if (init?.method === 'POST' && url === '/api/shoots/5/booking') {
        booked = true;
        return json(slot(5, '10:30 am', 'yours'));
      }
      return json(answer(booked ? 'yours' : 'free'));
    });
    expect(await screen.findByRole('heading', { name: 'Photoshoots' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Fri, May 15' }).getAttribute('aria-selected')).toBe('true');
    fireEvent.click(await screen.findByRole('button', { name: /10:30 am\s*Free/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Book 10:30 am with Ada' }));
    expect(await screen.findByRole('button', { name: 'Cancel' })).toBeTruthy();
    expect(screen.getAllByText('Yours').length).toBeGreaterThan(0);
    expect(calls).toContain('POST /api/shoots/5/booking');
    // A slot someone else booked shows "Booked", never who.
    expect(screen.getByRole('button', { name: /11:00 am\s*Booked/ })).toBeTruthy();
  });

  it('shows the server’s message when someone was quicker', async () => {
    setSession({ token: 'tok', username: 'robin', userid: '7', role: 'member', status: 'active' });
    renderSection((_url, init) =>
      init?.method === 'POST'
        ? json({ message: 'Someone just booked this slot.' }, 409)
        : json(answer('free')),
    );
    fireEvent.click(await screen.findByRole('button', { name: /10:30 am\s*Free/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Book 10:30 am with Ada' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Someone just booked this slot.');
  });

  it('offers photographers the publish form with what it will make', async () => {
    setSession({ token: 'tok', username: 'ada', userid: '3', role: 'member', status: 'active' });
    renderSection(() => json(answer('free', true)));
    fireEvent.click(await screen.findByRole('button', { name: 'Publish slots' }));
    expect(screen.getByText('This makes 12 slots, 10:00 am – 3:55 pm')).toBeTruthy();
  });
});

describe('slotPreview', () => {
  it('counts the slots length and gap make', () => {
    expect(slotPreview('10:00', '16:00', 30, 0)).toBe('This makes 12 slots, 10:00 am – 4:00 pm');
    expect(slotPreview('10:00', '10:20', 30, 0)).toBe('These times make no slot.');
    expect(slotPreview('09:00', '23:00', 5, 0)).toBe('That is more than 60 slots.');
  });
});
