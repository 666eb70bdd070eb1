// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ConShootsAnswer, ShootSlot } from '../../../../shared/api/shoots';
import { setSession } from '../../../lib/session';
import { json, renderRoute, sampleCon, signInMember, stubFetch, tearDown } from '../test-render';
import { sampleSlot } from './sample-slot';
import { ShootsSection } from './shoots-section';

const slot = (id: number, time: string, state: ShootSlot['state']) =>
  sampleSlot(id, time, state, '2030-07-31');

const answer = (slots: ShootSlot[]): ConShootsAnswer => ({
  timeZone: 'America/Indiana/Indianapolis',
  canPublish: false,
  viewer: 'olive',
  days: [{ day: '2030-07-31', photographers: [{ username: 'faker', displayName: 'Fay Ker', slots }] }],
});

const show = () => renderRoute('/cons/gen-con', '/cons/:slug', <ShootsSection con={sampleCon()} />);

afterEach(tearDown);

describe('an organiser removes a photoshoot slot', () => {
  it('asks first, saying the booker is told, then removes it through the organisers’ route', async () => {
    setSession({ token: 'tok', username: 'olive', userid: '3', role: 'organiser', status: 'active' });
    let slots = [slot(5, '10:30 am', 'booked'), slot(6, '11:00 am', 'free')];
    const calls = stubFetch({
      'GET /api/cons/gen-con/shoots': () => json(200, answer(slots)),
      'DELETE /api/organisers/shoots/5': () => {
        slots = slots.slice(1);
        return new Response(null, { status: 204 });
      },
    });
    show();
    fireEvent.click(await screen.findByRole('button', { name: /10:30 am\s*Booked/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove slot' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove Fay Ker’s 10:30 am slot?' });
    expect(dialog.textContent).toContain('the member who booked it is told the shoot was cancelled');
    expect(dialog.textContent).toContain('written to the audit log');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove the slot' }));
    expect(await screen.findByText('Slot removed')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /10:30 am/ })).toBeNull();
    expect(calls.some((c) => c.method === 'DELETE' && c.url === '/api/organisers/shoots/5')).toBe(true);
  });

  it('gives members no such button on others’ slots', async () => {
    signInMember();
    stubFetch({ 'GET /api/cons/gen-con/shoots': json(200, answer([slot(5, '10:30 am', 'booked')])) });
    show();
    fireEvent.click(await screen.findByRole('button', { name: /10:30 am\s*Booked/ }));
    expect(screen.queryByRole('button', { name: 'Remove slot' })).toBeNull();
  });
});
