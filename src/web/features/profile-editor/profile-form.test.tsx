// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CURRENT_PASSWORD_MESSAGES } from '../../../shared/profile/account-change';
import { ProfileForm } from './profile-form';
import { sampleProfile } from './test-profile';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderForm(fetchMock = vi.fn()) {
  vi.stubGlobal('fetch', fetchMock);
  const router = createMemoryRouter(
    [
      { path: '/update/:userId', element: <ProfileForm userId="7" profile={sampleProfile()} /> },
      { path: '/users', element: <p>Member list</p> },
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

const group = (name: string) => screen.getByRole('group', { name });
const box = (groupName: string, label: string) =>
  within(group(groupName)).getByRole('checkbox', { name: label }) as HTMLInputElement;

describe('ProfileForm', () => {
  it('preloads the states and clears them all when none is chosen', () => {
    renderForm();
    expect(box('States', 'Illinois').checked).toBe(true);
    expect(box('States', 'Ohio').checked).toBe(true);
    expect(box('States', 'none').checked).toBe(false);
    fireEvent.click(box('States', 'none'));
    expect(box('States', 'Illinois').checked).toBe(false);
    expect(box('States', 'Ohio').checked).toBe(false);
    expect(box('States', 'none').checked).toBe(true);
    fireEvent.click(box('States', 'Iowa'));
    expect(box('States', 'Iowa').checked).toBe(true);
    expect(box('States', 'none').checked).toBe(false);
  });

  it('roles have their own none that leaves the states alone', () => {
    renderForm();
    fireEvent.click(box('I am a…', 'Cosplayer'));
    expect(box('I am a…', 'Maker').checked).toBe(true);
    fireEvent.click(box('I am a…', 'none'));
    expect(box('I am a…', 'Maker').checked).toBe(false);
    expect(box('I am a…', 'Cosplayer').checked).toBe(false);
    expect(box('States', 'Illinois').checked).toBe(true);
  });

  it('shows a field check message and sends nothing', () => {
    const { fetchMock } = renderForm();
    const email = screen.getByLabelText('Public email') as HTMLInputElement;
    fireEvent.change(email, { target: { value: 'robin@' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(screen.getByRole('alert').textContent).toBe('Public email must look like name@example.com');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refuses a password that breaks the rule or does not match', () => {
    const { fetchMock } = renderForm();
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'Sew&Stitch9' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(screen.getByRole('alert').textContent).toBe('Passwords do not match');
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'plainword' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(screen.getByRole('alert').textContent).toMatch(/^Password must be at least 8 characters/);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('saves normalised fields (no password) and goes to /users', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ message: 'Profile updated' })));
    const { router } = renderForm(fetchMock);
    fireEvent.change(screen.getByLabelText('Cash App'), { target: { value: '$robinmakes' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/users'));
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/users/7');
    expect(init.method).toBe('PUT');
    const body = init.body as FormData;
    expect(body.get('cashapp')).toBe('robinmakes');
    expect(body.get('state')).toBe('Illinois,Ohio');
    expect(body.get('firstname')).toBe('Robin');
    expect(body.has('password')).toBe(false);
    expect(body.has('profileImage')).toBe(false);
  });

  it('shows the server message when the save is refused', async () => {
    const fetchMock = vi.fn(
      async () => new Response(JSON.stringify({ message: 'Profile photo: not an image' }), { status: 400 }),
    );
    renderForm(fetchMock);
    fireEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Profile photo: not an image');
  });

  it('prefills the recovery email and sends it only when changed', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ message: 'Profile updated' })));
    const { router } = renderForm(fetchMock);
    expect((screen.getByLabelText('Recovery email') as HTMLInputElement).value).toBe('r@example.org');
    expect(screen.queryByLabelText('Current password')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/users'));
    const body = (fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].body as FormData;
    expect(body.has('recoveryemail')).toBe(false);
    expect(body.has('currentpassword')).toBe(false);
  });

  it('asks for the current password when the password changes, and sends it', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ message: 'Profile updated' })));
    const { router } = renderForm(fetchMock);
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'Sew&Stitch9' } });
    fireEvent.change(screen.getByLabelText('Confirm new password'), { target: { value: 'Sew&Stitch9' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(screen.getByRole('alert').textContent).toBe(CURRENT_PASSWORD_MESSAGES.missing);
    expect(screen.getByLabelText('Current password').getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText('Current password'), { target: { value: 'Old#pass1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/users'));
    const body = (fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].body as FormData;
    expect(body.get('password')).toBe('Sew&Stitch9');
    expect(body.get('currentpassword')).toBe('Old#pass1');
  });

  it('asks for the current password for a new recovery email, and shows the server refusing it', async () => {
    const fetchMock = vi.fn(
      async () => new Response(JSON.stringify({ message: CURRENT_PASSWORD_MESSAGES.wrong }), { status: 403 }),
    );
    renderForm(fetchMock);
    fireEvent.change(screen.getByLabelText('Recovery email'), { target: { value: 'new@example.org' } });
    fireEvent.change(screen.getByLabelText('Current password'), { target: { value: 'Guess#pass1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    expect((await screen.findByRole('alert')).textContent).toBe(CURRENT_PASSWORD_MESSAGES.wrong);
    const body = (fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].body as FormData;
    expect(body.get('recoveryemail')).toBe('new@example.org');
    expect(body.get('currentpassword')).toBe('Guess#pass1');
    // Putting the old address back hides the field again.
    fireEvent.change(screen.getByLabelText('Recovery email'), { target: { value: 'r@example.org' } });
    expect(screen.queryByLabelText('Current password')).toBeNull();
  });
});
