// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSession, setSession } from '../../../lib/session';
import { SubmitScore } from './submit-score';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  clearSession();
});

function renderSubmit() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/memorycardgame']}>
        <Routes>
          <Route
            path="/memorycardgame"
            element={<SubmitScore gameName="Memory Card Game - 4 Cards" score={980} />}
          />
          <Route path="/login" element={<p>Login page</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const signIn = () =>
  setSession({ token: 'tok', username: 'robin.t', userid: '7', role: 'member', status: 'active' });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Submit Score' }));

describe('SubmitScore', () => {
  it('goes to /login without a session', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderSubmit();
    submit();
    await screen.findByText('Login page');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('uploads under the memory game name and links to /games', async () => {
    signIn();
    const fetchMock = vi.fn(async () => new Response('{"message":"ok"}', { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    renderSubmit();
    submit();
    await screen.findByText('Score submitted!', { exact: false });
    expect(screen.getByRole('link', { name: 'See the top scores' }).getAttribute('href')).toBe('/games');
    expect(screen.queryByRole('button', { name: 'Submit Score' })).toBeNull();
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/users/updatescore/robin.t/Memory%20Card%20Game%20-%204%20Cards');
    expect(init.method).toBe('PUT');
    expect(JSON.parse(String(init.body))).toEqual({ gamescore: 980 });
    expect(new Headers(init.headers).get('Authorization')).toBe('Bearer tok');
  });

  it("shows the server's message, else the error's, else the fallback", async () => {
    signIn();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{"message":"Score not possible"}', { status: 400 })),
    );
    renderSubmit();
    submit();
    expect((await screen.findByRole('alert')).textContent).toBe('Score not possible');
    cleanup();

    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    renderSubmit();
    submit();
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to fetch');
    cleanup();

    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new Error('');
      }),
    );
    renderSubmit();
    submit();
    expect((await screen.findByRole('alert')).textContent).toBe('An unexpected error occurred.');
  });
});
