import { Link } from 'react-router';
import type { ConPlanDay, ConPlanItem } from '../../../shared/api/con-plan';
import { conDayName } from '../../../shared/time/convention-times';
import { Chip } from '../../ui/chip';

/** "Friday, March 6" for a YYYY-MM-DD day; "Any day" for none. */
export function dayLabel(day: string | null): string {
  return day ? conDayName(day) : 'Any day';
}

const price = (cents: number | null) =>
  cents ? `$${(cents / 100).toFixed(cents % 100 ? 2 : 0)}` : cents === 0 ? 'Free' : '';

function ItemText({ item }: { item: ConPlanItem }) {
  if (item.group) {
    const g = item.group;
    const role = g.character ? `as ${g.character}` : g.lead ? 'you lead it' : '';
    return (
      <>
        <span className="con-plan-what">
          Group: {g.title || g.series} {g.pending && <Chip tone="accent">Claim pending</Chip>}
        </span>
        <span className="con-plan-detail">
          {[g.series, role, g.lead && g.character ? 'you lead it' : ''].filter(Boolean).join(' · ')}
        </span>
      </>
    );
  }
  const until = item.endTime ? `until ${item.endTime}` : '';
  if (item.meetup) {
    return (
      <>
        <span className="con-plan-what">
          Meetup: <Link to={`/events/${item.meetup.id}`}>{item.meetup.title}</Link>
        </span>
        <span className="con-plan-detail">{[until, item.place].filter(Boolean).join(' · ')}</span>
      </>
    );
  }
  const who = item.person?.displayName ?? '';
  const what = item.kind === 'shoot' ? `Photoshoot with ${who}` : `Photographing ${who}`;
  return (
    <>
      <span className="con-plan-what">{what}</span>
      <span className="con-plan-detail">
        {[until, item.place, price(item.priceCents)].filter(Boolean).join(' · ')}
      </span>
    </>
  );
}

/** One day of the plan: what they wear, then the day's things by time. */
export function PlanDay({ day }: { day: ConPlanDay }) {
  const id = `plan-${day.day ?? 'any'}`;
  return (
    <section className="con-plan-day" aria-labelledby={id}>
      <h2 id={id}>{dayLabel(day.day)}</h2>
      {day.cosplan && (
        <p className="con-plan-cosplan">
          Cosplan: <strong>{day.cosplan.character || 'not decided'}</strong>
          {day.cosplan.series && ` (${day.cosplan.series})`}
        </p>
      )}
      {day.items.length > 0 ? (
        <ol className="con-plan-items">
          {day.items.map((item) => (
            <li
              key={`${item.kind}-${item.meetup?.id ?? item.startsAt ?? item.group?.id}`}
              className="con-plan-item"
            >
              <span className="con-plan-time">
                {item.time ? <time dateTime={item.startsAt ?? undefined}>{item.time}</time> : 'Any time'}
              </span>
              <span className="con-plan-text">
                <ItemText item={item} />
              </span>
            </li>
          ))}
        </ol>
      ) : (
        <p className="con-plan-empty">Nothing booked this day.</p>
      )}
      {day.freeSlots > 0 && (
        <p className="con-plan-free">
          {day.freeSlots} free {day.freeSlots === 1 ? 'slot' : 'slots'} of yours not booked yet.
        </p>
      )}
    </section>
  );
}
