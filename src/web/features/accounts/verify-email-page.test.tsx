// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EMAIL_VERIFICATION_MESSAGES as TEXT } from '../../../shared/api/email-verification';
import VerifyEmailPage from './verify-email-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** Answers POST /api/verifyemail with `answer` and records the tokens posted. */
function stubVerify(answer: () => Response) {
  const posted: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      if (url !== '/api/verifyemail' || init.method !== 'POST') return json(404, { message: 'No route' });
      posted.push(JSON.parse(String(init.body)));
      return answer();
    }),
  );
  return posted;
}

function renderAt(url: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <StrictMode>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            <Route path="/verifyemail" Component={VerifyEmailPage} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </StrictMode>,
  );
}

describe('the verify-email page', () => {
  it('posts the token once, even in StrictMode and after a remount, and says it is verified', async () => {
    const posted = stubVerify(() => json(200, { email: 'robin@example.org' }));
    const first = renderAt('/verifyemail?token=abcdefghijklmnopqrstuvwxyz0123');
    expect((await screen.findByText(/Your recovery email is verified\./)).textContent).toContain(
      'robin@example.org',
    );
    first.unmount();
    renderAt('/verifyemail?token=abcdefghijklmnopqrstuvwxyz0123');
    expect(await screen.findByText(/Your recovery email is verified\./)).toBeTruthy();
    expect(posted).toEqual([{ token: 'abcdefghijklmnopqrstuvwxyz0123' }]);
  });

  it("shows the server's reason when the link is refused", async () => {
    const posted = stubVerify(() => json(400, { message: TEXT.changedAddress }));
    renderAt('/verifyemail?token=refusedrefusedrefusedrefused');
    expect((await screen.findByRole('alert')).textContent).toBe(TEXT.changedAddress);
    expect(screen.queryByText(/is verified/)).toBeNull();
    expect(posted).toHaveLength(1);
  });

  it('says the link is not valid when it has no token, and posts nothing', async () => {
    const posted = stubVerify(() => json(200, { email: 'x@example.org' }));
    renderAt('/verifyemail');
    expect((await screen.findByRole('alert')).textContent).toBe(TEXT.unknownLink);
    expect(posted).toHaveLength(0);
  });
});
