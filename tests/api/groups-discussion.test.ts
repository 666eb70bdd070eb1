import { expect, it } from 'vitest';
import { COMMENT_MESSAGES } from '../../src/shared/api/comments';
import { seedGroup, setMember } from './group-seed';
import { bearer, describeEachDatabase, signUp, uniqueName } from './helpers';

/**
 * A group's discussion (comments of kind 'group'): read by whoever may open the group, written by
 * its active members, its policy set by its owner and moderators; in a private group nobody
 * outside it — visitor, outsider, invited or former member — reads, writes, is named or hears of it.
 */
describeEachDatabase('a group’s discussion', (ctx) => {
  const app = () => ctx().app;
  const thread = (groupId: number, token?: string) =>
    app().inject({ url: `/api/comments/group/${groupId}`, headers: token ? bearer(token) : {} });
  const write = (groupId: number, token: string, body: string) =>
    app().inject({
      method: 'POST',
      url: `/api/comments/group/${groupId}`,
      headers: bearer(token),
      payload: { body },
    });
  const inbox = async (token: string) =>
    JSON.stringify((await app().inject({ url: '/api/me/notifications', headers: bearer(token) })).json());

  it('in a private group: its members only, on every side of the thread', async () => {
    const [owner, member, outsider, invited, former] = await Promise.all(
      [0, 1, 2, 3, 4].map(() => signUp(app())),
    );
    const groupId = await seedGroup(app(), owner!.userId, {
      slug: uniqueName('crew'),
      visibility: 'private',
      name: 'Armour Crew',
    });
    await setMember(app(), groupId, member!.userId, 'active');
    await setMember(app(), groupId, invited!.userId, 'invited');
    await setMember(app(), groupId, former!.userId, 'active');
    await setMember(app(), groupId, former!.userId, 'gone');
    const body = `Plans for the helmet @${outsider!.username} @${former!.username} @${owner!.username}`;
    const made = await write(groupId, member!.token, body);
    expect(made.statusCode).toBe(201);
    // Only members are named (linked): not the outsider, not the one who left.
    const html = made.json().html as string;
    expect(html).toContain(`/public/${owner!.username}`);
    expect(html).not.toContain(`/public/${outsider!.username}`);
    expect(html).not.toContain(`/public/${former!.username}`);
    await app().deps.jobs.runDue();
    expect(await inbox(owner!.token)).toContain('Armour Crew');
    for (const other of [outsider!, former!, invited!])
      expect(await inbox(other.token)).not.toContain('Armour Crew');
    expect((await thread(groupId, member!.token)).json().total).toBe(1);
    for (const token of [undefined, outsider!.token, invited!.token, former!.token]) {
      const res = await thread(groupId, token);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: COMMENT_MESSAGES.subjectNotFound });
    }
    for (const other of [outsider!, invited!, former!])
      expect((await write(groupId, other.token, 'Hi')).statusCode).toBe(404);
  });

  it('in a public group: anyone reads, members write, moderators set the policy', async () => {
    const [owner, moderator, member, outsider] = await Promise.all([0, 1, 2, 3].map(() => signUp(app())));
    const groupId = await seedGroup(app(), owner!.userId, {
      slug: uniqueName('chapter'),
      visibility: 'public',
    });
    await setMember(app(), groupId, moderator!.userId, 'active', 'moderator');
    await setMember(app(), groupId, member!.userId, 'active');
    expect((await write(groupId, member!.token, 'Next build night?')).statusCode).toBe(201);
    expect((await thread(groupId)).json().total).toBe(1);
    const outside = await thread(groupId, outsider!.token);
    expect(outside.json()).toMatchObject({ total: 1, canComment: false, canSetPolicy: false });
    const refused = await write(groupId, outsider!.token, 'Can I come?');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: COMMENT_MESSAGES.groupMembersOnly });
    const policy = (token: string) =>
      app().inject({
        method: 'PUT',
        url: `/api/comments/group/${groupId}/policy`,
        headers: bearer(token),
        payload: { policy: 'off' },
      });
    expect((await thread(groupId, moderator!.token)).json().canSetPolicy).toBe(true);
    expect((await policy(member!.token)).statusCode).toBe(403);
    expect((await policy(moderator!.token)).statusCode).toBe(200);
    expect((await write(groupId, member!.token, 'Closed?')).statusCode).toBe(403);
    expect((await thread(groupId, owner!.token)).json().canSetPolicy).toBe(true);
  });
});
