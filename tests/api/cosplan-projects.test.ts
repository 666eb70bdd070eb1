import { expect, it } from 'vitest';
import { CON_GOING_MESSAGES } from '../../src/shared/api/con-going';
import { EVENT_MESSAGES } from '../../src/shared/api/events';
import { going, putGoing, setConDates } from './con-going-helpers';
import { createEvent, detail, rsvp, setStatus } from './event-helpers';
import { describeEachDatabase, signUp } from './helpers';
import { call, newProject } from './project-api-helpers';

const CON = 'gen-con';
const SAT = '2030-08-03';

/**
 * Issue 36 item 4: a project worn at an event or a con day. Only the member's own project may be
 * named; lists name it only to viewers who may see the project; the text cosplan stays.
 */
describeEachDatabase('a project worn at an event or a con', (ctx) => {
  const app = () => ctx().app;

  it('an RSVP names the member’s own project; attendee lists show it per the project’s visibility', async () => {
    const host = await signUp(app());
    const ada = await signUp(app());
    const other = await signUp(app());
    const eventId = await createEvent(app(), host.token, { visibility: 'public' });
    const open = await newProject(app(), ada.token, { title: 'Open armour', visibility: 'everyone' });
    const members = await newProject(app(), ada.token, { title: 'Members armour', visibility: 'members' });
    const secret = await newProject(app(), ada.token, { title: 'Secret armour', visibility: 'private' });
    const theirs = await newProject(app(), other.token, { title: 'Not Ada’s', visibility: 'everyone' });

    const refused = await rsvp(app(), eventId, ada.token, { status: 'going', projectId: theirs.id });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(EVENT_MESSAGES.notYourProject);

    const seen = async (projectId: number, viewer?: string) => {
      const res = await rsvp(app(), eventId, ada.token, { status: 'going', cosplan: 'Leona', projectId });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().myRsvp).toMatchObject({ cosplan: 'Leona', projectId });
      const event = await detail(app(), eventId, viewer);
      return event.attendees.find((a) => a.username === ada.username)?.project ?? null;
    };
    expect(await seen(open.id)).toEqual({ id: open.id, title: 'Open armour' });
    expect(await seen(members.id)).toBeNull();
    expect(await seen(members.id, other.token)).toEqual({ id: members.id, title: 'Members armour' });
    expect(await seen(secret.id, other.token)).toBeNull();
    expect(await seen(secret.id, ada.token)).toEqual({ id: secret.id, title: 'Secret armour' });

    // A project that goes leaves the RSVP and its text cosplan as they were.
    expect((await call(app(), 'DELETE', `/api/projects/${secret.id}`, ada.token)).statusCode).toBe(204);
    const after = await detail(app(), eventId, ada.token);
    expect(after.myRsvp).toMatchObject({ status: 'going', cosplan: 'Leona', projectId: null });
  });

  it('a con day names the member’s own project; the goers’ list shows it per the project’s visibility', async () => {
    await setConDates(app(), CON, SAT, SAT);
    const ada = await signUp(app());
    const other = await signUp(app());
    const members = await newProject(app(), ada.token, { title: 'Con build', visibility: 'members' });
    const theirs = await newProject(app(), other.token, { title: 'Other build' });

    const refused = await putGoing(app(), CON, ada.token, {
      visibility: 'public',
      days: [{ day: SAT, character: 'Leona', projectId: theirs.id }],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(CON_GOING_MESSAGES.notYourProject);

    const saved = await putGoing(app(), CON, ada.token, {
      visibility: 'public',
      days: [{ day: SAT, character: 'Leona', projectId: members.id }],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().mine.days).toEqual([
      { day: SAT, character: 'Leona', series: '', projectId: members.id },
    ]);
    const ofAda = async (token?: string) =>
      (await going(app(), CON, token)).days[0]!.members.find((m) => m.username === ada.username);
    expect((await ofAda(other.token))?.project).toEqual({ id: members.id, title: 'Con build' });
    const byVisitor = await ofAda();
    expect(byVisitor?.character).toBe('Leona');
    expect(byVisitor?.project).toBeNull();

    // A suspended member is listed nowhere, their project with them.
    await setStatus(app(), ada.userId, 'suspended');
    expect((await going(app(), CON, other.token)).days[0]!.members.map((m) => m.username)).not.toContain(
      ada.username,
    );
  });
});
