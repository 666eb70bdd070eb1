import type { AppDeps } from '../../deps';
import { expandSeries, horizonOf } from './series-values';

const WEEK = 7 * 86_400_000;
const BATCH = 100;

/**
 * Hourly (jobs/sweep.ts): series whose occurrences run out within a year less a week get the
 * next ones, up to a year ahead again, so a series is touched about weekly, not hourly. Safe to
 * run on several instances at once (extend is idempotent under the series' lock and a unique key).
 */
export async function extendSeriesWindows(deps: AppDeps): Promise<number> {
  const now = deps.now();
  const horizon = horizonOf(now);
  let made = 0;
  for (;;) {
    const due = await deps.eventSeries.dueForExtension(horizon - WEEK, BATCH);
    for (const id of due) made += await deps.eventSeries.extend(id, expandSeries, horizon, now);
    if (due.length < BATCH) return made;
  }
}
