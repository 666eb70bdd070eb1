import { expect, it } from 'vitest';
import { MESSAGE_MESSAGES } from '../../src/shared/api/messages';
import type { InboxResponse } from '../../src/shared/api/notifications';
import { describeEachDatabase } from './helpers';
import { follow, friends, groupCosplay, list, open, send, signUp, start, write } from './message-helpers';
import { block } from './relation-helpers';

/** Safe by default: strangers' messages wait as requests; friends and group-cosplay partners write directly. */
describeEachDatabase('messages: requests', (ctx) => {
  const app = () => ctx().app;
  const reach = async (token: string, username: string) => {
    const res = await send(app(), 'GET', `/api/me/message-reach/${username}`, token);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { reach: string; conversationId: number | null };
  };
  /** The member's inbox notifications of this type, once the queued jobs ran. */
  const notices = async (token: string, type: string) => {
    await app().deps.jobs.runDue();
    const res = await send(app(), 'GET', '/api/me/notifications', token);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as InboxResponse).notifications.filter((n) => n.type === type);
  };

  it('direct between mutual follows and members of one group cosplay; a request otherwise', async () => {
    const [ada, bo] = await friends(app());
    expect(await reach(ada.token, bo.username)).toEqual({ reach: 'direct', conversationId: null });
    const lead = await signUp(app());
    const claimer = await signUp(app());
    await groupCosplay(app(), lead.userId, [claimer.userId]);
    expect((await reach(claimer.token, lead.username)).reach).toBe('direct');
    expect((await reach(lead.token, claimer.username)).reach).toBe('direct');
    const stranger = await signUp(app());
    expect((await reach(stranger.token, ada.username)).reach).toBe('request');
    // Following one way is not enough.
    await follow(app(), stranger.token, ada.username);
    expect((await reach(stranger.token, ada.username)).reach).toBe('request');

    const direct = await start(app(), claimer.token, [lead.username], 'Costume check?');
    expect((await list(app(), lead.token)).conversations.map((c) => c.id)).toEqual([direct.conversationId]);
    const asked = await start(app(), stranger.token, [ada.username], 'Hi, love your work');
    const inbox = await list(app(), ada.token);
    expect(inbox.conversations).toEqual([]);
    expect(inbox.requests).toBe(1);
    const requests = await list(app(), ada.token, 'requests');
    expect(requests.conversations.map((c) => [c.id, c.state])).toEqual([[asked.conversationId, 'request']]);
    expect((await reach(stranger.token, ada.username)).conversationId).toBe(asked.conversationId);
  });

  it('a request notifies once; accepting joins it to the inbox and later messages notify', async () => {
    const ada = await signUp(app());
    const stranger = await signUp(app());
    const { conversationId } = await start(app(), stranger.token, [ada.username], 'One');
    await write(app(), stranger.token, conversationId, 'Two');
    await start(app(), stranger.token, [ada.username], 'Three');
    expect(await notices(ada.token, 'message-request')).toHaveLength(1);
    expect(await notices(ada.token, 'message')).toHaveLength(0);
    expect((await open(app(), ada.token, conversationId)).messages).toHaveLength(3);
    // The sender sees no read state of a pending request, and the recipient as pending.
    const senders = await open(app(), stranger.token, conversationId);
    expect(senders.readBy).toEqual([]);
    expect(senders.pending.map((p) => p.username)).toEqual([ada.username]);

    const accepted = await send(app(), 'POST', `/api/conversations/${conversationId}/accept`, ada.token);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect((await list(app(), ada.token)).conversations.map((c) => c.id)).toEqual([conversationId]);
    expect((await list(app(), ada.token)).requests).toBe(0);
    expect((await open(app(), stranger.token, conversationId)).pending).toEqual([]);
    await write(app(), stranger.token, conversationId, 'Four');
    expect(await notices(ada.token, 'message')).toHaveLength(1);
    // Accepted, it is no request to ignore any more.
    const late = await send(app(), 'POST', `/api/conversations/${conversationId}/ignore`, ada.token);
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toBe(MESSAGE_MESSAGES.notRequest);
    // Accepted: the stranger now writes directly.
    expect((await reach(stranger.token, ada.username)).reach).toBe('direct');
  });

  it('reading a conversation reads its notices: the bell does not repeat what /messages shows', async () => {
    const [ada, bo] = await friends(app());
    const unread = async () => {
      await app().deps.jobs.runDue();
      return (await send(app(), 'GET', '/api/me/notifications/unread', ada.token)).json().unread as number;
    };
    // "Bo followed you" stays unread throughout.
    expect(await unread()).toBe(1);
    const { conversationId } = await start(app(), bo.token, [ada.username], 'First');
    const other = await start(app(), (await signUp(app())).token, [ada.username], 'A request');
    expect(await unread()).toBe(3);
    const read = await send(app(), 'PUT', `/api/conversations/${conversationId}/read`, ada.token, {
      upTo: 2_000_000_000,
    });
    expect(read.statusCode).toBe(204);
    expect(await unread()).toBe(2);
    expect((await notices(ada.token, 'message'))[0]?.read).toBe(true);
    expect(
      (await send(app(), 'PUT', `/api/conversations/${other.conversationId}/read`, ada.token, { upTo: 1 }))
        .statusCode,
    ).toBe(204);
    expect(await unread()).toBe(1);
  });

  it('a message read before its notice is recorded (the conversation open) lights no bell', async () => {
    const [ada, bo] = await friends(app());
    const { conversationId } = await start(app(), bo.token, [ada.username], 'First');
    expect(await notices(ada.token, 'message')).toHaveLength(1);
    const read = (upTo: number) =>
      send(app(), 'PUT', `/api/conversations/${conversationId}/read`, ada.token, { upTo });
    expect((await read(2_000_000_000)).statusCode).toBe(204);
    // Bo writes twice; Ada's open page reads the first before the notify job runs, not the second.
    const seen = await write(app(), bo.token, conversationId, 'Seen at once');
    expect((await read(seen.id)).statusCode).toBe(204);
    expect((await notices(ada.token, 'message')).filter((n) => !n.read)).toHaveLength(0);
    await write(app(), bo.token, conversationId, 'Not seen yet');
    expect((await notices(ada.token, 'message')).filter((n) => !n.read)).toHaveLength(1);
  });

  it('a reply accepts a request', async () => {
    const ada = await signUp(app());
    const stranger = await signUp(app());
    const { conversationId } = await start(app(), stranger.token, [ada.username], 'Hello?');
    await write(app(), ada.token, conversationId, 'Hi!');
    expect((await list(app(), ada.token)).conversations.map((c) => c.state)).toEqual(['active']);
  });

  it('ignoring: gone from the lists, no more notices, the sender sees exactly what they saw before', async () => {
    const ada = await signUp(app());
    const stranger = await signUp(app());
    const { conversationId } = await start(app(), stranger.token, [ada.username], 'Hey');
    const before = await open(app(), stranger.token, conversationId);
    const beforeList = await list(app(), stranger.token);
    const ignored = await send(app(), 'POST', `/api/conversations/${conversationId}/ignore`, ada.token);
    expect(ignored.statusCode, ignored.body).toBe(200);
    expect(await open(app(), stranger.token, conversationId)).toEqual(before);
    expect(await list(app(), stranger.token)).toEqual(beforeList);
    expect((await list(app(), ada.token, 'requests')).conversations).toEqual([]);
    expect((await list(app(), ada.token)).requests).toBe(0);
    expect((await send(app(), 'GET', `/api/conversations/${conversationId}`, ada.token)).statusCode).toBe(
      404,
    );
    await write(app(), stranger.token, conversationId, 'Hello??');
    await start(app(), stranger.token, [ada.username], 'Anyone?');
    expect(await notices(ada.token, 'message-request')).toHaveLength(1);
    expect(await notices(ada.token, 'message')).toHaveLength(0);
    expect((await list(app(), ada.token, 'requests')).conversations).toEqual([]);
  });

  it('a muted sender’s messages arrive without notifying; the sender is never notified of their own', async () => {
    const [ada, bo] = await friends(app());
    await block(app(), ada.token, bo.username, 'mutes');
    const { conversationId } = await start(app(), bo.token, [ada.username], 'Muted hello');
    await write(app(), bo.token, conversationId, 'Again');
    expect(await notices(ada.token, 'message')).toHaveLength(0);
    expect((await open(app(), ada.token, conversationId)).messages).toHaveLength(2);
    expect((await list(app(), ada.token)).unread).toBe(2);
    await write(app(), ada.token, conversationId, 'Back');
    expect(await notices(bo.token, 'message')).toHaveLength(1);
    expect(await notices(ada.token, 'message')).toHaveLength(0);
  });
});
