import type { Notice } from '../../mail/notice-job';

/**
 * What each decision mails, plain and friendly: the club's name, the decision and the organiser's
 * reason. Composed when the decision is made; the job queue sends it.
 */
interface Context {
  to: string;
  username: string;
  clubName: string;
  reason: string;
}

const greeting = (username: string) => `Hello ${username},`;
const because = (reason: string) => `The organisers' reason: ${reason}`;

export function reportDismissedNotice(c: Context & { memberUsername: string }): Notice {
  return {
    to: c.to,
    subject: `Your report to ${c.clubName}`,
    paragraphs: [
      greeting(c.username),
      `Thank you for your report about ${c.memberUsername}. An organiser of ${c.clubName} looked at it and decided to take no action.`,
      because(c.reason),
      'If something new happens, you can report it again from the profile.',
    ],
  };
}

export function appealDeclinedNotice(c: Context): Notice {
  return {
    to: c.to,
    subject: `Your appeal to ${c.clubName}`,
    paragraphs: [
      greeting(c.username),
      `An organiser of ${c.clubName} read your appeal and decided that your account stays suspended.`,
      because(c.reason),
    ],
  };
}

export function photoHiddenNotice(c: Context & { place: string }): Notice {
  return {
    to: c.to,
    subject: `A photo on your ${c.clubName} profile was hidden`,
    paragraphs: [
      greeting(c.username),
      `After a report, an organiser of ${c.clubName} hid ${c.place}. It no longer shows on your profile; the rest of your profile is unchanged.`,
      because(c.reason),
    ],
  };
}

export function suspendedNotice(c: Context & { loginUrl: string }): Notice {
  return {
    to: c.to,
    subject: `Your ${c.clubName} account is suspended`,
    paragraphs: [
      greeting(c.username),
      `An organiser of ${c.clubName} suspended your account. Your profile is hidden from everyone and you are signed out everywhere.`,
      because(c.reason),
      `If you think this is a mistake, you can appeal once: log in at ${c.loginUrl} to see the appeal form.`,
    ],
  };
}

export function unsuspendedNotice(c: Context & { loginUrl: string }): Notice {
  return {
    to: c.to,
    subject: `Your ${c.clubName} account is active again`,
    paragraphs: [
      greeting(c.username),
      `An organiser of ${c.clubName} lifted the suspension of your account. Your profile is visible again as before.`,
      because(c.reason),
      `You can log in at ${c.loginUrl}.`,
    ],
  };
}
