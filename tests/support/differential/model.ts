import type { FastifyInstance } from 'fastify';
import type { Mail } from '../../../src/server/mail/mailer';
import type { Random } from './random';

/** What the run knows of a member, to choose writes that can succeed. */
export interface Member {
  id: number;
  username: string;
  password: string;
  email: string;
  token: string;
  status: 'active' | 'pending' | 'suspended' | 'deleted' | 'gone';
  organiser: boolean;
  restoreToken?: string;
  /** A token the last write ended (a logout): read with once, to see it refused everywhere. */
  oldToken?: string;
}

export interface ClubEvent {
  id: number;
  host: Member;
  cancelled: boolean;
}

/** A costume project the run started (issue 36), with its maker. */
export interface ClubProject {
  id: number;
  maker: Member;
  /** Its tutorial (issue 36 item 6), once the run made one. */
  tutorialId?: number;
}

export interface Model {
  /** The organiser (with a passkey) who does the organisers' writes; never suspended or deleted. */
  boss: Member;
  members: Member[];
  events: ClubEvent[];
  projects: ClubProject[];
  approvalRequired: boolean;
}

/** One write's context: the instance it goes through, and what it touched (read closely after). */
export interface WriteStep {
  app: FastifyInstance;
  model: Model;
  rnd: Random;
  mails: Mail[];
  touchedMembers: Member[];
  touchedEvents: ClubEvent[];
  /** Every server on the database, the reference included. */
  everyInstance: FastifyInstance[];
}

export const active = (model: Model) => model.members.filter((m) => m.status === 'active');

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A write that must succeed: the run chooses only writes the model says are possible. */
export async function expectOk(
  what: string,
  res: { statusCode: number; body: string },
): Promise<{ statusCode: number; body: string }> {
  if (res.statusCode >= 300) throw new Error(`${what} answered ${res.statusCode}: ${res.body.slice(0, 300)}`);
  return res;
}
