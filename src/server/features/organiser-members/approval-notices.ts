import type { Notice } from '../../mail/notice-job';

interface SignUp {
  to: string;
  firstname: string;
  username: string;
  clubName: string;
  publicUrl: string;
}

/** The welcome an approved member gets, with the organiser's note when there is one. */
export function approvedNotice(member: SignUp, note: string): Notice {
  return {
    to: member.to,
    subject: `Welcome to ${member.clubName}: your account is approved`,
    paragraphs: [
      `Hello ${member.firstname},`,
      `An organiser approved your sign-up: your ${member.clubName} account (${member.username}) is open. Welcome!`,
      ...(note ? [`A note from the organisers: ${note}`] : []),
      `Log in to fill in your profile and meet the club: ${member.publicUrl}/login`,
    ],
  };
}

/** What a declined sign-up is told: the reason, and that nothing of the account is kept. */
export function declinedNotice(member: SignUp, reason: string): Notice {
  return {
    to: member.to,
    subject: `Your ${member.clubName} sign-up was declined`,
    paragraphs: [
      `Hello ${member.firstname},`,
      `An organiser looked at your sign-up (${member.username}) and declined it. The account has been erased: nothing of it is kept.`,
      `The organisers' reason: ${reason}`,
      `If you think this was a mistake, you are welcome to sign up again: ${member.publicUrl}/createuser`,
    ],
  };
}
