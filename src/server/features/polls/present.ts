import { DEFAULT_EVENT_TIME_ZONE } from '../../../shared/api/events';
import type { Poll } from '../../../shared/api/polls';
import { displayName } from '../../../shared/profile/display-name';
import { toZonedIso } from '../../../shared/time/zoned';
import type { PollRow } from '../../db/polls-repo';
import type { AppDeps } from '../../deps';
import { thumbUrl } from '../../images/process-image';
import type { PollPlace } from './access';

interface Person {
  username: string | null;
  firstname: string | null;
  lastname: string | null;
  image: string | null;
  visibility: string | null;
}

/** A member as a poll names them; a visitor sees no name of a members-only profile (as comments do). */
function personOf(deps: AppDeps, row: Person, viewerId: number | null) {
  if (row.username === null) return null;
  if (viewerId === null && row.visibility === 'members')
    return { username: '', name: 'A club member', thumbnail: '' };
  const thumb = thumbUrl(row.image ?? '');
  return {
    username: row.username,
    name: displayName({
      username: row.username,
      firstname: row.firstname ?? '',
      lastname: row.lastname ?? '',
    }),
    thumbnail: row.visibility === 'members' && thumb ? deps.imageSigner.sign(thumb) : thumb,
  };
}

const closedAt = (row: PollRow, now: number) =>
  row.closed_at !== null || (row.closes_at !== null && Number(row.closes_at) <= now);

/**
 * The polls as the caller sees them: counts only when the poll's results are shown to them
 * (always; once they voted; once closed; always to its author and the place's moderators), names
 * only in named polls.
 */
export async function presentPolls(
  deps: AppDeps,
  rows: readonly PollRow[],
  place: PollPlace,
  viewerId: number | null,
): Promise<Poll[]> {
  const ids = rows.map((r) => r.id);
  const now = deps.now();
  const named = rows.filter((r) => r.anonymous === 0).map((r) => r.id);
  const [options, counts, mine, voters] = await Promise.all([
    deps.polls.options(ids),
    deps.polls.counts(ids),
    viewerId === null ? Promise.resolve([]) : deps.polls.mine(ids, viewerId),
    deps.polls.voters(named, viewerId),
  ]);
  const chosen = new Set(mine.map((v) => v.option_id));
  const votedIn = new Set(mine.map((v) => v.poll_id));
  return rows.map((row) => {
    const closed = closedAt(row, now);
    const author = row.author_id !== null && row.author_id === viewerId;
    const shown =
      author ||
      place.moderate ||
      row.results === 'always' ||
      (row.results === 'voters' && votedIn.has(row.id)) ||
      closed;
    const zone = DEFAULT_EVENT_TIME_ZONE;
    return {
      id: row.id,
      subject: { kind: row.subject_kind, id: row.subject_id },
      question: row.question,
      author: personOf(deps, row, viewerId),
      multiple: row.multiple === 1,
      anonymous: row.anonymous === 1,
      results: row.results,
      closesAt: row.closes_at === null ? null : toZonedIso(Number(row.closes_at), zone),
      closed,
      createdAt: toZonedIso(Number(row.created_at), zone),
      options: options
        .filter((o) => o.poll_id === row.id)
        .map((o) => ({
          id: o.id,
          label: o.label,
          startsAt: o.starts_at === null ? null : toZonedIso(Number(o.starts_at), zone),
          votes: shown ? (counts.perOption.get(o.id) ?? 0) : null,
          voters:
            shown && row.anonymous === 0
              ? voters.filter((v) => v.option_id === o.id).flatMap((v) => personOf(deps, v, viewerId) ?? [])
              : [],
          mine: chosen.has(o.id),
        })),
      voterCount: shown ? (counts.voters.get(row.id) ?? 0) : null,
      can: {
        vote: place.vote && !closed,
        close: !closed && (author || place.moderate),
        delete: author || place.moderate,
      },
    };
  });
}
