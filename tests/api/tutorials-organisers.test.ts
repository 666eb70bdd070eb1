import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import type { AuditPage } from '../../src/shared/api/moderation';
import { TUTORIAL_MODERATION_MESSAGES } from '../../src/shared/api/tutorial-links';
import { TUTORIAL_MESSAGES } from '../../src/shared/api/tutorials';
import { newOrganiser } from './con-helpers';
import { bearer, describeEachDatabase, signUp } from './helpers';
import { send, tutorialOf } from './tutorial-api-helpers';

const clock = { now: Date.parse('2026-05-20T12:00:00Z') };

/** Organisers hide a member's tutorial and show it again: organisers only, audited, gone for all but its maker. */
describeEachDatabase(
  'organisers hide tutorials',
  (ctx) => {
    const app = (): FastifyInstance => ctx().app;
    const act = (url: string, token?: string) =>
      app().inject({ method: 'POST', url, headers: token ? bearer(token) : {} });
    const auditOf = async (token: string) => {
      const res = await app().inject({ url: '/api/organisers/audit?limit=5', headers: bearer(token) });
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as AuditPage).entries;
    };

    it('refuses visitors (401) and members, the maker included (403); 404 for no such tutorial', async () => {
      const maker = await signUp(app());
      const organiser = await newOrganiser(app());
      const { tutorial } = await tutorialOf(app(), maker.token, { publish: true });
      for (const verb of ['hide', 'unhide']) {
        const url = `/api/organisers/tutorials/${tutorial.id}/${verb}`;
        expect((await act(url)).statusCode).toBe(401);
        expect((await act(url, maker.token)).statusCode).toBe(403);
      }
      const none = await act('/api/organisers/tutorials/999999/hide', organiser.token);
      expect(none.statusCode).toBe(404);
      expect(none.json().message).toBe(TUTORIAL_MESSAGES.notFound);
      expect((await act('/api/organisers/tutorials/0/hide', organiser.token)).statusCode).toBe(400);
      expect((await send(app(), 'GET', `/api/tutorials/${tutorial.id}`)).statusCode).toBe(200);
    });

    it('hides a tutorial from everyone but its maker, audited once; showing it again brings it back', async () => {
      const organiser = await newOrganiser(app());
      const maker = await signUp(app());
      const member = await signUp(app());
      const { project, tutorial } = await tutorialOf(app(), maker.token, { publish: true });
      const page = `/api/tutorials/${tutorial.id}`;

      const hidden = await act(`/api/organisers/tutorials/${tutorial.id}/hide`, organiser.token);
      expect(hidden.statusCode, hidden.body).toBe(200);
      expect(hidden.json().message).toBe(TUTORIAL_MODERATION_MESSAGES.hidden);
      expect((await send(app(), 'GET', page, member.token)).statusCode).toBe(404);
      expect((await send(app(), 'GET', page)).statusCode).toBe(404);
      expect((await send(app(), 'GET', page, maker.token)).statusCode).toBe(200);
      const listed = (await send(app(), 'GET', '/api/tutorials', member.token)).json().tutorials;
      expect(listed.some((t: { id: number }) => t.id === tutorial.id)).toBe(false);
      // The project itself stays.
      expect((await send(app(), 'GET', `/api/projects/${project.id}`, member.token)).statusCode).toBe(200);
      const [entry] = await auditOf(organiser.token);
      expect(entry).toMatchObject({
        actorUsername: organiser.username,
        action: 'tutorial.hide',
        memberUsername: maker.username,
        detail: `tutorial ${tutorial.id} of project ${project.id}: Foam bracers`,
      });

      expect((await act(`/api/organisers/tutorials/${tutorial.id}/hide`, organiser.token)).statusCode).toBe(
        200,
      );
      expect((await auditOf(organiser.token)).filter((e) => e.action === 'tutorial.hide')).toHaveLength(1);

      const shown = await act(`/api/organisers/tutorials/${tutorial.id}/unhide`, organiser.token);
      expect(shown.statusCode, shown.body).toBe(200);
      expect(shown.json().message).toBe(TUTORIAL_MODERATION_MESSAGES.shown);
      expect((await send(app(), 'GET', page, member.token)).statusCode).toBe(200);
      const [latest] = await auditOf(organiser.token);
      expect(latest).toMatchObject({ action: 'tutorial.unhide', memberUsername: maker.username });
    });
  },
  { build: { now: () => clock.now, jobTimer: false } },
);
