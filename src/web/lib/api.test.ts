import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api, apiResponse, ResponseMismatchError, waitText } from './api';

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

describe('answers checked against the shared response schemas (development and tests)', () => {
  const card = {
    ID: 7,
    username: 'ada',
    firstname: 'Ada',
    lastname: 'Stitch',
    city: 'Omaha',
    state: 'Nebraska',
    imawhat: 'Cosplayer',
    image: '',
    thumbnail: '',
  };

  it('returns an answer that matches its schema', async () => {
    vi.stubGlobal('fetch', async () => Response.json({ results: [{ state: 'Ohio', count: 3 }] }));
    const numbers = await api('/public/numbers', { check: 'stateNumbers' });
    expect(numbers.results[0]?.count).toBe(3);
  });

  it('throws loudly, naming the call, the schema and the field, when the answer does not match', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.stubGlobal('fetch', async () => Response.json([{ ...card, ID: '7' }]));
    const error = await apiResponse('/search?query=ada', { check: 'search' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ResponseMismatchError);
    expect((error as Error).message).toMatch(
      /^GET \/api\/search\?query=ada answered what its schema "search"/,
    );
    expect((error as Error).message).toContain('0.ID');
    expect(logged).toHaveBeenCalled();
    logged.mockRestore();
  });

  it('leaves error answers to ApiError', async () => {
    vi.stubGlobal('fetch', async () => Response.json({ message: 'No such member' }, { status: 404 }));
    const error = await api('/public/x', { check: 'publicProfile' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
  });
});
