import { expect, it } from 'vitest';
import type { ConPlanAnswer, ConPlanDay } from '../../src/shared/api/con-plan';
import { putGoing } from './con-going-helpers';
import { setStatus } from './event-helpers';
import { bearer, describeEachDatabase, makeOrganiser, putProfile, signUp, uniqueName } from './helpers';

const clock = { now: Date.parse('2026-03-01T12:00:00Z') };

describeEachDatabase(
  'my con day plan (issue 35 item 7)',
  (ctx) => {
    const app = () => ctx().app;
    const call = (method: 'GET' | 'POST' | 'PUT', url: string, token?: string, payload?: object) =>
      app().inject({
        method,
        url: `/api${url}`,
        headers: token ? bearer(token) : {},
        ...(payload ? { payload } : {}),
      });
    /** A listed con in Illinois, Fri 6 to Sun 8 March 2026. */
    const makeCon = async () => {
      const organiser = await signUp(app());
      await makeOrganiser(app(), organiser.username);
      const res = await call('POST', '/cons', organiser.token, {
        name: `Plan Con ${uniqueName('c')}`,
        city: 'Rosemont',
        state: 'Illinois',
        startsOn: '2026-03-06',
        endsOn: '2026-03-08',
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().slug as string;
    };
    const photographer = async (firstname: string) => {
      const member = await signUp(app(), { firstname, lastname: 'Lens' });
      expect(
        (await putProfile(app(), member.userId, member.token, { imawhat: 'Photographer' })).statusCode,
      ).toBe(200);
      return member;
    };
    const publish = async (slug: string, token: string, day: string, from: string, until: string) => {
      const res = await call('POST', `/cons/${slug}/shoots`, token, {
        day,
        from,
        until,
        lengthMinutes: 30,
        gapMinutes: 0,
        place: 'Fountain',
        price: 20,
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().slots as { id: number }[];
    };
    const book = async (id: number, token: string) =>
      expect((await call('POST', `/shoots/${id}/booking`, token)).statusCode).toBeLessThan(300);
    const plan = async (slug: string, token: string) => {
      const res = await call('GET', `/me/cons/${slug}/plan`, token);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      return res.json() as ConPlanAnswer;
    };

    it('lists a member’s cosplan, shoots, booked slots and group claims per day, by time', async () => {
      const slug = await makeCon();
      const mia = await photographer('Mia');
      const ada = await photographer('Ada');
      const ben = await signUp(app(), { firstname: 'Ben', lastname: 'Booker' });
      const other = await signUp(app(), { firstname: 'Olga', lastname: 'Other' });
      expect(
        (
          await putGoing(app(), slug, mia.token, {
            days: [
              { day: '2026-03-06', character: 'Lumine', series: 'Genshin Impact' },
              { day: '2026-03-07', character: '', series: '' },
            ],
          })
        ).statusCode,
      ).toBe(200);
      await putGoing(app(), slug, other.token, {
        days: [{ day: '2026-03-08', character: 'Zelda', series: 'Zelda' }],
      });
      // Ada's 2 pm slot and 10 am slot on Saturday: Mia books the 2 pm one first; the plan sorts them.
      const adaSlots = await publish(slug, ada.token, '2026-03-07', '10:00', '10:30');
      const adaLate = await publish(slug, ada.token, '2026-03-07', '14:00', '14:30');
      await book(adaLate[0]!.id, mia.token);
      await book(adaSlots[0]!.id, other.token);
      // Mia's own slots on Saturday at noon: Ben books one, one stays free.
      const miaSlots = await publish(slug, mia.token, '2026-03-07', '12:00', '13:00');
      await book(miaSlots[0]!.id, ben.token);
      // A Saturday group Mia claims in (pending), a whole-con group she leads, Olga's group.
      const sat = await call('POST', `/cons/${slug}/groups`, ben.token, {
        series: 'Genshin Impact',
        title: 'Mondstadt',
        day: '2026-03-07',
        characters: ['Venti', 'Amber'],
      });
      expect(sat.statusCode, sat.body).toBe(201);
      const venti = sat.json().characters.find((c: { name: string }) => c.name === 'Venti').id;
      expect(
        (await call('POST', `/con-groups/${sat.json().id}/claims`, mia.token, { characterId: venti }))
          .statusCode,
      ).toBe(200);
      const led = await call('POST', `/cons/${slug}/groups`, mia.token, {
        series: 'Zelda',
        title: 'Hyrule',
        characters: ['Link'],
      });
      expect(led.statusCode, led.body).toBe(201);
      await call('POST', `/cons/${slug}/groups`, other.token, {
        series: 'Bleach',
        title: 'Soul Society',
        characters: ['Ichigo'],
      });

      const answer = await plan(slug, mia.token);
      expect(answer.con.slug).toBe(slug);
      expect(answer.days.map((d) => d.day)).toEqual(['2026-03-06', '2026-03-07']);
      const [fri, satDay] = answer.days as [ConPlanDay, ConPlanDay];
      expect(fri.cosplan).toEqual({ character: 'Lumine', series: 'Genshin Impact' });
      expect(fri.items.map((i) => i.group?.title)).toEqual(['Hyrule']);
      expect(satDay.cosplan).toBeNull();
      expect(satDay.freeSlots).toBe(1);
      expect(satDay.items.map((i) => [i.kind, i.time, i.person?.displayName ?? i.group?.title])).toEqual([
        ['photographing', '12:00 pm', 'Ben Booker'],
        ['shoot', '2:00 pm', 'Ada Lens'],
        ['group', null, 'Mondstadt'],
        ['group', null, 'Hyrule'],
      ]);
      expect(satDay.items[1]).toMatchObject({ endTime: '2:30 pm', place: 'Fountain', priceCents: 2000 });
      expect(satDay.items[2]?.group).toMatchObject({ character: 'Venti', pending: true, lead: false });
      expect(satDay.items[3]?.group).toMatchObject({ character: null, lead: true });
      const text = JSON.stringify(answer);
      expect(text).not.toContain('Olga');
      expect(text).not.toContain('Soul Society');
      expect(text).not.toContain('10:00 am');

      // A suspended booker is "A member" to the photographer.
      await setStatus(app(), ben.userId, 'suspended');
      const later = await plan(slug, mia.token);
      expect(later.days[1]?.items[0]?.person).toEqual({ username: '', displayName: 'A member' });
      expect(JSON.stringify(later)).not.toContain('Booker');
    });

    it('puts whole-con groups under Any day for a member who goes on no day', async () => {
      const slug = await makeCon();
      const lead = await signUp(app());
      const res = await call('POST', `/cons/${slug}/groups`, lead.token, {
        series: 'Zelda',
        title: 'Anyday',
        characters: ['Link'],
      });
      expect(res.statusCode).toBe(201);
      const answer = await plan(slug, lead.token);
      expect(answer.days).toHaveLength(1);
      expect(answer.days[0]).toMatchObject({ day: null, cosplan: null, freeSlots: 0 });
      expect(answer.days[0]?.items[0]?.group?.title).toBe('Anyday');
      const stranger = await signUp(app());
      expect((await plan(slug, stranger.token)).days).toEqual([]);
    });

    it('answers 401 to visitors and 404 for an unknown con', async () => {
      const slug = await makeCon();
      expect((await call('GET', `/me/cons/${slug}/plan`)).statusCode).toBe(401);
      const member = await signUp(app());
      const unknown = await call('GET', '/me/cons/no-such-con-here/plan', member.token);
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().message ?? unknown.body).toMatch(/No such convention/);
    });
  },
  { build: { now: () => clock.now, jobTimer: false } },
);
