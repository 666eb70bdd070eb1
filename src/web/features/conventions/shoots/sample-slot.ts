import type { ShootSlot } from '../../../../shared/api/shoots';

/** A slot as the shoots answer gives it, for the section's tests. */
export const sampleSlot = (
  id: number,
  time: string,
  state: ShootSlot['state'] = 'free',
  day = '2026-05-15',
): ShootSlot => ({
  id,
  day,
  startsAt: `${day}T10:30:00-05:00`,
  endsAt: `${day}T10:55:00-05:00`,
  time,
  place: 'Fountain',
  priceCents: 0,
  notes: '',
  state,
  bookedBy: null,
});
