import type { MemberStatus } from './schema';

// Its own file so that moderation-repo.ts and report-queue-repo.ts (which the first imports) both
// use it without an import cycle.

/** The member a report or an action is about, as moderation needs them. */
export interface ModeratedMember {
  id: number;
  username: string;
  firstname: string;
  lastname: string;
  recoveryemail: string;
  role: string;
  status: MemberStatus;
  status_reason: string;
  image: string;
  slideshow: string;
}
