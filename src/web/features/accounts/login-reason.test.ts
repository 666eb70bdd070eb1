import { describe, expect, it } from 'vitest';
import { loginReason, returnPath } from './login-reason';

describe('login reason and return path', () => {
  it('a plain visit has no reason and goes to /motd, as the spec says', () => {
    expect(loginReason(null)).toBe('');
    expect(returnPath(null)).toBe('/motd');
  });

  it('says why a member page sent the visitor, and comes back to it', () => {
    const state = { from: '/users?page=2&limit=5', ended: false };
    expect(loginReason(state)).toBe('Log in to see the member list.');
    expect(returnPath(state)).toBe('/users?page=2&limit=5');
    expect(loginReason({ from: '/update/7', ended: false })).toBe('Log in to edit your profile.');
    expect(loginReason({ from: '/protected', ended: false })).toBe('Log in to see that page.');
    expect(loginReason({ from: '/events/new', ended: false })).toBe('Log in to create an event.');
    expect(loginReason({ from: '/events/12/card', ended: false })).toBe('Log in to plan or answer events.');
  });

  it('says when the server ended the session', () => {
    expect(loginReason({ from: '/games', ended: true })).toBe(
      'Your session has ended. Log in to play the games.',
    );
  });

  it('never returns to another site', () => {
    expect(returnPath({ from: '//evil.example/x', ended: false })).toBe('/motd');
    expect(returnPath({ from: 'https://evil.example/', ended: false })).toBe('/motd');
  });
});
