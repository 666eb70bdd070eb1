import { STATE_NAMES } from '../../../src/shared/constants';
import { eventFields } from '../../api/event-helpers';
import { logIn } from './member-writes';
import { active, bearer, type ClubEvent, expectOk, type Member, type WriteStep } from './model';

const REASON = { reason: 'Differential test' };
const STATES = ['', ...STATE_NAMES.slice(0, 3)];

const asBoss = (step: WriteStep, url: string, payload: object, method: 'POST' | 'PUT' = 'POST') =>
  step.app.inject({ method, url: `/api/organisers${url}`, payload, headers: bearer(step.model.boss.token) });

const others = (step: WriteStep) => active(step.model).filter((m) => m !== step.model.boss);

export async function suspend(step: WriteStep): Promise<string | undefined> {
  const m = step.rnd.pick(others(step).filter((x) => !x.organiser));
  if (!m) return undefined;
  await expectOk('suspension', await asBoss(step, `/members/${m.id}/suspend`, REASON));
  m.status = 'suspended';
  step.touchedMembers.push(m);
  return `suspended ${m.username}`;
}

export async function liftSuspension(step: WriteStep): Promise<string | undefined> {
  const m = step.rnd.pick(step.model.members.filter((x) => x.status === 'suspended'));
  if (!m) return undefined;
  await expectOk('lifting', await asBoss(step, `/members/${m.id}/unsuspend`, REASON));
  m.status = 'active';
  await logIn(step, m);
  step.touchedMembers.push(m);
  return `suspension lifted ${m.username}`;
}

export async function setRole(step: WriteStep): Promise<string | undefined> {
  const m = step.rnd.pick(others(step));
  if (!m) return undefined;
  const role = m.organiser ? 'member' : 'organiser';
  await expectOk('role', await asBoss(step, `/members/${m.id}/role`, { role }));
  m.organiser = role === 'organiser';
  step.touchedMembers.push(m);
  return `role ${m.username} → ${role}`;
}

export async function toggleApproval(step: WriteStep): Promise<string> {
  const approvalRequired = !step.model.approvalRequired;
  await expectOk('approval setting', await asBoss(step, '/settings', { approvalRequired }, 'PUT'));
  step.model.approvalRequired = approvalRequired;
  return `approval required: ${approvalRequired}`;
}

export async function decidePending(step: WriteStep): Promise<string | undefined> {
  const m = step.rnd.pick(step.model.members.filter((x) => x.status === 'pending'));
  if (!m) return undefined;
  const approve = step.rnd.chance(0.7);
  await expectOk(
    'approval',
    await asBoss(step, `/members/${m.id}/${approve ? 'approve' : 'decline'}`, REASON),
  );
  m.status = approve ? 'active' : 'gone';
  if (approve) await logIn(step, m);
  step.touchedMembers.push(m);
  return `${approve ? 'approved' : 'declined'} ${m.username}`;
}

/** A member reports one of another's photos, and the organiser hides it. */
export async function hideReportedPhoto(step: WriteStep): Promise<string | undefined> {
  const { app, rnd } = step;
  const withPhotos: { m: Member; image: string }[] = [];
  for (const m of rnd.some(others(step), 4)) {
    const own = (await app.inject({ url: `/api/users/${m.id}`, headers: bearer(m.token) })).json();
    const urls = [own.image, ...(own.slideshow as string[])].filter((u: string) => u !== '');
    if (urls.length > 0) withPhotos.push({ m, image: (rnd.pick(urls) as string).split('?')[0] as string });
  }
  const target = rnd.pick(withPhotos);
  const reporter = rnd.pick(active(step.model).filter((x) => x !== target?.m));
  if (!target || !reporter) return undefined;
  const payload = { username: target.m.username, image: target.image, reason: 'inappropriate' };
  await expectOk(
    'report',
    await app.inject({ method: 'POST', url: '/api/reports', payload, headers: bearer(reporter.token) }),
  );
  const queue = (
    await app.inject({ url: '/api/organisers/reports', headers: bearer(step.model.boss.token) })
  ).json();
  const ids = (queue.members as { member: { id: number }; reports: { id: number }[] }[])
    .filter((g) => g.member.id === target.m.id)
    .flatMap((g) => g.reports.map((r) => r.id));
  const id = Math.max(...ids);
  await expectOk('hiding', await asBoss(step, `/reports/${id}/hide-photo`, REASON));
  step.touchedMembers.push(target.m);
  return `photo hidden ${target.m.username} ${target.image}`;
}

const openEvents = (step: WriteStep) =>
  step.model.events.filter((e) => !e.cancelled && e.host.status === 'active');

const randomEvent = (step: WriteStep) => ({
  title: `Build night ${step.rnd.int(100)}`,
  state: step.rnd.pick(STATES) as string,
  visibility: step.rnd.chance(0.7) ? ('public' as const) : ('members' as const),
});

export async function createEvent(step: WriteStep): Promise<string | undefined> {
  const host = step.rnd.pick(active(step.model));
  if (!host) return undefined;
  const fields = eventFields(randomEvent(step));
  const res = await step.app.inject({
    method: 'POST',
    url: '/api/events',
    payload: fields,
    headers: bearer(host.token),
  });
  await expectOk('event', res);
  const event: ClubEvent = { id: (JSON.parse(res.body) as { id: number }).id, host, cancelled: false };
  step.model.events.push(event);
  step.touchedEvents.push(event);
  return `event ${event.id} by ${host.username} ${JSON.stringify({ state: fields.state, visibility: fields.visibility })}`;
}

/** Edited by its host, or by the organiser (the organiser's door). */
export async function editEvent(step: WriteStep): Promise<string | undefined> {
  const event = step.rnd.pick(openEvents(step));
  if (!event) return undefined;
  const by = step.rnd.chance(0.3) ? step.model.boss : event.host;
  const fields = eventFields(randomEvent(step));
  const res = await step.app.inject({
    method: 'PUT',
    url: `/api/events/${event.id}`,
    payload: fields,
    headers: bearer(by.token),
  });
  await expectOk('event edit', res);
  step.touchedEvents.push(event);
  return `event ${event.id} edited by ${by.username} ${JSON.stringify(fields)}`;
}

export async function cancelEvent(step: WriteStep): Promise<string | undefined> {
  const event = step.rnd.pick(openEvents(step));
  if (!event) return undefined;
  const res = await step.app.inject({
    method: 'DELETE',
    url: `/api/events/${event.id}`,
    headers: bearer(event.host.token),
  });
  await expectOk('event cancel', res);
  event.cancelled = true;
  step.touchedEvents.push(event);
  return `event ${event.id} cancelled`;
}

export async function answerRsvp(step: WriteStep): Promise<string | undefined> {
  const event = step.rnd.pick(openEvents(step));
  const m = step.rnd.pick(active(step.model));
  if (!event || !m) return undefined;
  const payload = {
    status: step.rnd.pick(['going', 'maybe', 'no'] as const),
    photoshoot: step.rnd.chance(0.5),
  };
  const res = await step.app.inject({
    method: 'PUT',
    url: `/api/events/${event.id}/rsvp`,
    payload,
    headers: bearer(m.token),
  });
  await expectOk('rsvp', res);
  step.touchedEvents.push(event);
  step.touchedMembers.push(m);
  return `rsvp ${m.username} ${payload.status} to event ${event.id}`;
}
