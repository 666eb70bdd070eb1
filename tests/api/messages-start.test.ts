import { expect, it } from 'vitest';
import { MESSAGE_MESSAGES } from '../../src/shared/api/messages';
import { describeEachDatabase } from './helpers';
import { friends, list, open, send, signUp, start, startTo, write } from './message-helpers';

/** Starting and continuing conversations: one direct conversation per pair, however they race. */
describeEachDatabase('messages: start and continue', (ctx) => {
  const app = () => ctx().app;

  it('writes to a friend, continues the same direct conversation both ways, and lists it', async () => {
    const [ada, bo] = await friends(app());
    const first = await start(app(), ada.token, [bo.username], 'Hi Bo');
    expect(first.message).toMatchObject({ body: 'Hi Bo', mine: true, deleted: false, photo: null });
    expect(first.message.sender?.username).toBe(ada.username);
    const again = await start(app(), ada.token, [bo.username.toUpperCase()], 'Still there?');
    expect(again.conversationId).toBe(first.conversationId);
    const back = await start(app(), bo.token, [ada.username], 'Yes');
    expect(back.conversationId).toBe(first.conversationId);
    await write(app(), bo.token, first.conversationId, 'Hello again');

    const listed = await list(app(), ada.token);
    expect(listed.conversations).toHaveLength(1);
    expect(listed.conversations[0]).toMatchObject({
      id: first.conversationId,
      kind: 'direct',
      title: '',
      state: 'active',
      unread: 2,
      last: { preview: 'Hello again', mine: false },
    });
    expect(listed.conversations[0]?.members.map((m) => m.username)).toEqual([bo.username]);
    expect(listed.unread).toBe(2);
    const raw = await send(app(), 'GET', `/api/conversations/${first.conversationId}`, bo.token);
    expect(raw.headers['cache-control']).toBe('no-store');
    const seen = await open(app(), bo.token, first.conversationId);
    expect(seen.messages.map((m) => m.body)).toEqual(['Hi Bo', 'Still there?', 'Yes', 'Hello again']);
    expect(seen.messages.map((m) => m.mine)).toEqual([false, false, true, true]);
    expect(seen.canWrite).toBe(true);
    expect(seen.before).toBeNull();
  });

  it('refuses yourself (400) and names nobody has (404 No such member), a pending member too', async () => {
    const ada = await signUp(app());
    const self = await startTo(app(), ada.token, [ada.username]);
    expect(self.statusCode).toBe(400);
    expect(self.json().message).toBe(MESSAGE_MESSAGES.self);
    const nobody = await startTo(app(), ada.token, ['no-such-member-here']);
    expect(nobody.statusCode).toBe(404);
    expect(nobody.json().message).toBe(MESSAGE_MESSAGES.noSuchMember);
    expect((await startTo(app(), ada.token, [ada.username], '   ')).statusCode).toBe(400);
    expect(
      (await send(app(), 'POST', '/api/conversations', undefined, { to: ['x'], body: 'x' })).statusCode,
    ).toBe(401);
    expect((await send(app(), 'GET', '/api/conversations/999999', ada.token)).statusCode).toBe(404);
  });

  it('30 first messages at once between one pair: one conversation, every message in it, no 500', async () => {
    const [ada, bo] = await friends(app());
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        startTo(app(), i % 2 ? ada.token : bo.token, [i % 2 ? bo.username : ada.username], `Race ${i}`),
      ),
    );
    expect(
      answers.map((a) => a.statusCode),
      answers.find((a) => a.statusCode !== 201)?.body,
    ).toEqual(Array(30).fill(201));
    const ids = new Set(answers.map((a) => a.json().conversationId));
    expect(ids.size).toBe(1);
    const [id] = [...ids];
    expect((await open(app(), ada.token, id)).messages).toHaveLength(30);
    expect((await list(app(), bo.token)).conversations).toHaveLength(1);
  });

  it('pages older messages with before', async () => {
    const [ada, bo] = await friends(app());
    const { conversationId } = await start(app(), ada.token, [bo.username], 'Message 0');
    for (let i = 1; i < 55; i += 1) await write(app(), ada.token, conversationId, `Message ${i}`);
    const newest = await open(app(), bo.token, conversationId);
    expect(newest.messages).toHaveLength(50);
    expect(newest.messages.at(-1)?.body).toBe('Message 54');
    expect(newest.before).toBe(newest.messages[0]?.id);
    const older = await open(app(), bo.token, conversationId, newest.before ?? undefined);
    expect(older.messages.map((m) => m.body)).toEqual([
      'Message 0',
      'Message 1',
      'Message 2',
      'Message 3',
      'Message 4',
    ]);
    expect(older.before).toBeNull();
  });
});
