// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, setSession } from '../../lib/session';
import { DigestChoiceControl } from './digest-choice';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** fetch answering GET /api/me/digest with `frequency`, and PUT with `put` (recorded). */
function stubDigest(frequency: string, put: (body: { frequency: string }) => Response) {
  const sent: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      if (url !== '/api/me/digest') return json(404, { message: 'No route' });
      if ((init.method ?? 'GET') === 'GET') return json(200, { frequency });
      const body = JSON.parse(String(init.body)) as { frequency: string };
      sent.push(body);
      return put(body);
    }),
  );
  return sent;
}

const renderControl = () =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <DigestChoiceControl />
    </QueryClientProvider>,
  );
const radio = (name: string) => screen.getByRole('radio', { name }) as HTMLInputElement;

beforeEach(() =>
  setSession({ token: 'tok', username: 'robin', userid: '7', role: 'member', status: 'active' }),
);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  clearSession();
});

describe('the email digest choice', () => {
  it('shows the saved frequency in a named group and saves a new pick', async () => {
    const sent = stubDigest('weekly', (body) => json(200, body));
    renderControl();
    await waitFor(() => expect(radio('Weekly').checked).toBe(true));
    expect(screen.getByRole('group', { name: 'Email digest' })).toBeTruthy();
    expect(radio('Daily').checked).toBe(false);
    fireEvent.click(radio('Daily'));
    expect(radio('Daily').checked).toBe(true);
    await waitFor(() => expect(sent).toEqual([{ frequency: 'daily' }]));
    await waitFor(() => expect(radio('Daily').checked).toBe(true));
  });

  it('puts the pick back and says why when the server refuses it', async () => {
    stubDigest('daily', () => json(400, { message: 'Choose weekly, daily or off.' }));
    renderControl();
    await waitFor(() => expect(radio('Daily').checked).toBe(true));
    fireEvent.click(radio('Off'));
    await screen.findByText('Choose weekly, daily or off.');
    expect(radio('Off').checked).toBe(false);
    expect(radio('Daily').checked).toBe(true);
  });
});
