// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ReportQueue } from '../../../../shared/api/moderation';
import ReportsPage from './reports-page';
import { json, renderAt, signInOrganiser, stubFetch, tearDown } from './test-render';

beforeEach(signInOrganiser);
afterEach(tearDown);

const HOUR_AGO = new Date(Date.now() - 3600_000).toISOString();

const member = (over: Partial<ReportQueue['members'][number]['member']> = {}) => ({
  id: 12,
  username: 'sam',
  firstname: 'Sam',
  lastname: 'Stitch',
  status: 'active' as const,
  statusReason: '',
  thumbnail: '',
  ...over,
});

const report = (over: Partial<ReportQueue['members'][number]['reports'][number]> = {}) => ({
  id: 5,
  reason: 'inappropriate' as const,
  note: 'Not for a family club',
  image: '/api/images/abc.webp',
  imageGone: false,
  reporterUsername: 'robin',
  createdAt: HOUR_AGO,
  subject: null,
  ...over,
});

const QUEUE: ReportQueue = {
  members: [
    {
      member: member(),
      reports: [
        report(),
        report({ id: 6, reason: 'spam', note: '', image: '' }),
        report({
          id: 7,
          reason: 'harassment',
          image: '/api/images/gone.webp',
          imageGone: true,
          reporterUsername: '',
        }),
      ],
    },
  ],
};

const card = () => within(screen.getByRole('listitem', { name: 'Sam Stitch' }));
const dialog = () => within(screen.getByRole('dialog'));

