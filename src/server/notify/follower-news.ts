import type { FollowedThing } from '../db/follower-recipients';
import type { Trx } from '../db/transaction';
import type { AppDeps } from '../deps';
import { type Occurrence, queueNotification } from './queue-notification';

/**
 * A member's news their followers hear of (issue 37 item 3). The notify job finds the followers
 * when it runs, so the author's request never waits on them however many there are: only those
 * who may see the thing then (never a private project), with no block either way and who did not
 * mute the author (db/follower-recipients.ts); then each one's choices apply as for every type.
 */
export type FollowerNews =
  | { type: 'followed-project'; projectId: number }
  | { type: 'followed-entry'; projectId: number; entryId: number }
  | { type: 'followed-tutorial'; projectId: number; tutorialId: number }
  | { type: 'followed-event'; eventId: number };

function occurrenceOf(authorId: number, news: FollowerNews): Occurrence {
  const to = (thing: FollowedThing) => ({ rule: 'followers' as const, memberId: authorId, thing });
  const base = { type: news.type, actorId: authorId, data: {} };
  switch (news.type) {
    case 'followed-project':
      return {
        ...base,
        subjectKind: 'project',
        subjectId: news.projectId,
        groupKey: `followed-project:${news.projectId}`,
        to: to({ kind: 'project', projectId: news.projectId }),
      };
    case 'followed-entry':
      // Entries of one project join one unread row ("wrote 3 build log entries in …").
      return {
        ...base,
        subjectKind: 'project',
        subjectId: news.projectId,
        groupKey: `followed-entry:${news.projectId}`,
        to: to({ kind: 'entry', projectId: news.projectId, entryId: news.entryId }),
      };
    case 'followed-tutorial':
      return {
        ...base,
        subjectKind: 'project',
        subjectId: news.projectId,
        groupKey: `followed-tutorial:${news.tutorialId}`,
        data: { tutorial: news.tutorialId },
        to: to({ kind: 'tutorial', tutorialId: news.tutorialId }),
      };
    case 'followed-event':
      return {
        ...base,
        subjectKind: 'event',
        subjectId: news.eventId,
        groupKey: `followed-event:${news.eventId}`,
        to: to({ kind: 'event', eventId: news.eventId }),
      };
  }
}

/**
 * Queues the news for the author's followers, in the transaction of the change when there is one.
 * A tutorial is heard of once, however often its maker saves it as published.
 */
export function queueFollowerNews(
  deps: AppDeps,
  authorId: number,
  news: FollowerNews,
  options: { trx?: Trx; dedupeKey?: string } = {},
): Promise<void> {
  const dedupeKey =
    news.type === 'followed-tutorial' ? `followed-tutorial:${news.tutorialId}` : options.dedupeKey;
  return queueNotification(deps, occurrenceOf(authorId, news), { ...options, dedupeKey });
}
