import { SERIES_MESSAGES } from '../../../shared/api/event-series';
import { EVENT_MESSAGES, type EventInput } from '../../../shared/api/events';
import type { EventRow, EventValues } from '../../db/events-repo';
import type { SessionUser } from '../../db/sessions-repo';
import type { AppDeps } from '../../deps';
import { badRequest, HttpError, notFound } from '../../http-error';
import { queueNotice } from '../../mail/notice-job';
import { queueFollowerNews } from '../../notify/follower-news';
import type { AuditTrail } from '../../plugins/organiser-acts';
import { queueEventChange } from './change-notification';
import { cancelledNotice } from './notices';
import { addDays, dateIn, expandSeries, horizonOf, toSeriesRule } from './series-values';

/** POST /api/events with `repeat`: the series and its occurrences a year ahead; the first one's id. */
export async function createSeries(
  deps: AppDeps,
  hostId: number,
  input: EventInput,
  values: EventValues,
): Promise<number> {
  if (!input.repeat) throw new Error('createSeries needs a repeat');
  if (values.convention_id != null) throw badRequest(SERIES_MESSAGES.notAtCon);
  const now = deps.now();
  const rule = toSeriesRule(input.repeat, values, now);
  return deps.eventSeries.create(hostId, rule, values, expandSeries, horizonOf(now), now, (trx, first) =>
    queueFollowerNews(deps, hostId, { type: 'followed-event', eventId: first }, { trx }),
  );
}

/**
 * PUT /api/events/{id}?scope=following|series: a new rule and fields from this occurrence on, or
 * for the whole series (from its first occurrence not started yet: what is over stays as it was).
 * A whole-series edit may move the day: the series' first date moves as far as this one did.
 */
export async function editSeriesFrom(
  deps: AppDeps,
  scope: 'following' | 'series',
  row: EventRow,
  user: SessionUser,
  audit: AuditTrail,
  input: EventInput,
  values: EventValues,
): Promise<void> {
  if (row.series_id === null || row.recurrence_id === null) throw badRequest(SERIES_MESSAGES.notInSeries);
  if (!input.repeat) throw badRequest(SERIES_MESSAGES.needsRepeat);
  if (values.convention_id != null) throw badRequest(SERIES_MESSAGES.notAtCon);
  const repeat = input.repeat;
  const now = deps.now();
  // Checked once up front, so a bad rule answers 400 before anything is locked.
  toSeriesRule(repeat, values, now);
  const zone = values.time_zone;
  const shift =
    (Date.parse(`${dateIn(Number(values.starts_at), zone)}T00:00:00Z`) -
      Date.parse(`${dateIn(Number(row.recurrence_id), row.time_zone)}T00:00:00Z`)) /
    86_400_000;
  const { starts_at: _s, ends_at: _e, ...fields } = values;
  const { clubName } = deps.content;
  const { publicUrl } = deps.config;
  const result = await deps.eventSeries.editFrom({
    occurrenceId: row.id,
    mode: scope,
    ruleFor: ({ recurrenceId, series }) =>
      scope === 'following'
        ? toSeriesRule(repeat, values, now)
        : toSeriesRule(repeat, values, now, addDays(dateIn(recurrenceId, series.time_zone), shift)),
    values: fields,
    expand: expandSeries,
    horizon: horizonOf(now),
    now,
    inTransaction: async (trx, done) => {
      await audit.record(trx);
      for (const { id, change } of done.changed) await queueEventChange(deps, trx, id, user.userId, change);
      for (const gone of done.cancelled) {
        await queueEventChange(deps, trx, gone.id, user.userId, 'cancelled');
        const facts = { ...row, id: gone.id, startsAt: gone.startsAt, timeZone: row.time_zone };
        for (const a of gone.attendees) {
          if (a.userId === user.userId) continue;
          const member = { to: a.email, firstname: a.firstname, clubName, publicUrl };
          await queueNotice(deps, cancelledNotice(member, facts), trx);
        }
      }
    },
  });
  if (result === 'gone') throw notFound(EVENT_MESSAGES.notFound);
  if (result === 'over') throw new HttpError(409, EVENT_MESSAGES.over);
  if (result === 'capacityBelowGoing') throw badRequest(EVENT_MESSAGES.capacityBelowGoing);
}
