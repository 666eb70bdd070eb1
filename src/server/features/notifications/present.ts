import type { InboxNotification } from '../../../shared/api/notifications';
import type { PushMessage } from '../../../shared/api/push';
import { isNotificationType, type NotificationType } from '../../../shared/notifications/types';
import { formatForPeople } from '../../../shared/time/zoned';
import type { InboxRow } from '../../db/notifications-repo';

/** "Ada", "Ada and 1 other", "Ada and 3 others"; "A member" when the actor cannot be shown. */
function who(row: InboxRow): string {
  const name = row.actor?.firstname || row.actor?.username || 'A member';
  const others = Math.max(0, row.actors - 1);
  if (others === 0) return name;
  return `${name} and ${others} ${others === 1 ? 'other' : 'others'}`;
}

const plural = (n: number, one: string, many: string) => (n === 1 ? one : many);

function facts(row: InboxRow): Record<string, string | number> {
  try {
    const parsed = JSON.parse(row.data) as unknown;
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, string | number>) : {};
  } catch {
    return {};
  }
}

/** A con page's section, from the slug the con features put in `data`. */
const conUrl = (row: InboxRow, section: string) => {
  const slug = facts(row).slug;
  return typeof slug === 'string' && /^[a-z0-9-]+$/.test(slug) ? `/cons/${slug}#${section}` : '/cons';
};

/** The page of a commented thing, from the address the comment features put in `data`. */
const commentUrl = (row: InboxRow) => {
  const url = facts(row).url;
  return typeof url === 'string' && /^\/(events|cons|projects|tutorials|albums)\/[A-Za-z0-9_-]+$/.test(url)
    ? url
    : '/notifications';
};
const commentTitle = (row: InboxRow) => {
  const title = facts(row).title;
  return typeof title === 'string' && title ? `“${title}”` : 'a thread';
};

interface Shown {
  text: string;
  url: string;
}

/**
 * How each type reads, from the rows as the member may see them now (the event's current title,
 * the actor only while their profile can be shown). Every declared type must have a line here.
 */