describe('The reports queue', () => {
  it('shows each member with their reports: reason, note, reporter, time and what was reported', async () => {
    stubFetch({ 'GET /api/organisers/reports': json(200, QUEUE) });
    renderAt('/organisers/reports', <ReportsPage />);
    await screen.findByRole('heading', { level: 2, name: 'Sam Stitch' });
    expect(card().getByRole('link', { name: '@sam' }).getAttribute('href')).toBe('/public/sam');
    const reports = within(card().getByRole('list', { name: 'Reports about @sam' })).getAllByRole('listitem');
    expect(reports).toHaveLength(3);
    expect(within(reports[0] as HTMLElement).getByText('Inappropriate content')).toBeTruthy();
    expect(within(reports[0] as HTMLElement).getByText('Not for a family club')).toBeTruthy();
    expect(within(reports[0] as HTMLElement).getByText(/Reported by @robin/).textContent).toContain(
      '1 hour ago',
    );
    expect(
      within(reports[0] as HTMLElement)
        .getByRole('img', { name: 'What was reported (opens in a new tab)' })
        .getAttribute('src'),
    ).toBe('/api/images/abc.webp');
    expect(within(reports[1] as HTMLElement).getByText('Profile')).toBeTruthy();
    expect(within(reports[2] as HTMLElement).getByText('Photo already removed')).toBeTruthy();
    expect(within(reports[2] as HTMLElement).getByText(/Reported by a former member/)).toBeTruthy();
    // Hide photo only where there is a photo still shown; dismiss everywhere; suspend once per member.
    expect(card().getAllByRole('button', { name: 'Hide photo' })).toHaveLength(1);
    expect(card().getAllByRole('button', { name: 'Dismiss report' })).toHaveLength(3);
    expect(card().getByRole('button', { name: 'Suspend member' })).toBeTruthy();
    expect(card().queryByRole('button', { name: 'Lift suspension' })).toBeNull();
  });

  it('hides a photo with a reason that the dialog says is mailed, then refreshes the queue and counts', async () => {
    let queue: ReportQueue = QUEUE;
    const calls = stubFetch({
      'GET /api/organisers/reports': () => json(200, queue),
      'POST /api/organisers/reports/5/hide-photo': () => {
        queue = { members: [] };
        return json(200, { message: 'The photo is hidden and the member was told.' });
      },
    });
    renderAt('/organisers/reports', <ReportsPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Hide photo' }));
    expect(dialog().getByRole('heading', { name: 'Hide this photo?' })).toBeTruthy();
    expect(
      dialog().getByText('@sam receives this reason by email. It is also kept in the audit log.'),
    ).toBeTruthy();

    // Too short: refused here, nothing sent.
    fireEvent.change(dialog().getByLabelText('Reason'), { target: { value: 'no' } });
    fireEvent.click(dialog().getByRole('button', { name: 'Hide photo' }));
    expect(dialog().getByRole('alert').textContent).toBe('Give a short reason: the member receives it.');
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    fireEvent.change(dialog().getByLabelText('Reason'), { target: { value: '  Nudity is not allowed  ' } });
    fireEvent.click(dialog().getByRole('button', { name: 'Hide photo' }));
    expect(await screen.findByText('The photo is hidden and the member was told.')).toBeTruthy();
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.url).toBe('/api/organisers/reports/5/hide-photo');
    expect(post?.body).toEqual({ reason: 'Nudity is not allowed' });
    expect(post?.headers.Authorization).toBe('Bearer tok');
    expect(await screen.findByText('Nothing to review')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls.filter((c) => c.url === '/api/organisers/reports')).toHaveLength(2);
  });

  it("keeps the dialog open with the server's refusal", async () => {
    stubFetch({
      'GET /api/organisers/reports': json(200, QUEUE),
      'POST /api/organisers/reports/6/dismiss': json(404, { message: 'This report is already closed.' }),
    });
    renderAt('/organisers/reports', <ReportsPage />);
    const buttons = await screen.findAllByRole('button', { name: 'Dismiss report' });
    fireEvent.click(buttons[1] as HTMLElement);
    expect(dialog().getByRole('heading', { name: 'Dismiss this report?' })).toBeTruthy();
    fireEvent.change(dialog().getByLabelText('Reason'), { target: { value: 'Ordinary promotion' } });
    fireEvent.click(dialog().getByRole('button', { name: 'Dismiss report' }));
    expect((await dialog().findByRole('alert')).textContent).toBe('This report is already closed.');
  });

  it('suspends an active member from the card', async () => {
    const calls = stubFetch({
      'GET /api/organisers/reports': json(200, QUEUE),
      'POST /api/organisers/members/12/suspend': json(200, { message: 'Suspended' }),
    });
    renderAt('/organisers/reports', <ReportsPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Suspend member' }));
    expect(dialog().getByRole('heading', { name: 'Suspend @sam?' })).toBeTruthy();
    fireEvent.change(dialog().getByLabelText('Reason'), { target: { value: 'Repeated harassment' } });
    fireEvent.click(dialog().getByRole('button', { name: 'Suspend member' }));
    await waitFor(() => expect(calls.some((c) => c.url === '/api/organisers/members/12/suspend')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ reason: 'Repeated harassment' });
  });

  it('shows a suspension with its reason and an appeal first, and lifts it', async () => {
    const calls = stubFetch({
      'GET /api/organisers/reports': json(200, {
        members: [
          {
            member: member({ status: 'suspended', statusReason: 'Spam everywhere' }),
            reports: [
              report({ id: 8, reason: 'spam', image: '' }),
              report({
                id: 9,
                reason: 'appeal',
                note: 'I was hacked, sorry!',
                image: '',
                reporterUsername: 'sam',
              }),
            ],
          },
        ],
      }),
      'POST /api/organisers/members/12/unsuspend': json(200, { message: 'Suspension lifted' }),
    });
    renderAt('/organisers/reports', <ReportsPage />);
    await screen.findByRole('heading', { level: 2, name: 'Sam Stitch' });
    expect(card().getByText('Suspended')).toBeTruthy();
    expect(card().getByText('Spam everywhere')).toBeTruthy();
    const reports = within(card().getByRole('list', { name: 'Reports about @sam' })).getAllByRole('listitem');
    expect(within(reports[0] as HTMLElement).getByText('Appeal of a suspension')).toBeTruthy();
    expect(within(reports[0] as HTMLElement).getByText('I was hacked, sorry!')).toBeTruthy();
    expect(within(reports[0] as HTMLElement).getByRole('button', { name: 'Dismiss appeal' })).toBeTruthy();
    expect(card().queryByRole('button', { name: 'Suspend member' })).toBeNull();

    fireEvent.click(card().getByRole('button', { name: 'Lift suspension' }));
    fireEvent.change(dialog().getByLabelText('Reason'), { target: { value: 'Account recovered' } });
    fireEvent.click(dialog().getByRole('button', { name: 'Lift suspension' }));
    expect(await screen.findByText('Suspension lifted')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.url).toBe('/api/organisers/members/12/unsuspend');
  });

  it('says when there is nothing to review', async () => {
    stubFetch({ 'GET /api/organisers/reports': json(200, { members: [] }) });
    renderAt('/organisers/reports', <ReportsPage />);
    expect(await screen.findByText('Nothing to review')).toBeTruthy();
  });
});
