/**
 * Every kind of notification, declared in one place (issue 34): what Settings calls it, who can
 * get it, and whether each channel is on until the member chooses. A later feature adds its types
 * here; the server's renderer (features/notifications/present.ts) must then say how one reads,
 * which the type checker enforces.
 */

export const NOTIFICATION_CHANNELS = ['inbox', 'push', 'email'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

interface TypeDeclaration {
  /** How Settings names it. */
  label: string;
  /** 'organisers': only organisers get it (their queue). */
  audience: 'members' | 'organisers';
  /** On until the member turns it off (true) or off until they turn it on (false). */
  defaults: Record<NotificationChannel, boolean>;
}

const ALL_ON = { inbox: true, push: true, email: true } as const;
const FOLLOWS_DEFAULTS = { inbox: true, push: false, email: false } as const;

export const NOTIFICATION_TYPES = {
  'event-rsvp': {
    label: 'Someone is going to an event you host',
    audience: 'members',
    defaults: { inbox: true, push: true, email: false },
  },
  'event-changed': {
    label: 'An event you are going to changed, moved or was cancelled',
    audience: 'members',
    defaults: ALL_ON,
  },
  'event-reminder': {
    label: 'The reminder the day before an event you are going to',
    audience: 'members',
    defaults: ALL_ON,
  },
  'waitlist-offer': {
    label: 'A place opened for you at an event you are on the waitlist for',
    audience: 'members',
    defaults: ALL_ON,
  },
  'signup-approved': {
    label: 'Your sign-up was approved',
    audience: 'members',
    defaults: ALL_ON,
  },
  'report-decided': {
    label: 'A decision on your report or appeal',
    audience: 'members',
    defaults: ALL_ON,
  },
  'member-joined-state': {
    label: 'A new member in your state',
    audience: 'members',
    defaults: { inbox: false, push: false, email: false },
  },
  'con-group-claim': {
    label: 'Someone claimed a character in a group cosplay you lead',
    audience: 'members',
    defaults: { inbox: true, push: true, email: false },
  },
  'con-claim-changed': {
    label: 'The lead of a group cosplay accepted, moved or removed your claim',
    audience: 'members',
    defaults: ALL_ON,
  },
  'con-group-changed': {
    label: 'A group cosplay you claimed a character in moved to another day or changed series',
    audience: 'members',
    defaults: ALL_ON,
  },
  'con-group-removed': {
    label: 'The organisers removed a group cosplay you lead or claimed a character in',
    audience: 'members',
    defaults: ALL_ON,
  },
  'shoot-booked': {
    label: 'Someone booked or cancelled one of your photoshoot slots',
    audience: 'members',
    defaults: { inbox: true, push: true, email: false },
  },
  'shoot-cancelled': {
    label: 'A photographer cancelled your photoshoot booking',
    audience: 'members',
    defaults: ALL_ON,
  },
  'shoot-reminder': {
    label: 'The reminders the day before and the hour before a photoshoot',
    audience: 'members',
    defaults: ALL_ON,
  },
  'album-tag': {
    label: 'A photographer tagged you in a shoot album photo',
    audience: 'members',
    defaults: { inbox: true, push: true, email: false },
  },
  'con-meetup': {
    label: 'A new meetup at a con on a day you are going',
    audience: 'members',
    defaults: { inbox: true, push: true, email: false },
  },
  // Following (issue 37 item 3): a member hears of those they follow only in the inbox until they
  // choose more; each reaches only followers who may see the thing.
  'new-follower': {
    label: 'Someone started following you',
    audience: 'members',
    defaults: FOLLOWS_DEFAULTS,
  },
  'followed-project': {
    label: 'A member you follow started a project',
    audience: 'members',
    defaults: FOLLOWS_DEFAULTS,
  },
  'followed-entry': {
    label: 'A member you follow wrote a build log entry',
    audience: 'members',
    defaults: FOLLOWS_DEFAULTS,
  },
  'followed-tutorial': {
    label: 'A member you follow published a tutorial',
    audience: 'members',
    defaults: FOLLOWS_DEFAULTS,
  },
  'followed-event': {
    label: 'A member you follow made an event',
    audience: 'members',
    defaults: FOLLOWS_DEFAULTS,
  },
  'comment-mention': {
    label: 'Someone mentioned you in a comment',
    audience: 'members',
    defaults: { inbox: true, push: true, email: false },
  },
  'comment-reply': {
    label: 'Someone replied to your comment',
    audience: 'members',
    defaults: { inbox: true, push: true, email: false },
  },
  'comment-on-yours': {
    label: 'Someone commented on your event, log entry, tutorial or album photo',
    audience: 'members',
    defaults: { inbox: true, push: false, email: false },
  },
  // Messages (issue 37 item 4): a request is heard once, when it arrives; messages in an accepted
  // conversation gather in one inbox line per conversation, which a push repeats (a push only ever
  // repeats an inbox row: notify/notify-job.ts), never the words.
  'message-request': {
    label: 'Someone sent you a message request',
    audience: 'members',
    defaults: { inbox: true, push: true, email: false },
  },
  message: {
    label: 'A new message in one of your conversations',
    audience: 'members',
    defaults: { inbox: true, push: true, email: false },
  },
  // Groups (issue 38): each reaches only members the group is shown to when it is sent
  // (db/notifications-repo.ts 'group-members'), so a private group's news never leaves it.
  'group-invited': {
    label: 'Someone invited you to a group',
    audience: 'members',
    defaults: { inbox: true, push: true, email: false },
  },
  'group-request': {
    label: 'Someone asked to join a group you run',
    audience: 'members',
    defaults: { inbox: true, push: false, email: false },
  },
  'group-approved': {
    label: 'A group approved your request to join',
    audience: 'members',
    defaults: { inbox: true, push: true, email: false },
  },
  'organiser-queue': {
    label: 'Organisers: a new report or a sign-up waiting',
    audience: 'organisers',
    defaults: { inbox: true, push: true, email: false },
  },
} as const satisfies Record<string, TypeDeclaration>;

export type NotificationType = keyof typeof NOTIFICATION_TYPES;

export function isNotificationType(type: string): type is NotificationType {
  return Object.hasOwn(NOTIFICATION_TYPES, type);
}

/** Whether a member with `role` can get notifications of `type` at all. */
export function typeIsFor(type: NotificationType, role: 'member' | 'organiser'): boolean {
  return NOTIFICATION_TYPES[type].audience === 'members' || role === 'organiser';
}
