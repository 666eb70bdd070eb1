// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { EMAIL_VERIFICATION_MESSAGES as TEXT } from '../../../shared/api/email-verification';
import { setSession } from '../../lib/session';
import { json, renderSettings, stubFetch, tearDown } from './test-render';

beforeEach(() =>
  setSession({ token: 'tok', username: 'robin', userid: '7', role: 'member', status: 'active' }),
);
afterEach(tearDown);

const OTHER_ROUTES = { 'GET /api/sessions': json(200, { sessions: [] }) };
const profile = (state: Record<string, unknown>) =>
  json(200, {
    ID: 7,
    username: 'robin',
    recoveryemail: 'robin@example.org',
    recoveryEmailVerified: false,
    recoveryEmailGrandfathered: false,
    ...state,
  });
const section = () => within(screen.getByRole('region', { name: 'Recovery email' }));

describe('Recovery email settings', () => {
  it('shows a confirmed address as Verified, with no resend button', async () => {
    stubFetch({ ...OTHER_ROUTES, 'GET /api/users/7': profile({ recoveryEmailVerified: true }) });
    renderSettings();
    expect(await section().findByText('Verified')).toBeTruthy();
    expect(section().getByText('robin@example.org')).toBeTruthy();
    expect(section().queryByText('Unverified')).toBeNull();
    expect(section().queryByRole('button', { name: 'Resend the link' })).toBeNull();
  });

  it('shows Unverified and resends the link once, with the token', async () => {
    const calls = stubFetch({
      ...OTHER_ROUTES,
      'GET /api/users/7': profile({}),
      'POST /api/verifyemail/resend': json(202, { message: TEXT.resent }),
    });
    renderSettings();
    expect(await section().findByText('Unverified')).toBeTruthy();
    expect(section().getByText(/password-reset mail is not sent to it/)).toBeTruthy();
    fireEvent.click(section().getByRole('button', { name: 'Resend the link' }));
    expect(await section().findByText(TEXT.resent)).toBeTruthy();
    const posts = calls.filter((c) => c.method === 'POST');
    expect(posts.map((c) => [c.url, c.headers.Authorization])).toEqual([
      ['/api/verifyemail/resend', 'Bearer tok'],
    ]);
    expect((section().getByRole('button', { name: 'Resend the link' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it("shows the server's message when resending is refused (rate limit)", async () => {
    stubFetch({
      ...OTHER_ROUTES,
      'GET /api/users/7': profile({}),
      'POST /api/verifyemail/resend': json(429, { message: 'Too many requests' }, { 'retry-after': '600' }),
    });
    renderSettings();
    fireEvent.click(await section().findByRole('button', { name: 'Resend the link' }));
    expect((await section().findByRole('alert')).textContent).toBe(
      'Too many attempts. Try again in 10 minutes.',
    );
  });

  it('asks a grandfathered member to confirm the address', async () => {
    stubFetch({ ...OTHER_ROUTES, 'GET /api/users/7': profile({ recoveryEmailGrandfathered: true }) });
    renderSettings();
    expect(await section().findByText(/Please confirm this address/)).toBeTruthy();
    expect(section().getByRole('button', { name: 'Resend the link' })).toBeTruthy();
  });

  it('without an address, says so and links to the profile editor', async () => {
    stubFetch({ ...OTHER_ROUTES, 'GET /api/users/7': profile({ recoveryemail: '' }) });
    renderSettings();
    expect(await section().findByText(/You have no recovery email/)).toBeTruthy();
    expect(section().queryByText('Unverified')).toBeNull();
    expect(section().getByRole('link', { name: 'Change it in your profile' }).getAttribute('href')).toBe(
      '/update/7',
    );
  });
});
