import { Link } from 'react-router';
import type { EventSummary } from '../../../shared/api/events';
import { eventDay, eventTime } from '../../lib/event-time';
import { Button } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { eventDays, eventsByDay, type MonthKey, monthTitle, monthWeeks, WEEKDAYS } from './month-grid';

function EventLink({ event, day }: { event: EventSummary; day: string }) {
  const starts = eventDay(new Date(event.startsAt), event.timeZone);
  const firstDay = eventDays(event)[0] === day;
  const label = firstDay ? eventTime(new Date(event.startsAt), event.timeZone) : 'continues';
  return (
    <Link
      className={event.cancelledAt ? 'month-event is-cancelled' : 'month-event'}
      to={`/events/${event.id}`}
      title={firstDay ? undefined : `Started ${starts}`}
    >
      <span className="month-event-time">{label}</span> {event.title}
      {event.cancelledAt && <span className="visually-hidden"> (cancelled)</span>}
    </Link>
  );
}

/** "Saturday, March 7" for a day key, for the phone list's headings and the cells' names. */
function dayName(key: string): string {
  return new Date(`${key}T12:00:00Z`).toLocaleDateString('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
}

/**
 * A month of events: on a laptop a calendar table (weeks by weekday, each event on the days it
 * covers in its own zone); on a phone the same days as a list with headings. Both are real
 * structure for screen readers; CSS shows the one that fits.
 */
export function MonthView({
  month,
  events,
  today,
  onMonth,
  previous,
  next,
  loading,
}: {
  month: MonthKey;
  events: readonly EventSummary[];
  /** "2026-03-07": marked in the grid. */
  today: string;
  onMonth: (month: MonthKey) => void;
  previous: MonthKey;
  next: MonthKey;
  loading: boolean;
}) {
  const byDay = eventsByDay(events);
  const weeks = monthWeeks(month);
  const title = monthTitle(month);
  const daysWithEvents = weeks
    .flat()
    .filter((d) => d.inMonth && byDay.has(d.key))
    .map((d) => d.key);
  return (
    <section className="month" aria-labelledby="month-title" aria-busy={loading}>
      <div className="month-head">
        <Button variant="secondary" onClick={() => onMonth(previous)}>
          <span className="visually-hidden">Previous month, {monthTitle(previous)}</span>
          <span aria-hidden="true">← {monthTitle(previous).slice(0, 3)}</span>
        </Button>
        <h2 id="month-title" className="month-title" aria-live="polite">
          {title}
        </h2>
        <Button variant="secondary" onClick={() => onMonth(next)}>
          <span className="visually-hidden">Next month, {monthTitle(next)}</span>
          <span aria-hidden="true">{monthTitle(next).slice(0, 3)} →</span>
        </Button>
      </div>

      <table className="month-table">
        <caption className="visually-hidden">Club events in {title}</caption>
        <thead>
          <tr>
            {WEEKDAYS.map((day) => (
              <th key={day} scope="col">
                <abbr title={day}>{day.slice(0, 3)}</abbr>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week[0]!.key}>
              {week.map((day) => {
                const dayEvents = byDay.get(day.key) ?? [];
                const classes = [
                  'month-cell',
                  day.inMonth ? '' : 'is-outside',
                  day.key === today ? 'is-today' : '',
                ]
                  .filter(Boolean)
                  .join(' ');
                return (
                  <td key={day.key} className={classes} aria-current={day.key === today ? 'date' : undefined}>
                    <span className="month-day-number">
                      <span className="visually-hidden">{dayName(day.key)}</span>
                      <span aria-hidden="true">{day.day}</span>
                    </span>
                    {dayEvents.length > 0 && (
                      <ul className="month-events">
                        {dayEvents.map((event) => (
                          <li key={event.id}>
                            <EventLink event={event} day={day.key} />
                          </li>
                        ))}
                      </ul>
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>

      <div className="month-list">
        {daysWithEvents.length === 0 && !loading && (
          <EmptyState title={`No events in ${title} yet`}>
            <p>Try the next month, or the list of upcoming events.</p>
          </EmptyState>
        )}
        {daysWithEvents.map((key) => (
          <section key={key} className="month-list-day" aria-labelledby={`day-${key}`}>
            <h3 id={`day-${key}`} className={key === today ? 'is-today' : undefined}>
              {dayName(key)}
              {key === today && <span className="month-today-label"> · Today</span>}
            </h3>
            <ul className="month-events">
              {(byDay.get(key) ?? []).map((event) => (
                <li key={event.id}>
                  <EventLink event={event} day={key} />
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
      {daysWithEvents.length === 0 && !loading && (
        <p className="month-empty-note">No events in {title} yet.</p>
      )}
    </section>
  );
}
