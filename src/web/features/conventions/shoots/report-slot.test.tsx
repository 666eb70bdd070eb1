// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ConShootsAnswer, ShootSlot } from '../../../../shared/api/shoots';
import { json, renderRoute, sampleCon, signInMember, stubFetch, tearDown } from '../test-render';
import { sampleSlot } from './sample-slot';
import { ShootsSection } from './shoots-section';

const slot = (id: number, time: string, state: ShootSlot['state']) =>
  sampleSlot(id, time, state, '2030-07-31');

/** One day of slots by `photographer` (signInMember signs in as robin). */
const answer = (slots: ShootSlot[], photographer = 'faker'): ConShootsAnswer => ({
  timeZone: 'America/Indiana/Indianapolis',
  canPublish: photographer === 'robin',
  viewer: 'robin',
  days: [{ day: '2030-07-31', photographers: [{ username: photographer, displayName: 'Fay Ker', slots }] }],
});

const show = () => renderRoute('/cons/gen-con', '/cons/:slug', <ShootsSection con={sampleCon()} />);

afterEach(tearDown);

describe('a member reports a photoshoot slot', () => {
  it('opens the report dialog from the slot and posts to the slot’s report route', async () => {
    signInMember();
    const calls = stubFetch({
      'GET /api/cons/gen-con/shoots': json(200, answer([slot(5, '10:30 am', 'free')])),
      'POST /api/shoots/5/reports': json(201, {
        message: 'Thank you. An organiser will look at your report.',
      }),
    });
    show();
    fireEvent.click(await screen.findByRole('button', { name: /10:30 am\s*Free/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Report the 10:30 am slot with Fay Ker' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report Fay Ker’s 10:30 am slot' });
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Impersonation' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await screen.findByText('Thank you. An organiser will look at your report.')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST')).toMatchObject([
      { url: '/api/shoots/5/reports', body: { reason: 'impersonation', note: '' } },
    ]);
    // Booking stays the slot's main action.
    expect(screen.getByRole('button', { name: 'Book 10:30 am with Fay' })).toBeTruthy();
  });

  it('shows no Report on the photographer’s own slot or to visitors', async () => {
    signInMember();
    stubFetch({ 'GET /api/cons/gen-con/shoots': json(200, answer([slot(5, '10:30 am', 'free')], 'robin')) });
    show();
    fireEvent.click(await screen.findByRole('button', { name: /10:30 am\s*Free/ }));
    expect(screen.getByRole('button', { name: 'Remove slot' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Report/ })).toBeNull();
    tearDown();

    stubFetch({ 'GET /api/cons/gen-con/shoots': json(200, answer([slot(5, '10:30 am', 'free')])) });
    show();
    fireEvent.click(await screen.findByRole('button', { name: /10:30 am\s*Free/ }));
    expect(screen.getByRole('link', { name: 'Log in to book' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Report/ })).toBeNull();
  });
});
