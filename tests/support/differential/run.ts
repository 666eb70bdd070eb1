import { makeOrganiser, signUp } from '../../api/helpers';
import {
  answerRsvp,
  cancelEvent,
  createEvent,
  decidePending,
  editEvent,
  hideReportedPhoto,
  liftSuspension,
  setRole,
  suspend,
  toggleApproval,
} from './club-writes';
import {
  deleteAccount,
  logIn,
  logInAgain,
  postScore,
  restoreAccount,
  savePhoto,
  saveProfile,
  signUpMember,
} from './member-writes';
import type { ClubEvent, Member, Model, WriteStep } from './model';
import { editProject, startProject, writeEntry, writeTutorial } from './project-writes';
import { seededRandom } from './random';
import { type Answer, answerOf, differenceOf, readsAfter } from './reads';
import { relate } from './relation-writes';
import { changePassword, editContent, endOtherSessions, logOut, setCover } from './session-writes';
import type { Instance, World } from './world';

type Write = (step: WriteStep) => Promise<string | undefined>;

/** Every write route the run reaches, with how often it is chosen. */
const WRITES: [number, string, Write][] = [
  [8, 'sign-up', signUpMember],
  [22, 'profile save', saveProfile],
  [7, 'photo', savePhoto],
  [3, 'deletion', deleteAccount],
  [3, 'restore', restoreAccount],
  [3, 'suspension', suspend],
  [3, 'lifting', liftSuspension],
  [2, 'role', setRole],
  [2, 'approval setting', async (s) => toggleApproval(s)],
  [3, 'approval', decidePending],
  [2, 'hidden photo', hideReportedPhoto],
  [7, 'event', createEvent],
  [7, 'event edit', editEvent],
  [2, 'event cancel', cancelEvent],
  [8, 'rsvp', answerRsvp],
  [4, 'score', postScore],
  [2, 'login', logInAgain],
  [2, 'logout', logOut],
  [1, 'other sessions ended', endOtherSessions],
  [1, 'password change', changePassword],
  [3, 'event cover', setCover],
  [1, 'club content', async (s) => editContent(s, s.everyInstance)],
  [4, 'project', startProject],
  [4, 'project entry', writeEntry],
  [3, 'project edit', editProject],
  [3, 'tutorial', writeTutorial],
  [2, 'block or mute', relate],
];
const READS_AT_ONCE = 6;
/** Every so many steps the reference is also compared with a server started just then. */
const NEW_REFERENCE_EVERY = 20;
const TOTAL_WEIGHT = WRITES.reduce((sum, [w]) => sum + w, 0);

/** The write whose share of the total weight holds `roll`. */
function weighted(roll: number): (typeof WRITES)[number] {
  let left = roll;
  for (const entry of WRITES) {
    left -= entry[0];
    if (left < 0) return entry;
  }
  return WRITES[0] as (typeof WRITES)[number];
}

export interface Mismatch {
  seed: number;
  step: number;
  write: string;
  read: string;
  instance: string;
  difference: string;
}

export interface RunResult {
  mismatches: Mismatch[];
  steps: number;
  reads: number;
  writes: Record<string, number>;
}

export const describeMismatch = (m: Mismatch) =>
  `seed ${m.seed}, step ${m.step} (replay: DIFF_SEED=${m.seed} DIFF_STEPS=${m.step})\n` +
  `write: ${m.write}\nread on ${m.instance}: ${m.read}\n${m.difference}`;

/**
 * The differential run: `steps` seeded writes through the cached instances, and after each one
 * every read on each cached instance compared with the reference (ANSWER_CACHE=off) on the same
 * database. Stops at the first mismatch unless `keepGoing` (then up to 50 are collected).
 */
