// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getSession, setSession } from '../../lib/session';
import { exportFileName } from './download-export';
import { json, renderSettings, stubFetch, tearDown } from './test-render';

beforeEach(() =>
  setSession({ token: 'tok', username: 'robin', userid: '7', role: 'member', status: 'active' }),
);
afterEach(tearDown);

const OTHER_ROUTES = {
  'GET /api/users/7': json(200, { ID: 7 }),
  'GET /api/sessions': json(200, { sessions: [] }),
};
const data = () => within(screen.getByRole('region', { name: 'Your data' }));

describe('Your data', () => {
  it('downloads the zip with the token and saves it under the name the server gave', async () => {
    const zip = new Uint8Array([0x50, 0x4b, 0x03, 0x04]);
    const calls = stubFetch({
      ...OTHER_ROUTES,
      'GET /api/me/export': () =>
        new Response(zip, {
          status: 200,
          headers: {
            'content-type': 'application/zip',
            'content-disposition': 'attachment; filename="robin-export.zip"',
          },
        }),
    });
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:export');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const clicked: { href: string; download: string; attached: boolean }[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push({ href: this.href, download: this.download, attached: document.body.contains(this) });
    });

    renderSettings();
    fireEvent.click(data().getByRole('button', { name: 'Download your data' }));
    expect(await screen.findByText('Your data is downloading (robin-export.zip)')).toBeTruthy();
    expect(calls.find((c) => c.url === '/api/me/export')?.headers.Authorization).toBe('Bearer tok');
    expect(clicked).toEqual([{ href: 'blob:export', download: 'robin-export.zip', attached: true }]);
    const blob = createObjectURL.mock.calls[0]?.[0];
    expect(new Uint8Array(await (blob as Blob).arrayBuffer())).toEqual(zip);
    expect(document.querySelector('a[download]')).toBeNull();
    click.mockRestore();
  });

  it('says how long to wait when the server answers 429', async () => {
    stubFetch({
      ...OTHER_ROUTES,
      'GET /api/me/export': json(429, { message: 'Too many exports' }, { 'retry-after': '1500' }),
    });
    renderSettings();
    fireEvent.click(data().getByRole('button', { name: 'Download your data' }));
    expect((await data().findByRole('alert')).textContent).toBe(
      'Too many attempts. Try again in 25 minutes.',
    );
    expect(data().getByRole('button', { name: 'Download your data' })).toBeTruthy();
  });

  it("shows the server's message otherwise", async () => {
    stubFetch({ ...OTHER_ROUTES, 'GET /api/me/export': json(500, { message: 'Something went wrong' }) });
    renderSettings();
    fireEvent.click(data().getByRole('button', { name: 'Download your data' }));
    expect((await data().findByRole('alert')).textContent).toBe('Something went wrong');
  });

  it('a 401 ends the session here too, as every member call does', async () => {
    stubFetch({ ...OTHER_ROUTES, 'GET /api/me/export': json(401, { message: 'Please log in again' }) });
    renderSettings();
    fireEvent.click(data().getByRole('button', { name: 'Download your data' }));
    await waitFor(() => expect(getSession()).toBeNull());
  });

  it('names the file from the answer, without any path, or after the member', () => {
    expect(exportFileName('attachment; filename="robin-export.zip"', 'robin')).toBe('robin-export.zip');
    expect(exportFileName('attachment; filename=../../evil.zip', 'robin')).toBe('....evil.zip');
    expect(exportFileName(null, 'robin')).toBe('robin-export.zip');
    expect(exportFileName('attachment', 'robin')).toBe('robin-export.zip');
  });
});
