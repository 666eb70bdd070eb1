import { Link } from 'react-router';
import { type ConGoingDayAnswer, seriesLine } from '../../../../shared/api/con-going';
import { Chip } from '../../../ui/chip';
import { shortDate, weekday } from './day-label';

/** What a goer wears: "Nahida — Genshin Impact", one of the two, or nothing when not decided. */
function costume(character: string, series: string): string {
  return [character, series].filter(Boolean).join(' — ');
}

/**
 * One day of the con: how many the viewer may see, the series most worn ("4 members as Genshin
 * Impact characters"), then each goer with their costume. Only what the server let this viewer
 * see arrives here: a hidden goer is neither listed nor counted.
 */
export function GoingDay({ day }: { day: ConGoingDayAnswer }) {
  const id = `going-${day.day}`;
  return (
    <section className="going-day" aria-labelledby={id}>
      <div className="going-day-head">
        <h3 id={id}>
          {weekday(day.day)} <span className="going-date">{shortDate(day.day)}</span>
        </h3>
        <Chip tone={day.count > 0 ? 'accent' : 'plain'}>{day.count} going</Chip>
      </div>
      {day.series.length > 0 && (
        <ul className="going-series" aria-label={`Series worn on ${weekday(day.day)}`}>
          {day.series.map((s) => (
            <li key={s.series}>{seriesLine(s.series, s.count)}</li>
          ))}
        </ul>
      )}
      {day.members.length === 0 ? (
        <p className="going-none">No one has said yet.</p>
      ) : (
        <ul className="going-members" aria-label={`Going on ${weekday(day.day)}`}>
          {day.members.map((m) => (
            <li key={m.username}>
              <Link to={`/public/${encodeURIComponent(m.username)}`}>{m.displayName}</Link>
              {costume(m.character, m.series) && (
                <span className="going-costume">
                  <span className="going-as">as</span> {costume(m.character, m.series)}
                </span>
              )}
              {m.project && (
                <span className="going-costume">
                  <span className="going-as">wearing</span>{' '}
                  <Link to={`/projects/${m.project.id}`}>{m.project.title}</Link>
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