const READS: Record<NotificationType, (row: InboxRow) => Shown> = {
  'event-rsvp': (row) => ({
    text: `${who(row)} ${row.actors > 1 ? 'are' : 'is'} going to ${row.event?.title ?? 'your event'}`,
    url: `/events/${row.subjectId}`,
  }),
  'event-changed': (row) => {
    const title = row.event?.title ?? 'An event';
    const change = facts(row).change;
    let text = `${title} changed: see what is new`;
    if (change === 'cancelled' || row.event?.cancelled) text = `${title} was cancelled`;
    else if (change === 'moved' && row.event)
      text = `${title} moved to ${formatForPeople(row.event.startsAt, row.event.timeZone)}`;
    return { text, url: `/events/${row.subjectId}` };
  },
  'event-reminder': (row) => ({
    text: row.event
      ? `Reminder: ${row.event.title} is on ${formatForPeople(row.event.startsAt, row.event.timeZone)}`
      : 'Reminder: an event you are going to is coming up',
    url: `/events/${row.subjectId}`,
  }),
  'waitlist-offer': (row) => {
    const until = Number(facts(row).until);
    const by =
      row.event && Number.isFinite(until) ? ` until ${formatForPeople(until, row.event.timeZone)}` : '';
    return {
      text: `A place at ${row.event?.title ?? 'an event'} is held for you${by}: accept or decline it`,
      url: `/events/${row.subjectId}`,
    };
  },
  'signup-approved': () => ({
    text: 'Welcome! Your sign-up was approved: every part of the club is open to you.',
    url: '/motd',
  }),
  'report-decided': (row) => {
    const outcome = facts(row).outcome;
    const texts: Record<string, string> = {
      actioned: 'Organisers reviewed your report and acted on it. Thank you.',
      dismissed: 'Organisers reviewed your report and found nothing against the rules.',
      lifted: 'Your appeal was accepted: your suspension is lifted.',
      declined: 'Your appeal was reviewed and declined.',
    };
    return { text: texts[String(outcome)] ?? 'Organisers decided on your report.', url: '/notifications' };
  },
  'member-joined-state': (row) => ({
    text: `${who(row)} joined the club in ${String(facts(row).state ?? 'your state')}`,
    url: row.actor ? `/public/${row.actor.username}` : '/users',
  }),
  // The con features put what their texts need in `data` when they queue (features/con-*):
  // `con` (its name), `slug`, and `character`, `group`, `outcome` or `when` as the type needs.
  'con-group-claim': (row) => ({
    text: `${who(row)} claimed ${String(facts(row).character ?? 'a character')} in ${String(facts(row).group ?? 'your group')}`,
    url: conUrl(row, 'groups'),
  }),
  'con-claim-changed': (row) => {
    const { outcome, character, group } = facts(row);
    const verb = outcome === 'accepted' ? 'accepted' : outcome === 'moved' ? 'moved' : 'removed';
    const as =
      outcome === 'moved'
        ? ` to ${String(character ?? 'another character')}`
        : ` as ${String(character ?? 'your character')}`;
    return {
      text: `The lead ${verb} your claim${as} in ${String(group ?? 'a group cosplay')}`,
      url: conUrl(row, 'groups'),
    };
  },
  'con-group-changed': (row) => {
    const { group, day, series, change } = facts(row);
    const name = `The group ${String(group ?? 'you are in')}`;
    const when = day ? `moved to ${String(day)}` : 'is now for the whole con';
    const text =
      change === 'series'
        ? `${name} changed series to ${String(series ?? '')}`
        : change === 'both'
          ? `${name} ${when} and changed series to ${String(series ?? '')}`
          : `${name} ${when}`;
    return { text, url: conUrl(row, 'groups') };
  },
  'con-group-removed': (row) => {
    const { group, con } = facts(row);
    return {
      text: `The group ${String(group ?? 'you were in')} at ${String(con ?? 'the con')} was removed by the organisers`,
      url: conUrl(row, 'groups'),
    };
  },
  'shoot-booked': (row) => {
    const { outcome, when } = facts(row);
    const action = outcome === 'cancelled' ? 'cancelled' : 'booked';
    return {
      text: `${who(row)} ${action} your ${String(when ?? '')} photoshoot slot`.replace('  ', ' '),
      url: conUrl(row, 'shoots'),
    };
  },
  'shoot-cancelled': (row) => ({
    text: `${who(row)} cancelled your ${String(facts(row).when ?? '')} photoshoot at ${String(facts(row).con ?? 'the con')}`.replace(
      '  ',
      ' ',
    ),
    url: conUrl(row, 'shoots'),
  }),
  'shoot-reminder': (row) => ({
    text: `Reminder: your photoshoot at ${String(facts(row).con ?? 'the con')} is ${String(facts(row).when ?? 'soon')}`,
    url: conUrl(row, 'shoots'),
  }),
  'album-tag': (row) => {
    const { album, con } = facts(row);
    const where = con ? ` at ${String(con)}` : '';
    return {
      text: `${who(row)} tagged you in ${String(album || 'a shoot album')}${where}: approve or remove the tag`,
      url: '/album-tags',
    };
  },
  'con-meetup': (row) => {
    const { con, day } = facts(row);
    return {
      text: `A meetup at ${String(con ?? 'a con')} on ${String(day ?? 'a day you go')}: ${row.event?.title ?? 'a meetup'}`,
      url: `/events/${row.subjectId}`,
    };
  },
  // Following: the project's title as it is now (the row is listed only while the member may see
  // it); `data` holds the tutorial's id for its page.
  'new-follower': (row) => ({
    text: `${who(row)} started following you`,
    url: row.actor ? `/public/${row.actor.username}` : '/notifications',
  }),
  'followed-project': (row) => ({
    text: `${who(row)} started a project: ${row.project?.title ?? 'a new project'}`,
    url: `/projects/${row.subjectId}`,
  }),
  'followed-entry': (row) => ({
    text: `${who(row)} wrote ${plural(row.occurrences, 'a build log entry', `${row.occurrences} build log entries`)} in ${row.project?.title ?? 'a project'}`,
    url: `/projects/${row.subjectId}`,
  }),
  'followed-tutorial': (row) => {
    const tutorial = facts(row).tutorial;
    return {
      text: `${who(row)} published a tutorial from ${row.project?.title ?? 'a project'}`,
      url: typeof tutorial === 'number' ? `/tutorials/${tutorial}` : `/projects/${row.subjectId}`,
    };
  },
  'followed-event': (row) => ({
    text: `${who(row)} made an event: ${row.event?.title ?? 'a new event'}`,
    url: `/events/${row.subjectId}`,
  }),
  // The comment features put the thing's title and page in `data` (features/comments/notify.ts).
  'comment-mention': (row) => ({
    text: `${who(row)} mentioned you in a comment on ${commentTitle(row)}`,
    url: commentUrl(row),
  }),
  'comment-reply': (row) => ({
    text: `${who(row)} replied to your comment on ${commentTitle(row)}`,
    url: commentUrl(row),
  }),
  'comment-on-yours': (row) => ({
    text: `${who(row)} commented on ${commentTitle(row)}`,
    url: commentUrl(row),
  }),
  // The message features put the conversation's id in `data`; never the message's words.
  'message-request': (row) => ({
    text: `${who(row)} sent you a message request`,
    url: '/messages?box=requests',
  }),
  message: (row) => {
    const conversation = facts(row).conversation;
    return {
      text: `${who(row)} sent you ${plural(row.occurrences, 'a message', `${row.occurrences} messages`)}`,
      url: typeof conversation === 'number' ? `/messages/${conversation}` : '/messages',
    };
  },
  // Groups: the name and page as they are now (the row is listed only while the group is shown).
  'group-invited': (row) => ({
    text: `${who(row)} invited you to join ${row.group?.name ?? 'a group'}`,
    url: row.group ? `/groups/${row.group.slug}` : '/groups',
  }),
  'group-request': (row) => ({
    text: `${who(row)}${row.actors > 1 ? ` and ${row.actors - 1} more` : ''} asked to join ${row.group?.name ?? 'a group'}`,
    url: row.group ? `/groups/${row.group.slug}/members?state=requested` : '/groups',
  }),
  'group-approved': (row) => ({
    text: `You are now a member of ${row.group?.name ?? 'a group'}`,
    url: row.group ? `/groups/${row.group.slug}` : '/groups',
  }),
  'organiser-queue': (row) =>
    facts(row).what === 'signup'
      ? {
          text: `${who(row)} ${plural(row.actors, 'is', 'are')} waiting for approval`,
          url: '/organisers/members',
        }
      : {
          text: `${row.occurrences} new ${plural(row.occurrences, 'report', 'reports')} to review`,
          url: '/organisers/reports',
        },
};

/** An inbox row as the API answers it; undefined for a type this release does not know. */
export function presentNotification(row: InboxRow): InboxNotification | undefined {
  if (!isNotificationType(row.type)) return undefined;
  const shown = READS[row.type](row);
  return {
    id: row.id,
    type: row.type,
    text: shown.text,
    url: shown.url,
    createdAt: new Date(row.createdAt).toISOString(),
    read: row.readAt !== null,
    actor: row.actor
      ? { username: row.actor.username, name: row.actor.firstname || row.actor.username }
      : null,
  };
}

/** What a push carries: the inbox's own text, never more (issue 34 item 3). */
export function pushMessageOf(row: InboxRow, clubName: string): PushMessage | null {
  const shown = presentNotification(row);
  if (!shown) return null;
  return { title: clubName, body: shown.text, url: shown.url, tag: `n${row.id}` };
}
