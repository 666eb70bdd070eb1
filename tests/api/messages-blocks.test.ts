import { expect, it } from 'vitest';
import { MESSAGE_MESSAGES } from '../../src/shared/api/messages';
import { describeEachDatabase } from './helpers';
import { friends, list, open, send, setStatus, signUp, start, startTo, write } from './message-helpers';
import { block, unblock } from './relation-helpers';

/** A block on every message surface, both ways, answered as "No such member"; unblocking restores. Suspension. */
describeEachDatabase('messages: blocks and suspension', (ctx) => {
  const app = () => ctx().app;

  for (const direction of ['a blocks b', 'b blocks a'] as const) {
    it(`${direction}: no start, send, add or reach; the direct conversation is gone for both; unblock restores`, async () => {
      const [a, b] = await friends(app());
      const third = await signUp(app());
      const { conversationId } = await start(app(), a.token, [b.username], 'Before');
      const group = await start(app(), third.token, [a.username, b.username], 'Group hello', 'Trio');
      await write(app(), a.token, group.conversationId, 'From a');
      await write(app(), b.token, group.conversationId, 'From b');
      const [blocker, blocked] = direction === 'a blocks b' ? [a, b] : [b, a];
      await block(app(), blocker.token, blocked.username);

      for (const [writer, other] of [
        [a, b],
        [b, a],
      ] as const) {
        const started = await startTo(app(), writer.token, [other.username], 'Hi');
        expect(started.statusCode).toBe(404);
        expect(started.json().message).toBe(MESSAGE_MESSAGES.noSuchMember);
        const reach = await send(app(), 'GET', `/api/me/message-reach/${other.username}`, writer.token);
        expect(reach.statusCode).toBe(404);
        expect(reach.json().message).toBe(MESSAGE_MESSAGES.noSuchMember);
        const grouped = await startTo(app(), writer.token, [other.username, third.username], 'Hi');
        expect(grouped.statusCode).toBe(404);
        expect(grouped.json().message).toBe(MESSAGE_MESSAGES.noSuchMember);
        const sent = await send(
          app(),
          'POST',
          `/api/conversations/${conversationId}/messages`,
          writer.token,
          {
            body: 'Through the block',
          },
        );
        expect(sent.statusCode).toBe(404);
        expect(sent.json().message).toBe(MESSAGE_MESSAGES.notFound);
        expect(
          (await send(app(), 'GET', `/api/conversations/${conversationId}`, writer.token)).statusCode,
        ).toBe(404);
        expect((await list(app(), writer.token)).conversations.map((c) => c.id)).toEqual([
          group.conversationId,
        ]);
        // In the group, neither sees the other's messages nor the other among the members.
        const seen = await open(app(), writer.token, group.conversationId);
        expect(seen.messages.map((m) => m.body)).not.toContain(other === a ? 'From a' : 'From b');
        expect(seen.conversation.members.map((m) => m.username)).toEqual([third.username]);
      }
      // The third member sees both.
      const thirds = await open(app(), third.token, group.conversationId);
      expect(thirds.messages.map((m) => m.body)).toEqual(['Group hello', 'From a', 'From b']);

      // Adding across a block: 404 as for nobody.
      const solo = await start(
        app(),
        third.token,
        [blocked.username, (await signUp(app())).username],
        'Another',
      );
      await send(app(), 'POST', `/api/conversations/${solo.conversationId}/accept`, blocked.token);
      const added = await send(
        app(),
        'POST',
        `/api/conversations/${solo.conversationId}/members`,
        blocked.token,
        {
          usernames: [blocker.username],
        },
      );
      expect(added.statusCode).toBe(404);
      expect(added.json().message).toBe(MESSAGE_MESSAGES.noSuchMember);

      await unblock(app(), blocker.token, blocked.username);
      expect((await open(app(), b.token, conversationId)).messages.map((m) => m.body)).toEqual(['Before']);
      await write(app(), b.token, conversationId, 'After');
      expect((await open(app(), a.token, group.conversationId)).messages).toHaveLength(3);
    });
  }

  it('a suspended member cannot send, and their messages leave the others’ view while it lasts', async () => {
    const [a, b] = await friends(app());
    const { conversationId } = await start(app(), a.token, [b.username], 'From a');
    await write(app(), b.token, conversationId, 'From b');
    await setStatus(app(), a.userId, 'suspended');
    expect((await open(app(), b.token, conversationId)).messages.map((m) => m.body)).toEqual(['From b']);
    expect((await list(app(), b.token)).conversations[0]?.members).toEqual([]);
    const started = await startTo(app(), b.token, [a.username], 'Are you there?');
    expect(started.statusCode).toBe(404);
    // Their sessions end with a suspension; one still open is refused too.
    const sent = await send(app(), 'POST', `/api/conversations/${conversationId}/messages`, a.token, {
      body: 'x',
    });
    expect([401, 403]).toContain(sent.statusCode);
    await setStatus(app(), a.userId, 'active');
    expect((await open(app(), b.token, conversationId)).messages.map((m) => m.body)).toEqual([
      'From a',
      'From b',
    ]);
  });
});
