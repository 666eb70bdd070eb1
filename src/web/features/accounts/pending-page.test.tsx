// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RequireAuth } from '../../lib/require-auth';
import { clearSession, getSession, type Session, setSession } from '../../lib/session';
import { STANDING_CHECK_MS } from './api';
import PendingPage from './pending-page';

const PENDING: Session = { token: 'tok', username: 'casey', userid: '7', role: 'member', status: 'pending' };

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const own = (status: string) =>
  json(200, { ID: 7, username: 'casey', role: 'member', status, recoveryemail: 'casey@example.org' });

/** Answers GET /api/users/7 with each of `answers` in turn (the last one again after that). */
function stubStanding(...answers: Array<() => Response>) {
  const calls: Array<{ method: string; url: string; auth: string | undefined }> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      const headers = (init.headers ?? {}) as Record<string, string>;
      calls.push({ method, url, auth: headers.Authorization });
      if (method === 'POST' && url === '/api/logout') return new Response(null, { status: 204 });
      if (url !== '/api/users/7') return json(404, { message: 'No route' });
      const reads = calls.filter((c) => c.url === '/api/users/7').length;
      return (answers[Math.min(reads, answers.length) - 1] ?? answers[0])?.() ?? json(500, {});
    }),
  );
  return calls;
}

/** A member route as the router has it: RequireAuth with the waiting page for pending sign-ups. */
function renderMemberRoute() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/motd']}>
        <Routes>
          <Route
            path="/motd"
            element={
              <RequireAuth waiting={<PendingPage />}>
                <h1>Message of the day</h1>
              </RequireAuth>
            }
          />
          <Route path="/login" element={<h1>Log in</h1>} />
          <Route path="/" element={<h1>Home</h1>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const heading = (name: string) => screen.findByRole('heading', { level: 1, name });
const standingReads = (calls: ReturnType<typeof stubStanding>) =>
  calls.filter((c) => c.method === 'GET' && c.url === '/api/users/7');

beforeEach(() => setSession(PENDING));
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  clearSession();
});

describe('the waiting page of a sign-up before approval', () => {
  it('shows instead of a member page: what happens next, with the recovery email the server has', async () => {
    const calls = stubStanding(() => own('pending'));
    renderMemberRoute();
    expect(await heading('Waiting for approval')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Message of the day' })).toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: 'What happens next' })).toBeTruthy();
    await waitFor(() => expect(screen.getAllByText('casey@example.org')).toHaveLength(2));
    expect(screen.getByText(/Last checked at/)).toBeTruthy();
    expect(standingReads(calls)).toEqual([{ method: 'GET', url: '/api/users/7', auth: 'Bearer tok' }]);
    expect(getSession()?.status).toBe('pending');
  });

  it('becomes the member page when the window gets focus and the check says active', async () => {
    const calls = stubStanding(
      () => own('pending'),
      () => own('active'),
    );
    renderMemberRoute();
    await heading('Waiting for approval');
    await waitFor(() => expect(standingReads(calls)).toHaveLength(1));
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    expect(await heading('Message of the day')).toBeTruthy();
    expect(getSession()).toMatchObject({ token: 'tok', status: 'active', role: 'member' });
    expect(localStorage.getItem('status')).toBe('active');
  });

  it('checks again every 30 seconds on its own', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const calls = stubStanding(
      () => own('pending'),
      () => own('active'),
    );
    renderMemberRoute();
    await heading('Waiting for approval');
    await waitFor(() => expect(standingReads(calls)).toHaveLength(1));
    await act(() => vi.advanceTimersByTimeAsync(STANDING_CHECK_MS - 1000));
    expect(standingReads(calls)).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(await heading('Message of the day')).toBeTruthy();
    expect(standingReads(calls)).toHaveLength(2);
  });

  it('"Check now" asks at once; while still pending, the page stays', async () => {
    const calls = stubStanding(() => own('pending'));
    renderMemberRoute();
    const check = await screen.findByRole('button', { name: 'Check now' });
    await waitFor(() => expect(standingReads(calls)).toHaveLength(1));
    fireEvent.click(check);
    await waitFor(() => expect(standingReads(calls)).toHaveLength(2));
    expect(await screen.findByRole('button', { name: 'Check now' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Waiting for approval' })).toBeTruthy();
  });

  it('a declined sign-up is erased: the check answers 401 and the session ends', async () => {
    stubStanding(() => json(401, { message: 'Your session has expired. Please log in again.' }));
    renderMemberRoute();
    expect(await heading('Log in')).toBeTruthy();
    expect(getSession()).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('says so when a check fails, and keeps waiting', async () => {
    stubStanding(() => json(503, { message: 'Service unavailable' }));
    renderMemberRoute();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'We could not check just now. We will try again shortly.',
    );
    expect(getSession()?.status).toBe('pending');
  });

  it('Log out ends the session on the server and goes home', async () => {
    const calls = stubStanding(() => own('pending'));
    renderMemberRoute();
    fireEvent.click(await screen.findByRole('button', { name: 'Log out' }));
    expect(await heading('Home')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST' && c.url === '/api/logout' && c.auth === 'Bearer tok')).toBe(
      true,
    );
    expect(getSession()).toBeNull();
  });

  it('an approved member goes straight to the member page without a check', async () => {
    const calls = stubStanding(() => own('active'));
    setSession({ ...PENDING, status: 'active' });
    renderMemberRoute();
    expect(await heading('Message of the day')).toBeTruthy();
    expect(calls).toEqual([]);
  });
});
