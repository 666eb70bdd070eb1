// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { QueuedReport, ReportQueue } from '../../../../shared/api/moderation';
import ReportsPage from './reports-page';
import { json, renderAt, signInOrganiser, stubFetch, tearDown } from './test-render';

beforeEach(signInOrganiser);
afterEach(tearDown);

const report = (id: number, subject: QueuedReport['subject']): QueuedReport => ({
  id,
  reason: 'harassment',
  note: '',
  image: '',
  imageGone: false,
  reporterUsername: 'robin',
  createdAt: new Date().toISOString(),
  subject,
});

const QUEUE: ReportQueue = {
  members: [
    {
      member: {
        id: 3,
        username: 'lea',
        firstname: 'Lea',
        lastname: 'Lead',
        status: 'active',
        statusReason: '',
        thumbnail: '',
      },
      reports: [
        report(1, {
          kind: 'con-group',
          id: '4',
          label: 'Group cosplay “Liyue” at Gen Con',
          href: '/cons/gen-con#groups',
        }),
        report(2, { kind: 'shoot-slot', id: '9', label: '(removed)', href: null }),
        report(3, null),
      ],
    },
  ],
};

describe('A report of a group or a slot in the queue', () => {
  it('names what was reported, linked while it exists, and says when it was removed', async () => {
    stubFetch({ 'GET /api/organisers/reports': json(200, QUEUE) });
    renderAt('/organisers/reports', <ReportsPage />);
    await screen.findByRole('heading', { level: 2, name: 'Lea Lead' });
    const items = within(screen.getByRole('list', { name: 'Reports about @lea' })).getAllByRole('listitem');
    const [group, slot, profile] = items.map((item) => within(item));
    expect(group!.getByText('Group cosplay').className).toContain('queue-report-placeholder');
    expect(group!.getByRole('link', { name: 'Group cosplay “Liyue” at Gen Con' }).getAttribute('href')).toBe(
      '/cons/gen-con#groups',
    );
    expect(slot!.getByText('Photoshoot slot')).toBeTruthy();
    expect(slot!.getByText('(removed)').tagName).toBe('P');
    expect(slot!.queryByRole('link', { name: '(removed)' })).toBeNull();
    expect(profile!.getByText('Profile')).toBeTruthy();
    // A group or slot report has no photo to hide; it is dismissed like any other.
    expect(screen.queryByRole('button', { name: 'Hide photo' })).toBeNull();
    expect(screen.getAllByRole('button', { name: 'Dismiss report' })).toHaveLength(3);
  });
});