export async function runDifferential(
  world: World,
  options: { seed: number; steps: number; keepGoing?: boolean },
): Promise<RunResult> {
  const { seed, steps } = options;
  const rnd = seededRandom(seed);
  const setup = world.writers[0]?.app;
  if (!setup) throw new Error('no writer');
  const b = await signUp(setup, { firstname: 'Olive', lastname: 'Organiser' });
  await makeOrganiser(setup, b.username);
  const boss: Member = {
    id: b.userId,
    username: b.username,
    password: b.password,
    email: b.fields.recoveryemail as string,
    token: b.token,
    status: 'active',
    organiser: true,
  };
  const model: Model = { boss, members: [boss], events: [], projects: [], approvalRequired: false };
  const etags = new Map<string, string>();
  const result: RunResult = { mismatches: [], steps: 0, reads: 0, writes: {} };

  const compare = async (
    step: number,
    write: string,
    touched: Member[],
    events: ClubEvent[],
    also: Instance[] = [],
  ) => {
    const readers = [...world.readers, ...also];
    // Half the reads revalidate what the reference answered last time (If-None-Match): a kept
    // answer must not say 304 to a version that a write replaced.
    const reads = readsAfter(model, rnd, touched, events).map((read) => {
      const etag = etags.get(`${read.as} ${read.url}`);
      return etag && rnd.chance(0.5)
        ? { ...read, headers: { ...read.headers, 'if-none-match': etag } }
        : read;
    });
    // Nothing is written while they run, so the reads of a step go together (a few at a time).
    for (let at = 0; at < reads.length; at += READS_AT_ONCE) {
      const batch = reads.slice(at, at + READS_AT_ONCE);
      const answers = await Promise.all(
        batch.map((read) => Promise.all([world.reference, ...readers].map((i) => answerOf(i, read)))),
      );
      result.reads += batch.length;
      batch.forEach((read, r) => {
        const [fresh, ...kept] = answers[r] as Answer[];
        if (fresh?.headers.etag) etags.set(`${read.as} ${read.url}`, fresh.headers.etag);
        kept.forEach((answer, i) => {
          const instance = readers[i]?.name ?? '?';
          const difference = differenceOf(answer, fresh as Answer, instance);
          if (difference === undefined) return;
          const shown = `GET ${read.url} as ${read.as || 'visitor'}`;
          const mismatch = { seed, step, write, read: shown, instance, difference };
          if (!options.keepGoing) throw new Error(describeMismatch(mismatch));
          if (result.mismatches.length < 50) result.mismatches.push(mismatch);
        });
      });
    }
  };

  await compare(0, 'none (setup)', [], []);
  for (let step = 1; step <= steps; step += 1) {
    const writer = rnd.pick(world.writers) ?? world.writers[0];
    const ctx: WriteStep = {
      app: (writer ?? { app: setup }).app,
      model,
      rnd,
      mails: world.mails,
      touchedMembers: [],
      touchedEvents: [],
      everyInstance: [...world.writers, world.reference].map((i) => i.app),
    };
    const [, kind, write] = weighted(rnd.int(TOTAL_WEIGHT));
    let done = await write(ctx);
    let doneKind = kind;
    if (done === undefined) {
      // Nothing that write could act on yet (no suspended member to lift): a sign-up instead.
      done = await signUpMember(ctx);
      doneKind = 'sign-up';
    }
    result.writes[doneKind] = (result.writes[doneKind] ?? 0) + 1;
    const also = step % NEW_REFERENCE_EVERY === 0 ? [await world.newReference()] : [];
    try {
      await compare(step, `${done} (through ${writer?.name})`, ctx.touchedMembers, ctx.touchedEvents, also);
    } finally {
      for (const i of also) await i.app.close();
      if (also.length > 0) world.forgetOwnWrites();
    }
    for (const m of ctx.touchedMembers) {
      // Signed out: signed in again for the writes to come (a login changes no answer).
      if (m.oldToken === m.token) await logIn({ app: ctx.app }, m);
      m.oldToken = undefined;
    }
    result.steps = step;
  }
  return result;
}
