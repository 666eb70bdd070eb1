import { useState } from 'react';
import type { ConventionDetail } from '../../../../shared/api/conventions';
import type { ShootPhotographer, ShootSlot } from '../../../../shared/api/shoots';
import { errorMessage } from '../../../lib/error-message';
import { useSession } from '../../../lib/session';
import { Card } from '../../../ui/card';
import { ErrorText } from '../../../ui/error-text';
import { useConShoots } from './api';
import { dayLabel, price } from './format';
import { PublishForm } from './publish-form';
import { SlotPanel } from './slot-panel';
import './shoots.css';

/**
 * The con page's photoshoots: day tabs, each photographer's slots as chips. A cosplayer books in
 * three taps at most (the day, the slot, "Book 10:30 am with Ada"); the photographer publishes a
 * day of slots and sees who booked each.
 */
export function ShootsSection({ con }: { con: ConventionDetail }) {
  const session = useSession();
  const shoots = useConShoots(con.slug);
  const days = con.days.length > 0 ? con.days : (shoots.data?.days.map((d) => d.day) ?? []);
  const [chosenDay, setChosenDay] = useState<string | undefined>(undefined);
  const [chosen, setChosen] = useState<number | undefined>(undefined);
  const day = chosenDay ?? days[0];
  const photographers = shoots.data?.days.find((d) => d.day === day)?.photographers ?? [];
  const all = photographers.flatMap((p) => p.slots.map((slot) => ({ slot, by: p })));
  const picked = all.find((s) => s.slot.id === chosen);

  return (
    <Card as="section" id="shoots" className="shoots" aria-labelledby="shoots-title">
      <h2 id="shoots-title">Photoshoots</h2>
      {shoots.isError && (
        <ErrorText>{errorMessage(shoots.error, 'The photoshoot slots could not be loaded.')}</ErrorText>
      )}
      {days.length > 1 && (
        <div className="shoots-days" role="tablist" aria-label="Con days">
          {days.map((d) => (
            <button
              key={d}
              type="button"
              role="tab"
              aria-selected={d === day}
              className="shoots-day"
              onClick={() => {
                setChosenDay(d);
                setChosen(undefined);
              }}
            >
              {dayLabel(d)}
            </button>
          ))}
        </div>
      )}
      {shoots.data && photographers.length === 0 && (
        <p className="shoots-empty">No photoshoot slots {day ? `on ${dayLabel(day)}` : ''} yet.</p>
      )}
      {photographers.map((p) => (
        <PhotographerSlots key={p.username} photographer={p} chosen={chosen} onChoose={setChosen} />
      ))}
      {picked && (
        <SlotPanel
          slug={con.slug}
          slot={picked.slot}
          photographer={picked.by}
          mine={picked.by.username === session?.username}
          organiser={session?.role === 'organiser'}
          signedIn={session !== null}
          price={price(picked.slot.priceCents)}
          onDone={() => setChosen(undefined)}
        />
      )}
      {shoots.data?.canPublish && day && <PublishForm slug={con.slug} days={days} day={day} />}
    </Card>
  );
}

function PhotographerSlots({
  photographer,
  chosen,
  onChoose,
}: {
  photographer: ShootPhotographer;
  chosen: number | undefined;
  onChoose: (id: number) => void;
}) {
  return (
    <div className="shoots-photographer">
      <h3>
        <a href={`/public/${encodeURIComponent(photographer.username)}`}>{photographer.displayName}</a>
      </h3>
      <ul className="shoots-slots" aria-label={`${photographer.displayName}’s slots`}>
        {photographer.slots.map((slot) => (
          <li key={slot.id}>
            <button
              type="button"
              className={`shoots-slot shoots-slot-${slot.state}`}
              aria-pressed={chosen === slot.id}
              onClick={() => onChoose(slot.id)}
            >
              <span className="shoots-slot-time">{slot.time}</span>
              <span className="shoots-slot-note">{slotNote(slot)}</span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

function slotNote(slot: ShootSlot): string {
  if (slot.state === 'yours') return 'Yours';
  if (slot.bookedBy) return slot.bookedBy.displayName;
  if (slot.state === 'booked') return 'Booked';
  return price(slot.priceCents);
}
