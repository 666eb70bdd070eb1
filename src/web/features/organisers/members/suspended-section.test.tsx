// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { OutMember } from '../../../../shared/api/organiser-members';
import { json, renderAt, signInOrganiser, stubFetch, tearDown } from '../reports/test-render';
import { SuspendedSection } from './suspended-section';

beforeEach(signInOrganiser);
afterEach(tearDown);

const HOUR_AGO = new Date(Date.now() - 3600_000).toISOString();

const suspended: OutMember = {
  id: 12,
  username: 'sam',
  firstname: 'Sam',
  lastname: 'Stitch',
  standing: 'suspended',
  reason: 'Spam links in every message',
  decidedBy: 'olive',
  decidedAt: HOUR_AGO,
  appealedAt: HOUR_AGO,
  erasesAt: null,
};
const leaving: OutMember = {
  ...suspended,
  id: 13,
  username: 'dana',
  firstname: 'Dana',
  lastname: 'Leaving',
  standing: 'deleting',
  reason: '',
  decidedBy: 'dana',
  appealedAt: null,
  erasesAt: '2026-07-01T12:00:00.000Z',
};
const LIST = '/api/organisers/members/suspended?page=1';

describe('Suspended and deleted accounts', () => {
  it('shows why, who decided, when, an appeal, and the day a deleted account is erased', async () => {
    stubFetch({ [`GET ${LIST}`]: json(200, { members: [suspended, leaving], total: 2 }) });
    renderAt('/organisers/members', <SuspendedSection />);
    const sam = within(await screen.findByRole('listitem', { name: 'Sam Stitch' }));
    expect(sam.getByText('Suspended')).toBeTruthy();
    expect(sam.getByText('Spam links in every message')).toBeTruthy();
    expect(sam.getByText('@olive')).toBeTruthy();
    expect(sam.getAllByText('1 hour ago')).toHaveLength(2);
    expect(sam.getByRole('link', { name: 'Reports' }).getAttribute('href')).toBe('/organisers/reports');
    const dana = within(screen.getByRole('listitem', { name: 'Dana Leaving' }));
    expect(dana.getByText('Being deleted')).toBeTruthy();
    expect(dana.getByText(/July 1, 2026, unless they restore it/)).toBeTruthy();
    expect(dana.queryByRole('button')).toBeNull();
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('lifts a suspension with a reason, then reads the list again', async () => {
    let lifted = false;
    const calls = stubFetch({
      [`GET ${LIST}`]: () =>
        json(200, lifted ? { members: [], total: 0 } : { members: [suspended], total: 1 }),
      'POST /api/organisers/members/12/unsuspend': () => {
        lifted = true;
        return json(200, { message: 'Suspension lifted. The member was told why.' });
      },
    });
    renderAt('/organisers/members', <SuspendedSection />);
    fireEvent.click(await screen.findByRole('button', { name: 'Lift suspension' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Lift @sam’s suspension?' }));
    fireEvent.change(dialog.getByLabelText('Reason'), { target: { value: 'Links removed' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Lift suspension' }));
    expect(await screen.findByText('Suspension lifted. The member was told why.')).toBeTruthy();
    expect(await screen.findByText('Nobody is suspended')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ reason: 'Links removed' });
  });

  it('pages when there are more than a page of them', async () => {
    const many = Array.from({ length: 20 }, (_, i) => ({ ...suspended, id: 100 + i, username: `m${i}` }));
    stubFetch({
      [`GET ${LIST}`]: json(200, { members: many, total: 21 }),
      'GET /api/organisers/members/suspended?page=2': json(200, {
        members: [{ ...suspended, id: 200, firstname: 'Last', lastname: 'One' }],
        total: 21,
      }),
    });
    renderAt('/organisers/members', <SuspendedSection />);
    const pager = await screen.findByRole('navigation', { name: 'Suspended and deleted accounts pages' });
    fireEvent.click(within(pager).getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('listitem', { name: 'Last One' })).toBeTruthy();
  });
});
