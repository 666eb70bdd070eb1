import { expect, it } from 'vitest';
import { queueDueDigests } from '../../src/server/features/notifications/digest-schedule';
import { digestMember, digestWorld } from './digest-helpers';
import { describeEachDatabase } from './helpers';
import { call, newProject } from './project-api-helpers';

// Monday 2 March 2026, 9:00 in Chicago: members made now get their first digest a week later.
const START = '2026-03-02T15:00:00Z';
const { clock, mailer, digestsTo } = digestWorld(START);
/** 8:30 in Chicago on a date (CDT from 8 March 2026). */
const chicagoMorning = (date: string) => Date.parse(`${date}T13:30:00Z`);

/**
 * Issue 36 item 2: the weekly digest warns a maker whose build is behind (more than four hours a
 * day of tasks left before its day, or the day come with tasks left); builds on pace, finished
 * ones and daily digests say nothing of it.
 */
describeEachDatabase(
  'the weekly digest warns of builds that are behind',
  (ctx) => {
    const app = () => ctx().app;
    const run = async () => {
      await queueDueDigests(app().deps);
      await app().deps.jobs.runDue();
    };
    const project = async (token: string, title: string, targetDate: string, taskHours: number[]) => {
      const p = await newProject(app(), token, { title, targetDate });
      for (const hours of taskHours) {
        const res = await call(app(), 'POST', `/api/projects/${p.id}/tasks`, token, {
          title: `${hours} h of work`,
          estimateMinutes: hours * 60,
        });
        expect(res.statusCode, res.body).toBe(201);
      }
      return p.id as number;
    };

    it('names the builds behind, with days left and hours a day, in the weekly digest only', async () => {
      clock.now = Date.parse(START);
      const weekly = await digestMember(app(), 'Kansas');
      const daily = await digestMember(app(), 'Kansas', { frequency: 'daily' });
      // Monday 9 March: 5 days to the 14th with 30 h of tasks is 6 h a day; 10 days with 2 h is not.
      const behind = await project(weekly.token, 'Paladin armour', '2026-03-14', [20, 10]);
      await project(weekly.token, 'Easy wig', '2026-03-19', [2]);
      const done = await project(weekly.token, 'Finished cape', '2026-03-12', [40]);
      expect(
        (await call(app(), 'PATCH', `/api/projects/${done}`, weekly.token, { status: 'done' })).statusCode,
      ).toBe(200);
      const passed = await project(weekly.token, 'Late gloves', '2026-03-01', [3]);
      await project(daily.token, 'Daily maker build', '2026-03-11', [40]);

      clock.now = chicagoMorning('2026-03-09');
      await run();
      const [mail] = digestsTo(weekly.email);
      expect(mail?.text).toContain('Your builds need time');
      expect(mail?.text).toContain(
        'Paladin armour: 5 days to your target day, 30 h of tasks left — about 6 h a day',
      );
      expect(mail?.text).toContain(`${ctx().config.publicUrl}/projects/${behind}`);
      expect(mail?.text).toContain('Late gloves: your target day has come with 3 h of tasks left');
      expect(mail?.text).toContain(`/projects/${passed}`);
      for (const quiet of ['Easy wig', 'Finished cape']) expect(mail?.text).not.toContain(quiet);
      // The daily digest does not nag: with nothing else to tell, no mail at all.
      expect(digestsTo(daily.email)).toEqual([]);
    });
  },
  { build: { now: () => clock.now, jobTimer: false, mailer } },
);
