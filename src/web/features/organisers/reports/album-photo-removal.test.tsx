// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ReportQueue } from '../../../../shared/api/moderation';
import ReportsPage from './reports-page';
import { json, renderAt, signInOrganiser, stubFetch, tearDown } from './test-render';

beforeEach(signInOrganiser);
afterEach(tearDown);

const ID = 'd'.repeat(22);
const QUEUE: ReportQueue = {
  members: [
    {
      member: {
        id: 12,
        username: 'petra',
        firstname: 'Petra',
        lastname: 'Lens',
        status: 'active',
        statusReason: '',
        thumbnail: '',
      },
      reports: [
        {
          id: 9,
          reason: 'inappropriate',
          note: '',
          image: `/api/album-photos/${ID}?exp=1&sig=r`,
          imageGone: false,
          reporterUsername: 'robin',
          createdAt: new Date().toISOString(),
          subject: {
            kind: 'album-photo',
            id: ID,
            label: 'Album photo in “Saturday” at Gen Con',
            href: '/cons/gen-con',
          },
        },
      ],
    },
  ],
};
const DELETE_URL = `DELETE /api/organisers/album-photos/${ID}`;

describe('a reported album photo', () => {
  it('is removed after a confirm step, and the report then shows it gone', async () => {
    const calls = stubFetch({
      'GET /api/organisers/reports': json(200, QUEUE),
      [DELETE_URL]: () => new Response(null, { status: 204 }),
    });
    renderAt('/organisers/reports', <ReportsPage />);
    const remove = await screen.findByRole('button', { name: 'Remove album photo' });
    expect(screen.queryByRole('button', { name: 'Hide photo' })).toBeNull();
    fireEvent.click(remove);
    const confirm = within(screen.getByRole('dialog', { name: 'Remove this album photo?' }));
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    fireEvent.click(confirm.getByRole('button', { name: 'Remove album photo' }));
    expect(await screen.findByText('Album photo removed')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText('Photo already removed')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Remove album photo' })).toBeNull();
    const del = calls.find((c) => c.method === 'DELETE');
    expect(del?.url).toBe(`/api/organisers/album-photos/${ID}`);
    expect(del?.headers.Authorization).toBe('Bearer tok');
    // The queue and the audit log are refreshed.
    await waitFor(() => expect(calls.filter((c) => c.url === '/api/organisers/reports')).toHaveLength(2));
  });

  it('keeps the confirm dialog open with the server’s refusal', async () => {
    stubFetch({
      'GET /api/organisers/reports': json(200, QUEUE),
      [DELETE_URL]: json(404, { message: 'No such photo.' }),
    });
    renderAt('/organisers/reports', <ReportsPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Remove album photo' }));
    const confirm = within(screen.getByRole('dialog'));
    fireEvent.click(confirm.getByRole('button', { name: 'Remove album photo' }));
    expect(await confirm.findByText('No such photo.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeTruthy();
  });
});
