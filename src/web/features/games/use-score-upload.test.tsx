// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSession, setSession } from '../../lib/session';
import { useScoreUpload } from './use-score-upload';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  clearSession();
});

function wrapper({ children }: { children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function renderUpload(onSignedOut = () => 'Log in first') {
  const onSent = vi.fn();
  const hook = renderHook(
    () => useScoreUpload('TETRIS', 2300, { fallback: 'Upload failed.', onSignedOut, onSent }),
    { wrapper },
  );
  return { ...hook, onSent };
}

describe('useScoreUpload', () => {
  it("sends the member's own score once and reports done", async () => {
    setSession({ token: 'tok', username: 'robin.t', userid: '7', role: 'member', status: 'active' });
    const fetchMock = vi.fn(async () => json(200, { message: 'Score saved' }));
    vi.stubGlobal('fetch', fetchMock);
    const { result, onSent } = renderUpload();
    await act(() => result.current.send());
    expect(result.current.upload).toEqual({ kind: 'done' });
    expect(onSent).toHaveBeenCalledOnce();
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/users/updatescore/robin.t/TETRIS');
    expect(init.method).toBe('PUT');
    expect(JSON.parse(String(init.body))).toEqual({ gamescore: 2300 });
    await act(() => result.current.send());
    expect(fetchMock).toHaveBeenCalledOnce();
  });

  it('does not send twice on a double click while the first send is in flight', async () => {
    setSession({ token: 'tok', username: 'robin.t', userid: '7', role: 'member', status: 'active' });
    let answer: (r: Response) => void = () => undefined;
    const fetchMock = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    vi.stubGlobal('fetch', fetchMock);
    const { result } = renderUpload();
    let first: Promise<void> = Promise.resolve();
    act(() => {
      first = result.current.send();
      void result.current.send();
    });
    answer(json(200, {}));
    await act(() => first);
    expect(fetchMock).toHaveBeenCalledOnce();
  });

  it("shows the server's message, else the network error's, else the fallback", async () => {
    setSession({ token: 'tok', username: 'robin.t', userid: '7', role: 'member', status: 'active' });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(400, { message: 'That score is not possible in this game.' })),
    );
    const { result } = renderUpload();
    await act(() => result.current.send());
    expect(result.current.upload).toEqual({
      kind: 'error',
      message: 'That score is not possible in this game.',
    });

    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await act(() => result.current.send());
    expect(result.current.upload).toEqual({ kind: 'error', message: 'Failed to fetch' });

    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError(''))),
    );
    await act(() => result.current.send());
    expect(result.current.upload).toEqual({ kind: 'error', message: 'Upload failed.' });
  });

  it('sends nothing without a session and shows what onSignedOut says', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const { result } = renderUpload();
    await act(() => result.current.send());
    await waitFor(() => expect(result.current.upload).toEqual({ kind: 'error', message: 'Log in first' }));
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
