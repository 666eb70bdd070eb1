// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { QueuedReport, ReportQueue } from '../../../../shared/api/moderation';
import ReportsPage from './reports-page';
import { json, renderAt, signInOrganiser, stubFetch, tearDown } from './test-render';

beforeEach(signInOrganiser);
afterEach(tearDown);

const report = (id: number, subject: QueuedReport['subject']): QueuedReport => ({
  id,
  reason: 'inappropriate',
  note: '',
  image: '',
  imageGone: false,
  reporterUsername: 'robin',
  createdAt: new Date().toISOString(),
  subject,
});
const queueOf = (...reports: QueuedReport[]): ReportQueue => ({
  members: [
    {
      member: {
        id: 12,
        username: 'mara',
        firstname: 'Mara',
        lastname: 'Maker',
        status: 'active',
        statusReason: '',
        thumbnail: '',
      },
      reports,
    },
  ],
});
const PROJECT = report(9, {
  kind: 'project',
  id: '41',
  label: 'Project “Mercy wings” by Mara Maker',
  href: '/projects/41',
});
const ENTRY = report(10, {
  kind: 'project-entry',
  id: '77',
  label: 'Log entry of 12 May in “Mercy wings”',
  href: '/projects/41',
});

describe('a reported costume project, log entry or tutorial', () => {
  it('is hidden after a confirm step, and the report then says so', async () => {
    const calls = stubFetch({
      'GET /api/organisers/reports': json(200, queueOf(PROJECT)),
      'POST /api/organisers/projects/41/hide': json(200, {
        message: 'Project hidden. Only its maker sees it now.',
      }),
    });
    renderAt('/organisers/reports', <ReportsPage />);
    expect(await screen.findByRole('link', { name: 'Project “Mercy wings” by Mara Maker' })).toBeTruthy();
    expect(screen.getByText('Project')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Hide project' }));
    const confirm = within(screen.getByRole('dialog', { name: 'Hide this project?' }));
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    fireEvent.click(confirm.getByRole('button', { name: 'Hide project' }));
    expect(await screen.findByText('Project hidden. Only its maker sees it now.')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText('Hidden from everyone but its maker')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Hide project' })).toBeNull();
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.url).toBe('/api/organisers/projects/41/hide');
    expect(post?.headers.Authorization).toBe('Bearer tok');
    await waitFor(() => expect(calls.filter((c) => c.url === '/api/organisers/reports')).toHaveLength(2));
  });

  it('hides a log entry by its project and id, and keeps the dialog open with a refusal', async () => {
    const calls = stubFetch({
      'GET /api/organisers/reports': json(200, queueOf(ENTRY)),
      'POST /api/organisers/projects/41/entries/77/hide': json(404, { message: 'No such log entry.' }),
    });
    renderAt('/organisers/reports', <ReportsPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Hide log entry' }));
    const confirm = within(screen.getByRole('dialog', { name: 'Hide this log entry?' }));
    fireEvent.click(confirm.getByRole('button', { name: 'Hide log entry' }));
    expect(await confirm.findByText('No such log entry.')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.url).toBe('/api/organisers/projects/41/entries/77/hide');
  });

  it('hides a reported tutorial by its id', async () => {
    const calls = stubFetch({
      'GET /api/organisers/reports': json(
        200,
        queueOf(
          report(12, {
            kind: 'tutorial',
            id: '8',
            label: 'Tutorial “Foam bracers” by Mara Maker',
            href: '/tutorials/8',
          }),
        ),
      ),
      'POST /api/organisers/tutorials/8/hide': json(200, {
        message: 'Tutorial hidden. Only its maker sees it now.',
      }),
    });
    renderAt('/organisers/reports', <ReportsPage />);
    const link = await screen.findByRole('link', { name: 'Tutorial “Foam bracers” by Mara Maker' });
    expect(link.getAttribute('href')).toBe('/tutorials/8');
    expect(screen.getByText('Tutorial')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Hide tutorial' }));
    const confirm = within(screen.getByRole('dialog', { name: 'Hide this tutorial?' }));
    fireEvent.click(confirm.getByRole('button', { name: 'Hide tutorial' }));
    expect(await screen.findByText('Tutorial hidden. Only its maker sees it now.')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.url).toBe('/api/organisers/tutorials/8/hide');
  });

  it('hides a reported comment by its id; the report says only its author sees it now', async () => {
    const calls = stubFetch({
      'GET /api/organisers/reports': json(
        200,
        queueOf(
          report(13, {
            kind: 'comment',
            id: '55',
            label: 'Comment by Mara Maker on “Foam night”: “buy my stuff”',
            href: '/events/3#comment-55',
          }),
        ),
      ),
      'POST /api/organisers/comments/55/hide': json(200, {
        message: 'Comment hidden: only its author sees it now.',
      }),
    });
    renderAt('/organisers/reports', <ReportsPage />);
    const link = await screen.findByRole('link', { name: /Comment by Mara Maker/ });
    expect(link.getAttribute('href')).toBe('/events/3#comment-55');
    fireEvent.click(screen.getByRole('button', { name: 'Hide comment' }));
    const confirm = within(screen.getByRole('dialog', { name: 'Hide this comment?' }));
    expect(confirm.getByText(/Everyone but its author stops seeing it/)).toBeTruthy();
    fireEvent.click(confirm.getByRole('button', { name: 'Hide comment' }));
    expect(await screen.findByText('Hidden from everyone but its author')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.url).toBe('/api/organisers/comments/55/hide');
  });

  it('offers no hiding once the project is gone', async () => {
    stubFetch({
      'GET /api/organisers/reports': json(
        200,
        queueOf(report(11, { kind: 'project', id: '41', label: '(removed)', href: null })),
      ),
    });
    renderAt('/organisers/reports', <ReportsPage />);
    expect(await screen.findByText('(removed)')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Hide/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Dismiss report' })).toBeTruthy();
  });
});
