import { expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config';
import { MESSAGE_LIMITS, MESSAGE_MESSAGES } from '../../src/shared/api/messages';
import { describeEachDatabase } from './helpers';
import { follow, list, open, send, signUp, start, startTo, write } from './message-helpers';

/** Group conversations: start, add (cap under concurrency), leave, rename. */
describeEachDatabase(
  'messages: groups',
  (ctx) => {
    const app = () => ctx().app;
    const members = (n: number) => Promise.all(Array.from({ length: n }, () => signUp(app())));

    it('starts a group: friends active, strangers asked; members, title and pending as each sees them', async () => {
      const starter = await signUp(app());
      const friend = await signUp(app());
      const stranger = await signUp(app());
      await follow(app(), starter.token, friend.username);
      await follow(app(), friend.token, starter.username);
      const { conversationId } = await start(
        app(),
        starter.token,
        [friend.username, stranger.username],
        'Hi all',
        'Senshi',
      );
      const friends = await list(app(), friend.token);
      expect(friends.conversations[0]).toMatchObject({
        id: conversationId,
        kind: 'group',
        title: 'Senshi',
        state: 'active',
      });
      expect((await list(app(), stranger.token, 'requests')).conversations.map((c) => c.id)).toEqual([
        conversationId,
      ]);
      const seen = await open(app(), starter.token, conversationId);
      expect(seen.conversation.members.map((m) => m.username).sort()).toEqual(
        [friend.username, stranger.username].sort(),
      );
      expect(seen.pending.map((m) => m.username)).toEqual([stranger.username]);
      expect(seen.readBy.map((r) => r.username)).toEqual([friend.username]);

      const renamed = await send(app(), 'PATCH', `/api/conversations/${conversationId}`, friend.token, {
        title: 'Moon',
      });
      expect(renamed.statusCode, renamed.body).toBe(200);
      expect((await open(app(), starter.token, conversationId)).conversation.title).toBe('Moon');
      // A pending member does not rename yet; a direct conversation has no title.
      expect(
        (await send(app(), 'PATCH', `/api/conversations/${conversationId}`, stranger.token, { title: 'X' }))
          .statusCode,
      ).toBe(403);
      const direct = await start(app(), starter.token, [friend.username], 'Just us');
      const notGroup = await send(
        app(),
        'PATCH',
        `/api/conversations/${direct.conversationId}`,
        starter.token,
        { title: 'X' },
      );
      expect(notGroup.statusCode).toBe(400);
      expect(notGroup.json().message).toBe(MESSAGE_MESSAGES.notGroup);
    });

    it('at most 10 members: a start with more is refused, and 30 concurrent adds never pass the cap', async () => {
      const people = await members(12);
      const [starter, ...others] = people;
      if (!starter) throw new Error('no starter');
      const tooMany = await startTo(
        app(),
        starter.token,
        others.slice(0, 10).map((o) => o.username),
      );
      expect(tooMany.statusCode).toBe(400);
      const { conversationId } = await start(
        app(),
        starter.token,
        others.slice(0, 2).map((o) => o.username),
      );
      const candidates = await members(30);
      const answers = await Promise.all(
        candidates.map((c) =>
          send(app(), 'POST', `/api/conversations/${conversationId}/members`, starter.token, {
            usernames: [c.username],
          }),
        ),
      );
      expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(MESSAGE_LIMITS.groupMembers - 3);
      const full = answers.filter((a) => a.statusCode === 400);
      expect(full).toHaveLength(30 - (MESSAGE_LIMITS.groupMembers - 3));
      expect(full[0]?.json().message).toBe(MESSAGE_MESSAGES.full);
      const seen = await open(app(), starter.token, conversationId);
      expect(seen.conversation.members).toHaveLength(MESSAGE_LIMITS.groupMembers - 1);
    });

    it('leaving: the group is gone for the one who left, the others go on; they can be added back', async () => {
      const starter = await signUp(app());
      const a = await signUp(app());
      const b = await signUp(app());
      const { conversationId } = await start(app(), starter.token, [a.username, b.username], 'Hello');
      await send(app(), 'POST', `/api/conversations/${conversationId}/accept`, a.token);
      const left = await send(app(), 'POST', `/api/conversations/${conversationId}/leave`, a.token);
      expect(left.statusCode, left.body).toBe(200);
      expect(left.json().message).toBe(MESSAGE_MESSAGES.left);
      expect((await send(app(), 'GET', `/api/conversations/${conversationId}`, a.token)).statusCode).toBe(
        404,
      );
      expect(
        (await send(app(), 'POST', `/api/conversations/${conversationId}/messages`, a.token, { body: 'x' }))
          .statusCode,
      ).toBe(404);
      await write(app(), starter.token, conversationId, 'Still here');
      expect(
        (await open(app(), starter.token, conversationId)).conversation.members.map((m) => m.username),
      ).toEqual([b.username]);
      const back = await send(app(), 'POST', `/api/conversations/${conversationId}/members`, starter.token, {
        usernames: [a.username],
      });
      expect(back.statusCode, back.body).toBe(200);
      expect((await list(app(), a.token, 'requests')).conversations.map((c) => c.id)).toEqual([
        conversationId,
      ]);
      const direct = await start(app(), starter.token, [a.username], 'Hi');
      expect(
        (await send(app(), 'POST', `/api/conversations/${direct.conversationId}/leave`, starter.token))
          .statusCode,
      ).toBe(400);
    });
  },
  // Many strangers asked at once here: the request limit is another file's concern.
  {
    config: {
      rateLimits: {
        ...loadConfig({}).rateLimits,
        messageRequestsPerUser: { max: 1000, windowMs: 3_600_000 },
      },
    },
  },
);
