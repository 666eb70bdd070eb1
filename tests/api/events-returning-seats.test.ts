import { expect, it } from 'vitest';
import { createEvent, detail, rsvp, setStatus } from './event-helpers';
import { bearer, describeEachDatabase } from './helpers';
import {
  lastMailTo,
  type Member,
  member,
  moderationWorld,
  organiser,
  organiserPost,
} from './moderation-helpers';

const world = moderationWorld();
const GOING = { status: 'going', cosplan: '', photoshoot: false } as const;

describeEachDatabase(
  'a returning member’s seat: restored accounts and lifted suspensions never exceed the capacity',
  (ctx) => {
    const app = () => ctx().app;

    /** Deletes the account and answers the restore link's token from its mail. */
    const deleteAccount = async (m: Member) => {
      const res = await app().inject({
        method: 'DELETE',
        url: `/api/users/${m.userId}`,
        payload: { password: m.password },
        headers: bearer(m.token),
      });
      expect(res.statusCode, res.body).toBe(200);
      const mail = await lastMailTo(app(), world.sent, m.email);
      const token = mail?.text.match(/restoreaccount\?token=([A-Za-z0-9_-]+)/)?.[1];
      if (!token) throw new Error('no restore link mailed');
      return token;
    };
    const restore = (token: string) =>
      app().inject({ method: 'POST', url: '/api/restoreaccount', payload: { token } });
    const answerOf = async (eventId: number, userId: number) =>
      (await app().deps.rsvps.mine(eventId, userId))?.status;
    /** Their place on the event's waitlist (1: next in line), or undefined. */
    const placeOf = async (eventId: number, userId: number) =>
      (await app().deps.waitlists.mine(eventId, userId))?.place;
    const goingNow = async (eventId: number) => (await detail(app(), eventId)).going;

    /** An event of capacity 2 with a member and the one who will leave going. */
    const fullEvent = async (title: string) => {
      const host = await member(app());
      const first = await member(app());
      const leaver = await member(app());
      const id = await createEvent(app(), host.token, { title, capacity: 2 });
      for (const m of [first, leaver]) expect((await rsvp(app(), id, m.token, GOING)).statusCode).toBe(200);
      return { id, leaver };
    };

    it('a restored RSVP whose seat was taken moves to the waitlist and the member is mailed, naming the event', async () => {
      const { id, leaver } = await fullEvent('Armour workshop');
      const roomy = await createEvent(app(), (await member(app())).token, {
        title: 'Open night',
        capacity: 5,
      });
      expect((await rsvp(app(), roomy, leaver.token, GOING)).statusCode).toBe(200);
      const token = await deleteAccount(leaver);
      const newcomer = await member(app());
      expect((await rsvp(app(), id, newcomer.token, GOING)).statusCode).toBe(200);

      expect((await restore(token)).statusCode).toBe(200);
      expect(await goingNow(id)).toBe(2);
      expect(await answerOf(id, leaver.userId)).toBeUndefined();
      expect(await placeOf(id, leaver.userId)).toBe(1);
      expect(await answerOf(id, newcomer.userId)).toBe('going');
      // Where a seat was still free it stays theirs.
      expect(await answerOf(roomy, leaver.userId)).toBe('going');
      const notice = await lastMailTo(app(), world.sent, leaver.email);
      expect(notice?.subject).toBe('Your place at Armour workshop went to someone else');
      expect(notice?.text).toContain('you are now number 1 on its waitlist');
      expect(notice?.text).toContain(`/events/${id}`);
      expect(world.sent.filter((m) => m.to === leaver.email && /Open night/.test(m.subject))).toEqual([]);
    });

    it('a restore racing an RSVP for the last seat: never more going than the capacity (8 rounds)', async () => {
      for (let round = 0; round < 8; round++) {
        const { id, leaver } = await fullEvent(`Race ${round}`);
        const token = await deleteAccount(leaver);
        const newcomer = await member(app());
        // Either may start first: on PostgreSQL they overlap; SQLite takes them in turn.
        const restoring = () => restore(token);
        const answering = () => rsvp(app(), id, newcomer.token, GOING);
        const [restored, answered] =
          round % 2 === 0
            ? await Promise.all([restoring(), answering()])
            : await Promise.all([answering(), restoring()]).then(([a, r]) => [r, a] as const);
        expect(restored.statusCode).toBe(200);
        expect(answered.statusCode).toBe(200);
        expect(await goingNow(id)).toBe(2);
        // Exactly one of them holds the seat, the other is first on the waitlist.
        if (answered.json().myWaitlist === null) {
          expect(await answerOf(id, newcomer.userId)).toBe('going');
          expect(await placeOf(id, leaver.userId)).toBe(1);
          expect(await answerOf(id, leaver.userId)).toBeUndefined();
        } else {
          expect(answered.json().myWaitlist).toMatchObject({ place: 1, state: 'waiting' });
          expect(await answerOf(id, leaver.userId)).toBe('going');
          expect(await placeOf(id, newcomer.userId)).toBe(1);
        }
      }
    });

    it('an account restored while suspended keeps its answer until the suspension is lifted', async () => {
      const boss = await organiser(app());
      const { id, leaver } = await fullEvent('Sewing night');
      const token = await deleteAccount(leaver);
      await setStatus(app(), leaver.userId, 'suspended');
      const newcomer = await member(app());
      expect((await rsvp(app(), id, newcomer.token, GOING)).statusCode).toBe(200);
      const mailsBefore = world.sent.length;
      expect((await restore(token)).statusCode).toBe(200);
      // Not counted while suspended, and nothing to tell yet.
      expect(await answerOf(id, leaver.userId)).toBe('going');
      expect(await goingNow(id)).toBe(2);
      await app().deps.jobs.runDue();
      expect(world.sent.slice(mailsBefore).filter((m) => m.to === leaver.email)).toEqual([]);
      const lifted = await organiserPost(app(), boss.token, `members/${leaver.userId}/unsuspend`, 'Sorted');
      expect(lifted.statusCode, lifted.body).toBe(200);
      expect(await answerOf(id, leaver.userId)).toBeUndefined();
      expect(await placeOf(id, leaver.userId)).toBe(1);
      expect(await goingNow(id)).toBe(2);
    });

    it('a lifted suspension follows the same rule, in the organiser’s transaction', async () => {
      const boss = await organiser(app());
      const { id, leaver } = await fullEvent('Prop night');
      const suspend = await organiserPost(app(), boss.token, `members/${leaver.userId}/suspend`, 'Spam');
      expect(suspend.statusCode, suspend.body).toBe(200);
      const newcomer = await member(app());
      expect((await rsvp(app(), id, newcomer.token, GOING)).statusCode).toBe(200);
      const lifted = await organiserPost(app(), boss.token, `members/${leaver.userId}/unsuspend`, 'Sorted');
      expect(lifted.statusCode, lifted.body).toBe(200);
      expect(await goingNow(id)).toBe(2);
      expect(await answerOf(id, leaver.userId)).toBeUndefined();
      expect(await placeOf(id, leaver.userId)).toBe(1);
      const mails = world.sent.filter((m) => m.to === leaver.email);
      await app().deps.jobs.runDue();
      expect(world.sent.filter((m) => m.to === leaver.email).length).toBeGreaterThan(mails.length);
      expect(world.sent.some((m) => m.to === leaver.email && m.subject.includes('Prop night'))).toBe(true);
    });
  },
  { build: world.build },
);
