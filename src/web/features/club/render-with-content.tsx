import fs from 'node:fs';
import path from 'node:path';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { type ClubContent, clubContentSchema } from '../../../shared/content-schema';

/** Test helper: the real content file, validated like the server does. */
export function loadClubContent(): ClubContent {
  const file = path.resolve(process.cwd(), 'content/club.json');
  return clubContentSchema.parse(JSON.parse(fs.readFileSync(file, 'utf8')));
}

/** Test helper: renders a page at a path with the content query already answered. */
export function renderWithContent(
  Component: ComponentType,
  { path: at, route, content }: { path: string; route: string; content: ClubContent | null },
) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  if (content) client.setQueryData(['content'], content);
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[at]}>
        <Routes>
          <Route path={route} element={<Component />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}
