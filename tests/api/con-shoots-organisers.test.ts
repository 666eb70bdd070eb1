import { expect, it } from 'vitest';
import { runClubCommand } from '../../src/server/ops/club-command';
import { SHOOT_MESSAGES } from '../../src/shared/api/shoots';
import { addSpringCon, newOrganiser, photographerWithSlots } from './con-helpers';
import { bearer, describeEachDatabase, signUp } from './helpers';

const clock = { now: Date.parse('2026-03-01T12:00:00Z') };

/** Organisers remove a member's photoshoot slot (a fake or abusive one), audited; the booker is told. */
describeEachDatabase(
  'organisers remove photoshoot slots',
  (ctx) => {
    const app = () => ctx().app;
    const remove = (id: number, token?: string) =>
      app().inject({
        method: 'DELETE',
        url: `/api/organisers/shoots/${id}`,
        headers: token ? bearer(token) : {},
      });

    it('removes a booked slot, writes the audit entry and tells the booker; members get 403', async () => {
      const organiser = await newOrganiser(app(), { firstname: 'Olive' });
      const { slug } = await addSpringCon(app(), organiser.token, 'Slot Con');
      const { member: fake, slots } = await photographerWithSlots(
        app(),
        slug,
        { from: '10:00', until: '11:00', lengthMinutes: 30 },
        { firstname: 'Faker' },
      );
      const [booked, free] = slots.map((id) => ({ id }));
      const cos = await signUp(app(), { firstname: 'Cosmo' });
      const booking = await app().inject({
        method: 'POST',
        url: `/api/shoots/${booked!.id}/booking`,
        headers: bearer(cos.token),
      });
      expect(booking.statusCode).toBe(200);

      // Nobody but an organiser with a passkey: visitors 401, members (the photographer too) 403.
      expect((await remove(booked!.id)).statusCode).toBe(401);
      for (const member of [cos, fake]) expect((await remove(booked!.id, member.token)).statusCode).toBe(403);
      const keyless = await signUp(app());
      await runClubCommand(app().deps, ['organiser', 'add', keyless.username], app().deps.now());
      expect((await remove(booked!.id, keyless.token)).statusCode).toBe(403);
      expect(await app().deps.shootSlots.byId(booked!.id)).toBeDefined();

      const res = await remove(booked!.id, organiser.token);
      expect(res.statusCode, res.body).toBe(204);
      expect(await app().deps.shootSlots.byId(booked!.id)).toBeUndefined();
      expect((await remove(booked!.id, organiser.token)).json()).toEqual({
        message: SHOOT_MESSAGES.notFound,
      });
      // A free slot goes too, with nobody to tell.
      expect((await remove(free!.id, organiser.token)).statusCode).toBe(204);

      const audit = await app().deps.audit.list(0, 5);
      expect(audit.entries.slice(0, 2)).toMatchObject([
        {
          action: 'shoot.remove',
          actorUsername: organiser.username,
          memberUsername: fake.username,
          detail: `slot ${free!.id} on 2026-03-07 at ${slug}`,
        },
        {
          action: 'shoot.remove',
          memberUsername: fake.username,
          detail: `slot ${booked!.id} on 2026-03-07 at ${slug} (booked)`,
        },
      ]);

      await app().deps.jobs.runDue();
      const inbox = await app().inject({ url: '/api/me/notifications', headers: bearer(cos.token) });
      expect(inbox.json().notifications[0]).toMatchObject({
        type: 'shoot-cancelled',
        text: expect.stringMatching(/^Olive cancelled your .*10:00 am photoshoot at Slot Con/),
        url: `/cons/${slug}#shoots`,
      });
      // The photographer's own list no longer has either slot.
      const shoots = await app().inject({ url: `/api/cons/${slug}/shoots`, headers: bearer(fake.token) });
      expect(shoots.json().days).toEqual([]);
    });
  },
  { build: { now: () => clock.now, jobTimer: false } },
);
