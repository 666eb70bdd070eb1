// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import MembersPage from './members-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const TOTAL = 23;

/** A fake /api/users that pages TOTAL members. */
function stubUsers() {
  const fetchMock = vi.fn(async (url: string) => {
    const params = new URL(url, 'http://x').searchParams;
    const page = Number(params.get('page'));
    const limit = Number(params.get('limit'));
    const users = [];
    for (let i = (page - 1) * limit; i < Math.min(page * limit, TOTAL); i++) {
      users.push({
        ID: i + 1,
        username: `member${i + 1}`,
        firstname: 'Member',
        lastname: String(i + 1),
        city: 'Wichita',
        state: 'Kansas',
        imawhat: 'Maker',
        thumbnail: '',
      });
    }
    return new Response(JSON.stringify({ users, total: TOTAL }), { status: 200 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function Address() {
  const location = useLocation();
  return <span data-testid="address">{location.pathname + location.search}</span>;
}

function renderAt(path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/users" element={<MembersPage />} />
        </Routes>
        <Address />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const address = () => screen.getByTestId('address').textContent;
const names = () => screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;

describe('MembersPage', () => {
  it('defaults to page 1 of 10 members and pages with Previous and Next', async () => {
    const fetchMock = stubUsers();
    renderAt('/users');
    await screen.findByText('Page 1 of 3');
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/users?page=1&limit=10');
    expect(names()).toHaveLength(10);
    expect(screen.getByText('23 members')).toBeTruthy();
    expect(button('Previous').disabled).toBe(true);
    expect((screen.getByLabelText('Members per page') as HTMLSelectElement).value).toBe('10');
    expect(screen.getByRole('link', { name: /Member 1\b/ }).getAttribute('href')).toBe('/public/member1');

    fireEvent.click(button('Next'));
    await screen.findByText('Page 2 of 3');
    expect(address()).toBe('/users?page=2&limit=10');
    fireEvent.click(button('Next'));
    await screen.findByText('Page 3 of 3');
    await waitFor(() => expect(names()).toEqual(['Member 21', 'Member 22', 'Member 23']));
    expect(button('Next').disabled).toBe(true);
    fireEvent.click(button('Previous'));
    await screen.findByText('Page 2 of 3');
    expect(address()).toBe('/users?page=2&limit=10');
  });

  it('goes back to page 1 when the page size changes', async () => {
    const fetchMock = stubUsers();
    renderAt('/users?page=2&limit=5');
    await screen.findByText('Page 2 of 5');
    fireEvent.change(screen.getByLabelText('Members per page'), { target: { value: '20' } });
    await screen.findByText('Page 1 of 2');
    expect(address()).toBe('/users?page=1&limit=20');
    expect(fetchMock).toHaveBeenLastCalledWith('/api/users?page=1&limit=20', expect.anything());
  });

  it('replaces invalid parameters with the defaults or the nearest page size', async () => {
    const fetchMock = stubUsers();
    renderAt('/users?page=abc&limit=7');
    await screen.findByText('Page 1 of 5');
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/users?page=1&limit=5');
    await waitFor(() => expect(address()).toBe('/users?page=1&limit=5'));
  });

  it('moves a page past the end to the last page', async () => {
    stubUsers();
    renderAt('/users?page=9&limit=10');
    await waitFor(() => expect(address()).toBe('/users?page=3&limit=10'));
    await screen.findByText('Page 3 of 3');
  });

  it('says so when the list cannot be loaded', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{"message":"nope"}', { status: 500 })),
    );
    renderAt('/users');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The member list could not be loaded. Please try again later.',
    );
  });
});
