// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import SearchPage from './search-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const ROBIN = {
  ID: 1,
  username: 'robin',
  firstname: 'Robin',
  lastname: 'Tailor',
  city: 'Wichita',
  state: 'Kansas',
  imawhat: 'Cosplayer,Maker',
  image: '',
  thumbnail: '',
};

function stubSearch(answer: (url: string) => Response) {
  const fetchMock = vi.fn(async (url: string) => answer(url));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function Address() {
  const location = useLocation();
  return <span data-testid="address">{location.search}</span>;
}

function renderAt(path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/search" element={<SearchPage />} />
        </Routes>
        <Address />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const status = () => screen.getByRole('status').textContent;

describe('SearchPage', () => {
  it('runs the search in the address on load and fills the inputs from it', async () => {
    const fetchMock = stubSearch(() => Response.json([ROBIN]));
    renderAt('/search?query=Kansas');
    await waitFor(() => expect(status()).toBe('1 member found'));
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/search?query=Kansas&state=&page=1&limit=10');
    expect((screen.getByRole('searchbox', { name: 'Search' }) as HTMLInputElement).value).toBe('Kansas');
    expect(screen.getByRole('link', { name: /Robin Tailor/ }).getAttribute('href')).toBe('/public/robin');
  });

  it('counts a state from the map as the map does: "N members in Kansas"', async () => {
    const fetchMock = stubSearch(() => Response.json([ROBIN, { ...ROBIN, ID: 8, username: 'sam' }]));
    renderAt('/search?query=Kansas&state=Kansas');
    await waitFor(() => expect(status()).toBe('2 members in Kansas'));
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/search?query=Kansas&state=Kansas&page=1&limit=10');
  });

  it('submits the form (Enter or the button) into the address and searches', async () => {
    const fetchMock = stubSearch(() => Response.json([]));
    renderAt('/search');
    expect(status()).toBe('');
    expect(fetchMock).not.toHaveBeenCalled();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), { target: { value: ' Maker ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(status()).toBe('No members found.'));
    expect(screen.getByTestId('address').textContent).toBe('?query=Maker');
    // Choosing a state searches at once, with the words typed.
    fireEvent.change(screen.getByRole('combobox', { name: 'Filter by state' }), {
      target: { value: 'Iowa' },
    });
    await waitFor(() => expect(screen.getByTestId('address').textContent).toBe('?query=Maker&state=Iowa'));
    await waitFor(() =>
      expect(fetchMock.mock.calls.at(-1)?.[0]).toBe('/api/search?query=Maker&state=Iowa&page=1&limit=10'),
    );
  });

  it('offers the twelve states and "Any state", and shows a state from the address by its name', async () => {
    stubSearch(() => Response.json([ROBIN]));
    renderAt('/search?state=KS');
    const select = screen.getByRole('combobox', { name: 'Filter by state' }) as HTMLSelectElement;
    expect([...select.options].map((o) => o.text)).toEqual([
      'Any state',
      'Illinois',
      'Indiana',
      'Iowa',
      'Kansas',
      'Michigan',
      'Minnesota',
      'Missouri',
      'Nebraska',
      'North Dakota',
      'Ohio',
      'South Dakota',
      'Wisconsin',
    ]);
    expect(select.value).toBe('Kansas');
    await waitFor(() => expect(status()).toBe('1 member found'));
    cleanup();
    renderAt('/search?state=Texas');
    const other = screen.getByRole('combobox', { name: 'Filter by state' }) as HTMLSelectElement;
    expect(other.value).toBe('Texas');
  });

  it('suggests what to try when nothing is found: spelling, a state, the member list', async () => {
    const fetchMock = stubSearch(() => Response.json([], { headers: { 'X-Total-Count': '0' } }));
    renderAt('/search?query=foam%20armr');
    await waitFor(() => expect(status()).toBe('No members found.'));
    expect(screen.getByRole('heading', { name: 'Try another search' })).toBeTruthy();
    expect(screen.getByText('Check the spelling.')).toBeTruthy();
    expect(screen.getByText('Use fewer words: each must match.')).toBeTruthy();
    expect(screen.getByText('Name a state: “Kansas” or “KS”.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse the member list' }).getAttribute('href')).toBe('/users');

    cleanup();
    renderAt('/search?query=armor&state=IA');
    await waitFor(() => expect(status()).toBe('No members found.'));
    expect(screen.getByText('Try part of the word.')).toBeTruthy();
    expect(screen.getByText(/, not Iowa only\./)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try every state' }));
    await waitFor(() => expect(screen.getByTestId('address').textContent).toBe('?query=armor'));
    expect(fetchMock.mock.calls.at(-1)?.[0]).toBe('/api/search?query=armor&state=&page=1&limit=10');
  });

  it('shows no suggestions while searching or when members are found', async () => {
    stubSearch(() => Response.json([ROBIN]));
    renderAt('/search?query=robin');
    await waitFor(() => expect(status()).toBe('1 member found'));
    expect(screen.queryByText('Try another search')).toBeNull();
  });

  it('shows no results, and only logs, when the search fails or answers something else', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    stubSearch(() => new Response('{"message":"down"}', { status: 500 }));
    renderAt('/search?query=robin');
    await waitFor(() => expect(status()).toBe('No members found.'));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(log).toHaveBeenCalled();

    cleanup();
    log.mockClear();
    stubSearch(() => Response.json({ results: [ROBIN] }));
    renderAt('/search?query=robin');
    await waitFor(() => expect(status()).toBe('No members found.'));
    expect(screen.queryByRole('link', { name: /Robin/ })).toBeNull();
    expect(log).toHaveBeenCalled();
  });

  it('counts every match from X-Total-Count and pages through them in the address', async () => {
    const fetchMock = stubSearch((url) => {
      const page = Number(new URL(url, 'http://x').searchParams.get('page'));
      const cards = Array.from({ length: 10 }, (_, i) => ({
        ...ROBIN,
        ID: page * 100 + i,
        username: `m${page}x${i}`,
      }));
      return Response.json(cards, { headers: { 'X-Total-Count': '57' } });
    });
    renderAt('/search?query=stitch');
    await waitFor(() => expect(status()).toBe('57 members found'));
    expect(screen.getByText('Page 1 of 6')).toBeTruthy();
    expect(screen.getAllByRole('article')).toHaveLength(10);
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(screen.getByText('Page 2 of 6')).toBeTruthy());
    expect(screen.getByTestId('address').textContent).toBe('?query=stitch&page=2&limit=10');
    expect(fetchMock.mock.calls.at(-1)?.[0]).toBe('/api/search?query=stitch&state=&page=2&limit=10');
    await waitFor(() =>
      expect(screen.getAllByRole('link', { name: /Robin Tailor/ })[0]?.getAttribute('href')).toBe(
        '/public/m2x0',
      ),
    );
    fireEvent.change(screen.getByLabelText('Results per page'), { target: { value: '50' } });
    await waitFor(() =>
      expect(screen.getByTestId('address').textContent).toBe('?query=stitch&page=1&limit=50'),
    );
  });

  it('says "More than 1,000" when the count stops there, and pages only through the 1,000 served', async () => {
    stubSearch(() => Response.json([ROBIN], { headers: { 'X-Total-Count': '1001' } }));
    renderAt('/search?query=stitch&limit=50');
    await waitFor(() => expect(status()).toBe('More than 1,000 members found'));
    expect(screen.getByText('Page 1 of 20')).toBeTruthy();
  });
});

describe('SearchPage projects', () => {
  it('lists the projects that match under the members, linked to their pages', async () => {
    const fetchMock = stubSearch((url) =>
      url.startsWith('/api/projects/search')
        ? Response.json({
            projects: [
              {
                id: 7,
                title: 'Paladin armour',
                character: 'Leona',
                series: 'League of Legends',
                kind: 'armour',
                status: 'building',
                visibility: 'everyone',
                maker: { username: 'robin', name: 'Robin' },
                cover: null,
                con: null,
                targetDate: null,
                updatedAt: 1,
                entries: 2,
                minutesSpent: 90,
              },
            ],
          })
        : Response.json([ROBIN]),
    );
    renderAt('/search?query=leona%20armour');
    const section = await screen.findByRole('region', { name: 'Projects' });
    expect(section.querySelector('a')?.getAttribute('href')).toBe('/projects/7');
    expect(section.textContent).toContain('Leona · League of Legends — by Robin');
    expect(fetchMock.mock.calls.map((c) => c[0])).toContain('/api/projects/search?q=leona%20armour');
  });

  it('asks for no projects without words, and shows nothing when none match', async () => {
    const fetchMock = stubSearch((url) =>
      url.startsWith('/api/projects/search') ? Response.json({ projects: [] }) : Response.json([ROBIN]),
    );
    renderAt('/search?state=Kansas');
    await waitFor(() => expect(status()).toBe('1 member found'));
    expect(fetchMock.mock.calls.some((c) => String(c[0]).includes('/projects/'))).toBe(false);
    expect(screen.queryByRole('region', { name: 'Projects' })).toBeNull();
  });
});
