// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { json, renderAt, signInOrganiser, stubFetch, tearDown } from '../reports/test-render';
import AuditPage, { actionLabel } from './audit-page';

beforeEach(signInOrganiser);
afterEach(tearDown);

const entry = (id: number, over: Record<string, string> = {}) => ({
  id,
  at: '2026-03-14T18:05:00.000Z',
  actorUsername: 'olive',
  action: 'photo.hide',
  memberUsername: 'sam',
  memberProfile: 'sam',
  detail: '/api/images/abc.webp',
  reason: 'Nudity is not allowed',
  ...over,
});

describe('The audit log', () => {
  it('labels known actions and shows an unknown one as stored', () => {
    expect(actionLabel('member.suspend')).toBe('Suspended');
    expect(actionLabel('something.new')).toBe('something.new');
    expect(actionLabel('toString')).toBe('toString');
  });

  it('lists entries as a table with when, who, what, member, detail and reason, read-only', async () => {
    const calls = stubFetch({
      'GET /api/organisers/audit?page=1&limit=10': json(
        200,
        {
          entries: [entry(2), entry(1, { action: 'future.thing', memberUsername: '', reason: '' })],
          total: 2,
        },
        { 'X-Total-Count': '2' },
      ),
    });
    renderAt('/organisers/audit', <AuditPage />);
    expect(screen.getByText(/Entries cannot be edited or deleted\./)).toBeTruthy();
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(
      within(rows[0] as HTMLElement)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['When', 'Who', 'What', 'Member', 'Detail', 'Reason']);
    const cells = within(rows[1] as HTMLElement)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells[0]).toBe(
      new Date('2026-03-14T18:05:00.000Z').toLocaleString('en-US', {
        dateStyle: 'medium',
        timeStyle: 'short',
      }),
    );
    expect(cells.slice(1)).toEqual([
      '@olive',
      'Hid a photo',
      '@sam',
      '/api/images/abc.webp',
      'Nudity is not allowed',
    ]);
    expect(within(rows[2] as HTMLElement).getAllByRole('cell')[2]?.textContent).toBe('future.thing');
    expect(within(rows[2] as HTMLElement).getAllByRole('cell')[3]?.textContent).toBe('—');
    // The phone's cards say the same.
    const cards = within(screen.getByRole('list', { name: 'Organiser actions, newest first' })).getAllByRole(
      'listitem',
    );
    expect(cards[0]?.textContent).toContain('Hid a photo @sam');
    expect(cards[0]?.textContent).toContain('Reason: Nudity is not allowed');
    // A live member's name links to their profile, in the table and on the cards.
    for (const place of [table, cards[0] as HTMLElement])
      expect(within(place).getByRole('link', { name: '@sam' }).getAttribute('href')).toBe('/public/sam');
    expect(screen.getByText('2 entries')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /delete|edit/i })).toBeNull();
    expect(calls[0]?.headers.Authorization).toBe('Bearer tok');
  });

  it('leaves a deleted member’s name as plain text, and links the name the member has now', async () => {
    stubFetch({
      'GET /api/organisers/audit?page=1&limit=10': json(200, {
        entries: [
          entry(2, { memberUsername: 'gone', memberProfile: '' }),
          entry(1, { memberUsername: 'Río Grande', memberProfile: 'río grande' }),
        ],
        total: 2,
      }),
    });
    renderAt('/organisers/audit', <AuditPage />);
    const table = await screen.findByRole('table');
    expect(within(table).getByText('@gone').closest('a')).toBeNull();
    expect(within(table).queryByRole('link', { name: '@gone' })).toBeNull();
    expect(within(table).getByRole('link', { name: '@Río Grande' }).getAttribute('href')).toBe(
      `/public/${encodeURIComponent('río grande')}`,
    );
  });

  it('pages with the Pager', async () => {
    const calls = stubFetch({
      'GET /api/organisers/audit?page=1&limit=10': json(200, {
        entries: Array.from({ length: 10 }, (_, i) => entry(25 - i)),
        total: 25,
      }),
      'GET /api/organisers/audit?page=2&limit=10': json(200, {
        entries: [entry(15, { action: 'member.unsuspend' })],
        total: 25,
      }),
    });
    renderAt('/organisers/audit', <AuditPage />);
    const pager = await screen.findByRole('navigation', { name: 'Audit log pages' });
    expect(within(pager).getByText('Page 1 of 3')).toBeTruthy();
    fireEvent.click(within(pager).getByRole('button', { name: 'Next' }));
    expect(await within(pager).findByText('Page 2 of 3')).toBeTruthy();
    expect(await within(screen.getByRole('table')).findByText('Lifted a suspension')).toBeTruthy();
    expect(calls.map((c) => c.url)).toContain('/api/organisers/audit?page=2&limit=10');
  });

  it('says when nothing has been recorded yet', async () => {
    stubFetch({ 'GET /api/organisers/audit?page=1&limit=10': json(200, { entries: [], total: 0 }) });
    renderAt('/organisers/audit', <AuditPage />);
    expect(await screen.findByText('No actions yet')).toBeTruthy();
  });
});
