import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import { POLL_MESSAGES, type Poll, type PollList } from '../../src/shared/api/polls';
import { send } from './comment-helpers';
import { createEvent, setStatus } from './event-helpers';
import { describeEachDatabase, makeOrganiser, signUp } from './helpers';
import { exportOf } from './message-export-helpers';

type Member = Awaited<ReturnType<typeof signUp>>;

/**
 * A group straight in the database (the groups routes have their own tests): its owner, a
 * moderator and members, all active. Visibility as given.
 */
async function seedGroup(
  app: FastifyInstance,
  visibility: 'public' | 'members' | 'private',
  people: { owner: Member; moderators?: Member[]; members?: Member[] },
) {
  const db = app.deps.database.db;
  const now = Date.now();
  const slug = `g-${now}-${Math.random().toString(36).slice(2, 8)}`;
  const { id } = await db
    .insertInto('groups')
    .values({
      slug,
      name: slug,
      kind: 'crew',
      visibility,
      join_policy: visibility === 'private' ? 'invite' : 'open',
      created_by: people.owner.userId,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const rows = [
    { member: people.owner, role: 'owner' as const },
    ...(people.moderators ?? []).map((member) => ({ member, role: 'moderator' as const })),
    ...(people.members ?? []).map((member) => ({ member, role: 'member' as const })),
  ];
  await db
    .insertInto('group_members')
    .values(
      rows.map(({ member, role }) => ({
        group_id: id,
        member_id: member.userId,
        role,
        state: 'active' as const,
        created_at: now,
        joined_at: now,
      })),
    )
    .execute();
  return id;
}

const question = (subject: { kind: 'group' | 'event'; id: number }, extra: Record<string, unknown> = {}) => ({
  subject,
  question: 'Which Saturday for the build night?',
  options: [
    { label: 'March 6', startsAt: '2030-03-06T18:00:00-06:00' },
    { label: 'March 13', startsAt: '2030-03-13T18:00:00-05:00' },
    { label: 'March 20', startsAt: null },
  ],
  ...extra,
});

describeEachDatabase('polls: in a group or on an event', (ctx) => {
  const app = () => ctx().app;
  const start = async (token: string, body: object) => {
    const res = await send(app(), 'POST', '/api/polls', token, body);
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as Poll;
  };
  const vote = (pollId: number, token: string, optionIds: number[]) =>
    send(app(), 'PUT', `/api/polls/${pollId}/vote`, token, { optionIds });
  const list = async (kind: string, id: number, token?: string) => {
    const res = await send(app(), 'GET', `/api/polls?kind=${kind}&id=${id}`, token);
    return { status: res.statusCode, body: res.json() as PollList, headers: res.headers };
  };

  it('a group’s moderators start polls, its members vote, and results follow the author’s choice', async () => {
    const [owner, moderator, ana, bo, outsider] = await Promise.all([
      signUp(app()),
      signUp(app()),
      signUp(app(), { firstname: 'Ana', lastname: 'Alves' }),
      signUp(app()),
      signUp(app()),
    ]);
    const groupId = await seedGroup(app(), 'members', { owner, moderators: [moderator], members: [ana, bo] });
    const subject = { kind: 'group' as const, id: groupId };

    const refused = await send(app(), 'POST', '/api/polls', ana.token, question(subject));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(POLL_MESSAGES.notAllowed);

    const poll = await start(moderator.token, question(subject, { results: 'voters' }));
    expect(poll.options.map((o) => o.label)).toEqual(['March 6', 'March 13', 'March 20']);
    expect(poll.options[1]?.startsAt).toBe('2030-03-13T18:00:00-05:00');
    // The author sees the (empty) results at once; a member who has not voted does not.
    expect(poll.voterCount).toBe(0);
    const before = await list('group', groupId, ana.token);
    expect(before.headers['cache-control']).toBe('no-store');
    expect(before.body.canCreate).toBe(false);
    expect(before.body.polls[0]?.voterCount).toBeNull();
    expect(before.body.polls[0]?.options.every((o) => o.votes === null && o.voters.length === 0)).toBe(true);

    const [first, second] = poll.options.map((o) => o.id);
    const voted = await vote(poll.id, ana.token, [first as number]);
    expect(voted.statusCode, voted.body).toBe(200);
    expect((voted.json() as Poll).options.map((o) => [o.votes, o.mine])).toEqual([
      [1, true],
      [0, false],
      [0, false],
    ]);
    // Named: who chose it is shown; single choice: voting again replaces the vote.
    expect((voted.json() as Poll).options[0]?.voters).toEqual([
      expect.objectContaining({ username: ana.username, name: 'Ana Alves' }),
    ]);
    const changed = (await vote(poll.id, ana.token, [second as number])).json() as Poll;
    expect(changed.options.map((o) => o.votes)).toEqual([0, 1, 0]);
    expect(changed.voterCount).toBe(1);
    const two = await vote(poll.id, bo.token, [first as number, second as number]);
    expect(two.statusCode).toBe(400);
    expect(two.json().message).toBe(POLL_MESSAGES.oneChoice);

    // Someone outside the group cannot vote; a visitor cannot see a members-only group's polls.
    expect((await vote(poll.id, outsider.token, [first as number])).statusCode).toBe(403);
    expect((await list('group', groupId)).status).toBe(404);
    // Options of another poll are refused.
    const other = await start(owner.token, question(subject, { question: 'Theme?' }));
    const foreign = await vote(poll.id, bo.token, [other.options[0]?.id as number]);
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().message).toBe(POLL_MESSAGES.unknownOption);
  });

  it('a private group’s polls are not found for anyone outside it', async () => {
    const [owner, member, outsider] = await Promise.all([signUp(app()), signUp(app()), signUp(app())]);
    const groupId = await seedGroup(app(), 'private', { owner, members: [member] });
    const poll = await start(owner.token, question({ kind: 'group', id: groupId }));
    expect((await list('group', groupId, member.token)).body.polls).toHaveLength(1);
    for (const token of [outsider.token, undefined])
      expect((await list('group', groupId, token)).status).toBe(404);
    expect((await vote(poll.id, outsider.token, [poll.options[0]?.id as number])).statusCode).toBe(404);
    // Starting one there as an outsider is refused the same way: nothing tells it exists.
    const res = await send(
      app(),
      'POST',
      '/api/polls',
      outsider.token,
      question({ kind: 'group', id: groupId }),
    );
    expect(res.statusCode).toBe(404);
  });

  it('anonymous polls never name voters, multiple choice counts each option, closing stops votes', async () => {
    const [host, a, b] = await Promise.all([signUp(app()), signUp(app()), signUp(app())]);
    const eventId = await createEvent(app(), host.token);
    const poll = await start(
      host.token,
      question({ kind: 'event', id: eventId }, { anonymous: true, multiple: true, results: 'closed' }),
    );
    const [x, y, z] = poll.options.map((o) => o.id) as [number, number, number];
    expect((await vote(poll.id, a.token, [x, y])).statusCode).toBe(200);
    const mid = (await vote(poll.id, b.token, [y])).json() as Poll;
    // 'closed': hidden from voters until it closes (the host still sees them).
    expect(mid.voterCount).toBeNull();
    const hostView = (await list('event', eventId, host.token)).body.polls[0] as Poll;
    expect(hostView.options.map((o) => o.votes)).toEqual([1, 2, 0]);
    expect(hostView.options.every((o) => o.voters.length === 0)).toBe(true);

    expect((await send(app(), 'POST', `/api/polls/${poll.id}/close`, a.token)).statusCode).toBe(403);
    const closed = await send(app(), 'POST', `/api/polls/${poll.id}/close`, host.token);
    expect(closed.statusCode).toBe(200);
    const late = await vote(poll.id, a.token, [z]);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(POLL_MESSAGES.closed);
    const after = (await list('event', eventId, b.token)).body.polls[0] as Poll;
    expect(after.closed).toBe(true);
    expect(after.options.map((o) => o.votes)).toEqual([1, 2, 0]);
    expect(after.options.every((o) => o.voters.length === 0)).toBe(true);
    expect(after.voterCount).toBe(2);
    // A visitor sees a public event's closed poll's counts, never names.
    const visitor = (await list('event', eventId)).body.polls[0] as Poll;
    expect(visitor.options.map((o) => o.votes)).toEqual([1, 2, 0]);
    expect(visitor.can.vote).toBe(false);
  });

  it('a suspended member’s vote leaves the counts while it lasts; organisers may delete a poll', async () => {
    const [host, a, b, organiser] = await Promise.all([
      signUp(app()),
      signUp(app()),
      signUp(app()),
      signUp(app()),
    ]);
    const eventId = await createEvent(app(), host.token);
    const poll = await start(host.token, question({ kind: 'event', id: eventId }));
    const first = poll.options[0]?.id as number;
    await vote(poll.id, a.token, [first]);
    await vote(poll.id, b.token, [first]);
    await setStatus(app(), b.userId, 'suspended');
    expect(((await list('event', eventId, a.token)).body.polls[0] as Poll).options[0]?.votes).toBe(1);
    await setStatus(app(), b.userId, 'active');
    expect(((await list('event', eventId, a.token)).body.polls[0] as Poll).options[0]?.votes).toBe(2);

    expect((await send(app(), 'DELETE', `/api/polls/${poll.id}`, a.token)).statusCode).toBe(403);
    await makeOrganiser(app(), organiser.username);
    expect((await send(app(), 'DELETE', `/api/polls/${poll.id}`, organiser.token)).statusCode).toBe(204);
    expect((await list('event', eventId, a.token)).body.polls).toEqual([]);
  });

  it('the export holds the polls a member started and their votes, nobody else’s', async () => {
    const [host, voter, other] = await Promise.all([signUp(app()), signUp(app()), signUp(app())]);
    const eventId = await createEvent(app(), host.token);
    const poll = await start(host.token, question({ kind: 'event', id: eventId }));
    await vote(poll.id, voter.token, [poll.options[1]?.id as number]);
    await vote(poll.id, other.token, [poll.options[0]?.id as number]);
    const polls = async (token: string) =>
      JSON.parse((await exportOf(app(), token)).files.get('polls.json')?.toString('utf8') ?? 'null');
    expect(await polls(voter.token)).toEqual({
      started: [],
      votes: [{ question: 'Which Saturday for the build night?', chose: 'March 13', at: expect.any(String) }],
    });
    const hosted = await polls(host.token);
    expect(hosted.votes).toEqual([]);
    expect(hosted.started).toEqual([
      expect.objectContaining({
        question: 'Which Saturday for the build night?',
        on: { kind: 'event', id: eventId },
        options: ['March 6', 'March 13', 'March 20'],
      }),
    ]);
  });

  it('refuses bad polls with clear messages', async () => {
    const host = await signUp(app());
    const eventId = await createEvent(app(), host.token);
    const subject = { kind: 'event' as const, id: eventId };
    const cases: [object, number, string][] = [
      [question(subject, { options: [{ label: 'Only one' }] }), 400, 'Give at least two options.'],
      [question(subject, { options: [{ label: 'A' }, { label: 'a' }] }), 400, POLL_MESSAGES.duplicateOption],
      [question(subject, { closesAt: '2001-01-01T00:00:00Z' }), 400, POLL_MESSAGES.closesInPast],
      [question(subject, { question: ' ' }), 400, 'Ask a question.'],
      [question({ kind: 'event', id: 2_000_000_000 }), 404, POLL_MESSAGES.subjectNotFound],
    ];
    for (const [body, status, message] of cases) {
      const res = await send(app(), 'POST', '/api/polls', host.token, body);
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json().message).toContain(message);
    }
    expect((await send(app(), 'POST', '/api/polls', undefined, question(subject))).statusCode).toBe(401);
  });

  it('30 concurrent votes of one member in a single-choice poll leave exactly one vote', async () => {
    const [host, member] = await Promise.all([signUp(app()), signUp(app())]);
    const eventId = await createEvent(app(), host.token);
    const poll = await start(host.token, question({ kind: 'event', id: eventId }));
    const ids = poll.options.map((o) => o.id as number);
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => vote(poll.id, member.token, [ids[i % ids.length] as number])),
    );
    expect(answers.map((a) => a.statusCode).filter((s) => s !== 200 && s !== 429)).toEqual([]);
    const seen = (await list('event', eventId, host.token)).body.polls[0] as Poll;
    expect(seen.voterCount).toBe(1);
    expect(seen.options.reduce((sum, o) => sum + (o.votes ?? 0), 0)).toBe(1);
  });
});
