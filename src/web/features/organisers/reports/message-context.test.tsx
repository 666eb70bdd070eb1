// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ReportedMessageLine } from '../../../../shared/api/message-reports';
import type { QueuedReport, ReportQueue } from '../../../../shared/api/moderation';
import ReportsPage from './reports-page';
import { json, renderAt, signInOrganiser, stubFetch, tearDown } from './test-render';

beforeEach(signInOrganiser);
afterEach(tearDown);

const line = (id: number, sender: string, body: string, extra: Partial<ReportedMessageLine> = {}) => ({
  id,
  sender,
  senderUsername: sender.toLowerCase(),
  body,
  photoAlt: null,
  createdAt: '2026-06-01T12:00:00.000Z',
  deleted: false,
  hidden: false,
  reported: false,
  ...extra,
});

const REPORT: QueuedReport = {
  id: 21,
  reason: 'harassment',
  note: '',
  image: '',
  imageGone: false,
  reporterUsername: 'robin',
  createdAt: new Date().toISOString(),
  subject: {
    kind: 'message',
    id: '77',
    label: 'Message by Tom Troll in the group “Foam crew”: “You stink”',
    href: null,
  },
  conversation: {
    kind: 'group',
    title: 'Foam crew',
    members: [
      { username: 'tom', name: 'Tom Troll', state: 'active' },
      { username: 'robin', name: 'Robin Reed', state: 'active' },
    ],
    messages: [
      line(75, 'Robin', 'How did you seal the foam?'),
      line(76, 'Robin', '', { deleted: true }),
      line(77, 'Tom', 'You stink', { reported: true }),
      line(78, 'Robin', 'Look', { photoAlt: 'A bracer' }),
    ],
  },
};
const queueOf = (report: QueuedReport): ReportQueue => ({
  members: [
    {
      member: {
        id: 12,
        username: 'tom',
        firstname: 'Tom',
        lastname: 'Troll',
        status: 'active',
        statusReason: '',
        thumbnail: '',
      },
      reports: [report],
    },
  ],
});

describe('a reported message in the queue', () => {
  it('shows the conversation around it as a transcript, the reported one marked, and no link', async () => {
    stubFetch({ 'GET /api/organisers/reports': json(200, queueOf(REPORT)) });
    renderAt('/organisers/reports', <ReportsPage />);
    expect(
      await screen.findByText('Message by Tom Troll in the group “Foam crew”: “You stink”'),
    ).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Message by/ })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Group “Foam crew”: Tom Troll, Robin Reed' })).toBeTruthy();
    const transcript = screen.getByRole('list', { name: 'Messages around the reported one' });
    const items = within(transcript).getAllByRole('listitem');
    expect(items).toHaveLength(4);
    expect(items[0]?.textContent).toContain('How did you seal the foam?');
    expect(items[1]?.textContent).toContain('Message deleted');
    expect(items[2]?.className).toContain('queue-message-reported');
    expect(items[2]?.textContent).toContain('Reported');
    expect(items[2]?.textContent).toContain('You stink');
    expect(items[3]?.textContent).toContain('Photo: “A bracer”');
    expect(items.filter((li) => li.className.includes('queue-message-reported'))).toHaveLength(1);
  });

  it('hides the message, then shows it again, through the organisers’ routes', async () => {
    const calls = stubFetch({
      'GET /api/organisers/reports': json(200, queueOf(REPORT)),
      'POST /api/organisers/messages/77/hide': json(200, {
        message: 'Message hidden: only its sender sees it now.',
      }),
      'POST /api/organisers/messages/77/unhide': json(200, { message: 'Message shown again.' }),
    });
    renderAt('/organisers/reports', <ReportsPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Hide message' }));
    expect(await screen.findByText('Message hidden: only its sender sees it now.')).toBeTruthy();
    expect(screen.getByText('Hidden from everyone but its sender')).toBeTruthy();
    expect(screen.getByText(/Reported · Hidden/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Show message' }));
    expect(await screen.findByText('Message shown again.')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Hide message' })).toBeTruthy();
    const posts = calls.filter((c) => c.method === 'POST').map((c) => c.url);
    expect(posts).toEqual(['/api/organisers/messages/77/hide', '/api/organisers/messages/77/unhide']);
  });

  it('offers Show message for a message already hidden', async () => {
    const hidden = {
      ...REPORT,
      conversation: {
        ...REPORT.conversation!,
        messages: [line(77, 'Tom', 'You stink', { reported: true, hidden: true })],
      },
    };
    stubFetch({ 'GET /api/organisers/reports': json(200, queueOf(hidden)) });
    renderAt('/organisers/reports', <ReportsPage />);
    expect(await screen.findByRole('button', { name: 'Show message' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Hide message' })).toBeNull();
  });
});
