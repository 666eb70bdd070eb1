import { expect, it } from 'vitest';
import { OTHERS_PHOTO_NOTE } from '../../src/server/features/export/messages';
import { seedConversation, seedMessage } from '../support/seed-conversation';
import { bearer, describeEachDatabase, signUp } from './helpers';
import { exportOf } from './message-export-helpers';
import { organiser } from './moderation-helpers';
import { block } from './relation-helpers';

/** messages.json in the member's export: their conversations and what they may see there. */
describeEachDatabase('data export: the member’s conversations and messages', (ctx) => {
  const app = () => ctx().app;
  const post = (url: string, token: string, payload?: object) =>
    app().inject({ method: 'POST', url, ...(payload && { payload }), headers: bearer(token) });

  it('holds every conversation with the messages the member sees, their own photos as files', async () => {
    const boss = await organiser(app());
    const me = await signUp(app());
    const friend = await signUp(app());
    const blocked = await signUp(app());
    const suspended = await signUp(app());
    const direct = await seedConversation(app(), [{ id: me.userId }, { id: friend.userId }]);
    const hi = await seedMessage(app(), direct, friend.userId, 'Hi there');
    const mine = await seedMessage(app(), direct, me.userId, 'How did you seal the foam?');
    const theirHidden = await seedMessage(app(), direct, friend.userId, 'Something rude');
    const myHidden = await seedMessage(app(), direct, me.userId, 'Something rude back');
    await seedMessage(app(), direct, me.userId, 'Oops', { unsent: true });
    const myPhotoBytes = Buffer.from('my-photo-bytes');
    const myPhoto = await seedMessage(app(), direct, me.userId, '', {
      photo: { alt: 'Bracer, primed', bytes: myPhotoBytes },
    });
    const theirPhoto = await seedMessage(app(), direct, friend.userId, 'Look', {
      photo: { alt: 'Helmet, painted', bytes: Buffer.from('their-photo-bytes') },
    });
    for (const id of [theirHidden, myHidden])
      expect((await post(`/api/organisers/messages/${id}/hide`, boss.token)).statusCode).toBe(200);

    const group = await seedConversation(
      app(),
      [
        { id: friend.userId },
        { id: me.userId, state: 'request' },
        { id: blocked.userId },
        { id: suspended.userId },
      ],
      { title: 'Foam crew' },
    );
    await seedMessage(app(), group, friend.userId, 'Join us');
    await seedMessage(app(), group, blocked.userId, 'From the one I blocked');
    await seedMessage(app(), group, suspended.userId, 'From the suspended one');
    await block(app(), me.token, blocked.username);
    const suspension = await post(`/api/organisers/members/${suspended.userId}/suspend`, boss.token, {
      reason: 'Spam',
    });
    expect(suspension.statusCode, suspension.body).toBe(200);

    const left = await seedConversation(app(), [
      { id: friend.userId },
      { id: me.userId, state: 'left' },
      { id: blocked.userId },
    ]);
    await seedMessage(app(), left, me.userId, 'Bye all');
    await seedMessage(app(), left, friend.userId, 'Written after I left');
    const notMine = await seedConversation(app(), [{ id: friend.userId }, { id: blocked.userId }]);
    await seedMessage(app(), notMine, friend.userId, 'Between the two of them');

    const { files, conversations } = await exportOf(app(), me.token);
    expect(conversations.map((c) => c.id)).toEqual([direct, group, left]);
    const [d, g, l] = conversations;
    expect(d).toMatchObject({
      kind: 'direct',
      title: '',
      yourState: 'active',
      members: [{ username: friend.username, state: 'active' }],
    });
    expect(d?.messages.map((m) => [m.id, m.from, m.mine, m.body])).toEqual([
      [hi, friend.username, false, 'Hi there'],
      [mine, me.username, true, 'How did you seal the foam?'],
      [myHidden, me.username, true, 'Something rude back'],
      [myPhoto, me.username, true, ''],
      [theirPhoto, friend.username, false, 'Look'],
    ]);
    expect(d?.messages.find((m) => m.id === myHidden)?.hiddenByOrganisers).toBe(true);
    expect(d?.messages.find((m) => m.id === mine)?.hiddenByOrganisers).toBe(false);
    const file = `messages/photos/${myPhoto}.webp`;
    expect(d?.messages.find((m) => m.id === myPhoto)?.photo).toEqual({ file, alt: 'Bracer, primed' });
    expect(files.get(file)?.equals(myPhotoBytes)).toBe(true);
    expect(d?.messages.find((m) => m.id === theirPhoto)?.photo).toEqual({
      alt: 'Helmet, painted',
      note: OTHERS_PHOTO_NOTE,
    });
    expect([...files.keys()].filter((f) => f.startsWith('messages/'))).toEqual([file]);

    expect(g).toMatchObject({ kind: 'group', title: 'Foam crew', yourState: 'request' });
    // The suspended member is not named; the blocked one is (relations.json names them too).
    expect(g?.members.map((m) => m.username)).toEqual([friend.username, blocked.username]);
    expect(g?.messages.map((m) => m.body)).toEqual(['Join us']);
    // A conversation they left keeps only what they wrote there.
    expect(l?.yourState).toBe('left');
    expect(l?.messages.map((m) => m.body)).toEqual(['Bye all']);

    const text = [...files.values()].map((b) => b.toString('utf8')).join('\n');
    for (const secret of ['Between the two of them', 'Oops', 'their-photo-bytes', 'Written after I left'])
      expect(text, secret).not.toContain(secret);
    // The friend's hidden message ("Something rude"), unlike the member's own reply to it.
    expect(text).not.toContain('"Something rude"');
  });

  it('a suspended member’s messages leave the other member’s view, and come back when it is lifted', async () => {
    const boss = await organiser(app());
    const me = await signUp(app());
    const other = await signUp(app());
    const direct = await seedConversation(app(), [{ id: me.userId }, { id: other.userId }]);
    await seedMessage(app(), direct, other.userId, 'Before the suspension');
    await seedMessage(app(), direct, me.userId, 'My answer');
    const bodies = async () =>
      (await exportOf(app(), me.token)).conversations
        .find((c) => c.id === direct)
        ?.messages.map((m) => m.body);
    const act = async (verb: 'suspend' | 'unsuspend') => {
      const res = await post(`/api/organisers/members/${other.userId}/${verb}`, boss.token, {
        reason: 'Spam',
      });
      expect(res.statusCode, res.body).toBe(200);
    };
    await act('suspend');
    expect(await bodies()).toEqual(['My answer']);
    await act('unsuspend');
    expect(await bodies()).toEqual(['Before the suspension', 'My answer']);
  });

  it('a member with no conversations exports an empty list', async () => {
    const me = await signUp(app());
    expect((await exportOf(app(), me.token)).conversations).toEqual([]);
  });
});
