import fs from 'node:fs';
import path from 'node:path';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import type { ContentVersionInfo } from '../../../../shared/api/content-editor';
import { type ClubContent, clubContentSchema } from '../../../../shared/content-schema';
import { Toaster } from '../../../ui/toast';
import ContentPage from './content-page';

/** The real content file, validated like the server does. */
export function fileContent(): ClubContent {
  const file = path.resolve(process.cwd(), 'content/club.json');
  return clubContentSchema.parse(JSON.parse(fs.readFileSync(file, 'utf8')));
}

export const HOUR_AGO = Date.now() - 3600_000;

export const version = (id: number, over: Partial<ContentVersionInfo> = {}): ContentVersionInfo => ({
  id,
  createdAt: HOUR_AGO,
  authorUsername: 'olive',
  restoredFrom: null,
  ...over,
});

/**
 * The page at /organisers/content, beside a link to a page to leave for (the unsaved-edits guard
 * asks when it is clicked) and the Toaster. jsdom lacks scrollIntoView (the page scrolls to errors)
 * and closing a <dialog> (the guard's closes when the organiser stays).
 */
export function renderContentPage() {
  Element.prototype.scrollIntoView = vi.fn();
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
  const layout = (
    <>
      <Link to="/organisers/reports">Organiser reports</Link>
      <Outlet />
      <Toaster />
    </>
  );
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: layout,
        children: [
          { path: 'organisers/content', element: <ContentPage /> },
          { path: 'organisers/reports', element: <p>Reports</p> },
        ],
      },
    ],
    { initialEntries: ['/organisers/content'] },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, client };
}
