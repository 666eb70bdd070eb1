import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router';
import { afterEach, beforeEach, vi } from 'vitest';
import type { OwnProfile } from '../../../shared/profile/profile-api';
import { xhrThroughFetch } from '../../lib/xhr-fetch-double';
import { Toaster } from '../../ui/toast';
import { ProfileForm } from './profile-form';
import { sampleProfile } from './test-profile';

/** For the editor's jsdom tests: what jsdom lacks, and a clean page after each test. */
export function setUpJsdom() {
  beforeEach(() => {
    // jsdom lays nothing out; the form scrolls the error list and fields into view.
    Element.prototype.scrollIntoView = vi.fn();
    // …and has no modal dialogs: open and close by the attribute.
    HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
      this.removeAttribute('open');
    };
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });
}

/**
 * The form at /update/7 under a layout with a link to the member list and the Toaster, as the app
 * has them, and /users to land on. The unsaved-edits guard asks when a link is clicked (or on
 * Back/Forward); the app's own navigations after a save go ahead.
 */
export function renderForm(fetchMock = vi.fn(), profile: OwnProfile = sampleProfile()) {
  vi.stubGlobal('fetch', fetchMock);
  // Saves with photos go by XMLHttpRequest (for their progress): to the same mock.
  vi.stubGlobal('XMLHttpRequest', xhrThroughFetch(fetchMock));
  const layout = (
    <>
      <Link to="/users">Members</Link>
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
          { path: 'update/:userId', element: <ProfileForm userId="7" profile={profile} /> },
          { path: 'users', element: <p>Member list</p> },
        ],
      },
    ],
    { initialEntries: ['/update/7'] },
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { fetchMock, router };
}

/** A server that accepts the save. */
export const savedFetch = () =>
  vi.fn(async () => new Response(JSON.stringify({ message: 'Profile updated' })));
export const sentBody = (fetchMock: ReturnType<typeof vi.fn>) =>
  (fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].body as FormData;
export const summary = () => screen.getByRole('region', { name: /^Not saved yet/ });
export const summaryLinks = () =>
  within(summary())
    .getAllByRole('link')
    .map((a) => a.textContent);
/** A click on the layout's link to the member list, as a member leaving the form would. */
export const goToMembers = () => fireEvent.click(screen.getByRole('link', { name: 'Members' }));
export const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save profile' }));
