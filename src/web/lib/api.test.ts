import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api, waitText } from './api';

afterEach(() => vi.unstubAllGlobals());

describe('waitText', () => {
  it('says how long to wait in the largest sensible unit, rounded up', () => {
    expect(waitText(1)).toBe('1 second');
    expect(waitText(40)).toBe('40 seconds');
    expect(waitText(61)).toBe('2 minutes');
    expect(waitText(720)).toBe('12 minutes');
    expect(waitText(3600)).toBe('60 minutes');
    expect(waitText(2 * 3600)).toBe('2 hours');
  });
});

describe('api', () => {
  it('turns a 429 into "Try again in …" from Retry-After', async () => {
    vi.stubGlobal('fetch', async () =>
      Response.json(
        { message: 'Too many attempts. Please wait and try again.' },
        { status: 429, headers: { 'Retry-After': '720' } },
      ),
    );
    const error = await api('/login', { method: 'POST', body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).serverMessage).toBe('Too many attempts. Try again in 12 minutes.');
  });

  it("keeps the server's message for other failures", async () => {
    vi.stubGlobal('fetch', async () => Response.json({ message: 'User not found' }, { status: 404 }));
    const error = (await api('/public/x').catch((e: unknown) => e)) as ApiError;
    expect(error.serverMessage).toBe('User not found');
  });
});
