// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CURRENT_PASSWORD_MESSAGES } from '../../../shared/profile/account-change';
import { renderForm, save, setUpJsdom, summary, summaryLinks } from './test-render';

setUpJsdom();

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
    save();
    expect(summaryLinks()).toEqual(['Public email must look like name@example.com']);
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('lists every error by Save, each a link that focuses its field and opens its section', async () => {
    const { fetchMock } = renderForm();
    fireEvent.change(screen.getByLabelText('First name'), { target: { value: ' ' } });
    fireEvent.change(screen.getByLabelText('Public phone number'), { target: { value: 'call me' } });
    fireEvent.change(screen.getByLabelText('Instagram'), { target: { value: 'not a handle!' } });
    fireEvent.change(screen.getByLabelText('Reddit'), { target: { value: '/u/robin_makes' } });
    fireEvent.change(screen.getByLabelText('Etsy'), { target: { value: 'https://evil.example/shop' } });
    fireEvent.change(screen.getByLabelText('Calendar embed URL'), {
      target: { value: 'https://evil.example' },
    });
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'Sew&Stitch9' } });
    save();
    expect(summaryLinks()).toEqual([
      'First name cannot be empty',
      'Public phone number may contain only digits, spaces and + ( ) - .',
      'Instagram must be your Instagram handle or profile address',
      'Etsy must be your Etsy handle or profile address',
      'Calendar embed URL must be an https address from calendar.google.com',
      'Passwords do not match',
      CURRENT_PASSWORD_MESSAGES.missing,
    ]);
    await waitFor(() => expect(document.activeElement).toBe(summary()));
    expect(fetchMock).not.toHaveBeenCalled();

    // The sections holding errors opened by themselves; the others stay closed.
    const section = (title: string) =>
      screen.getByText(title, { selector: '.disclosure-title' }).closest('details');
    expect(section('Social links')?.open).toBe(true);
    expect(section('Support links')?.open).toBe(true);
    expect(section('Account')?.open).toBe(true);

    // Closed again by hand, a link still opens the section and focuses the field.
    section('Social links')?.removeAttribute('open');
    fireEvent.click(within(summary()).getByRole('link', { name: /^Instagram/ }));
    expect(document.activeElement).toBe(screen.getByLabelText('Instagram'));
    expect(section('Social links')?.open).toBe(true);
    fireEvent.click(within(summary()).getByRole('link', { name: /^Public phone number/ }));
    expect(document.activeElement).toBe(screen.getByLabelText('Public phone number'));
  });

  it('refuses a password that breaks the rule or does not match', () => {
    const { fetchMock } = renderForm();
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'Sew&Stitch9' } });
    fireEvent.change(screen.getByLabelText('Current password'), { target: { value: 'Old#pass1' } });
    save();
    expect(summaryLinks()).toEqual(['Passwords do not match']);
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'plainword' } });
    save();
    expect(summaryLinks()).toEqual([
      'Password must be at least 8 characters long, contain at least one number, and one special character',
    ]);
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
    save();
    expect(summaryLinks()).toEqual([CURRENT_PASSWORD_MESSAGES.missing]);
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
