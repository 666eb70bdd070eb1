// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setSession } from '../../lib/session';
import { json, renderSettings, stubFetch, tearDown } from './test-render';

beforeEach(() =>
  setSession({ token: 'tok', username: 'robin', userid: '7', role: 'member', status: 'active' }),
);
afterEach(tearDown);

const OTHER_ROUTES = {
  'GET /api/sessions': json(200, { sessions: [] }),
};
const PROFILE = { ID: 7, username: 'robin', firstname: 'Robin', birthdate: '1992-04-03' };

const privacy = () => within(screen.getByRole('region', { name: 'Privacy' }));
const radio = (group: string, name: string) =>
  within(privacy().getByRole('group', { name: group })).getByRole('radio', { name });

describe('Privacy settings', () => {
  it('starts from the defaults when the server does not send the settings yet', async () => {
    stubFetch({ ...OTHER_ROUTES, 'GET /api/users/7': json(200, PROFILE) });
    renderSettings();
    await screen.findByRole('button', { name: 'Save privacy settings' });
    expect((radio('Who can see your profile', 'Everyone') as HTMLInputElement).checked).toBe(true);
    expect((radio('Who sees your email and phone', 'Everyone') as HTMLInputElement).checked).toBe(true);
    const listed = privacy().getByRole('checkbox', {
      name: /Show me in the member list/,
    }) as HTMLInputElement;
    expect(listed.checked).toBe(true);
    expect(listed.getAttribute('aria-describedby')).toBeTruthy();
    const indexable = privacy().getByRole('checkbox', {
      name: 'Let search engines index my profile',
    }) as HTMLInputElement;
    expect(indexable.checked).toBe(true);
  });

  it('shows the saved settings and saves changes as the four fields only, with the token', async () => {
    const saved = { visibility: 'members', listed: false, contactvisibility: 'nobody', indexable: false };
    const calls = stubFetch({
      ...OTHER_ROUTES,
      'GET /api/users/7': json(200, { ...PROFILE, ...saved }),
      'PUT /api/users/7': json(200, { message: 'Profile updated' }),
    });
    renderSettings();
    await screen.findByRole('button', { name: 'Save privacy settings' });
    expect((radio('Who can see your profile', 'Only signed-in members') as HTMLInputElement).checked).toBe(
      true,
    );
    expect((radio('Who sees your email and phone', 'Nobody') as HTMLInputElement).checked).toBe(true);
    const listed = privacy().getByRole('checkbox', {
      name: /Show me in the member list/,
    }) as HTMLInputElement;
    expect(listed.checked).toBe(false);

    fireEvent.click(radio('Who can see your profile', 'Everyone'));
    fireEvent.click(radio('Who sees your email and phone', 'Members'));
    fireEvent.click(listed);
    fireEvent.click(screen.getByRole('button', { name: 'Save privacy settings' }));

    expect(await screen.findByText('Privacy settings saved')).toBeTruthy();
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.url).toBe('/api/users/7');
    expect(put?.headers.Authorization).toBe('Bearer tok');
    expect(put?.body).toBeInstanceOf(FormData);
    expect(Object.fromEntries(put?.body as FormData)).toEqual({
      visibility: 'everyone',
      listed: 'true',
      contactvisibility: 'members',
      indexable: 'false',
    });
  });

  it("shows the server's message when saving fails and keeps the choices", async () => {
    stubFetch({
      ...OTHER_ROUTES,
      'GET /api/users/7': json(200, PROFILE),
      'PUT /api/users/7': json(400, { message: 'Visibility must be "everyone" or "members"' }),
    });
    renderSettings();
    await screen.findByRole('button', { name: 'Save privacy settings' });
    fireEvent.click(radio('Who can see your profile', 'Only signed-in members'));
    fireEvent.click(screen.getByRole('button', { name: 'Save privacy settings' }));
    const alert = await privacy().findByRole('alert');
    expect(alert.textContent).toBe('Visibility must be "everyone" or "members"');
    expect((radio('Who can see your profile', 'Only signed-in members') as HTMLInputElement).checked).toBe(
      true,
    );
    expect(screen.queryByText('Privacy settings saved')).toBeNull();
  });

  it('offers to try again when the settings cannot be loaded', async () => {
    let fail = true;
    stubFetch({
      ...OTHER_ROUTES,
      'GET /api/users/7': () => (fail ? json(500, { message: 'Something went wrong' }) : json(200, PROFILE)),
    });
    renderSettings();
    expect((await privacy().findByRole('alert')).textContent).toBe('Something went wrong');
    fail = false;
    fireEvent.click(privacy().getByRole('button', { name: 'Try again' }));
    await waitFor(() =>
      expect(privacy().getByRole('button', { name: 'Save privacy settings' })).toBeTruthy(),
    );
  });
});
