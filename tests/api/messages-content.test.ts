import { expect, it } from 'vitest';
import { MESSAGE_MESSAGES } from '../../src/shared/api/messages';
import { bearer, describeEachDatabase, multipart } from './helpers';
import { png } from './images';
import { friends, list, open, send, signUp, start, write } from './message-helpers';

/** What a message holds: safe Markdown, photos at signed addresses only, unsending; read state and counts. */
describeEachDatabase('messages: content and read state', (ctx) => {
  const app = () => ctx().app;
  const sendPhoto = async (token: string, conversationId: number, fields: Record<string, string>) => {
    const form = multipart(fields, {
      photo: { data: await png(640, 480), filename: 'wig.png', type: 'image/png' },
    });
    return app().inject({
      method: 'POST',
      url: `/api/conversations/${conversationId}/photos`,
      payload: form.payload,
      headers: { ...form.headers, ...bearer(token) },
    });
  };

  it('renders a Markdown attack as safe HTML, keeping the words as written', async () => {
    const [a, b] = await friends(app());
    const attack =
      '<script>alert(1)</script><img src=x onerror=alert(2)> [click](javascript:alert(3)) **bold** <a href="https://x.example" onclick="evil()">x</a>';
    const { conversationId, message } = await start(app(), a.token, [b.username], attack);
    expect(message.body).toBe(attack);
    const seen = (await open(app(), b.token, conversationId)).messages[0];
    for (const html of [message.html, seen?.html ?? '']) {
      expect(html).toContain('<strong>bold</strong>');
      // Whatever was typed is text now: no tag carries a script, a handler or a javascript: link.
      const tags = html.match(/<[^>]+>/g) ?? [];
      for (const tag of tags) expect(tag).not.toMatch(/^<(script|img)|\son\w+=|javascript:/i);
      expect(html).toContain('&lt;script&gt;');
    }
  });

  it('photos: sent with alt text, served at the signed addresses the members get, 404 unsigned', async () => {
    const [a, b] = await friends(app());
    const outsider = await signUp(app());
    const { conversationId } = await start(app(), a.token, [b.username], 'Look');
    const noAlt = await sendPhoto(a.token, conversationId, {});
    expect(noAlt.statusCode).toBe(400);
    expect(noAlt.json().message).toBe(MESSAGE_MESSAGES.altRequired);
    const res = await sendPhoto(a.token, conversationId, { alt: 'A pink wig', body: 'New wig!' });
    expect(res.statusCode, res.body).toBe(201);
    const outsiders = await sendPhoto(outsider.token, conversationId, { alt: 'x' });
    expect(outsiders.statusCode).toBe(404);
    const seen = (await open(app(), b.token, conversationId)).messages.at(-1);
    expect(seen).toMatchObject({ body: 'New wig!', photo: { alt: 'A pink wig', width: 640, height: 480 } });
    const photo = seen?.photo;
    if (!photo) throw new Error('no photo');
    for (const url of [photo.display, photo.thumb]) {
      const served = await app().inject({ url });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['cache-control']).toBe('private, no-store');
      expect((await app().inject({ url: url.split('?')[0] })).statusCode).toBe(404);
      expect((await app().inject({ url: url.replace(/sig=[^&]+/, 'sig=forged') })).statusCode).toBe(404);
    }
    // The outsider cannot open the conversation, so no address is ever handed to them.
    expect(
      (await send(app(), 'GET', `/api/conversations/${conversationId}`, outsider.token)).statusCode,
    ).toBe(404);
    expect((await list(app(), a.token)).conversations[0]?.last?.preview).toBe('New wig!');

    // Unsending takes the photo away for good.
    const own = await send(app(), 'DELETE', `/api/messages/${seen?.id}`, b.token);
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe(MESSAGE_MESSAGES.notYours);
    expect((await send(app(), 'DELETE', `/api/messages/${seen?.id}`, outsider.token)).statusCode).toBe(404);
    const unsent = await send(app(), 'DELETE', `/api/messages/${seen?.id}`, a.token);
    expect(unsent.statusCode, unsent.body).toBe(200);
    const after = (await open(app(), b.token, conversationId)).messages.at(-1);
    expect(after).toMatchObject({ id: seen?.id, deleted: true, body: '', html: '', photo: null });
    expect((await app().inject({ url: photo.display })).statusCode).toBe(404);
    expect((await list(app(), b.token)).conversations[0]?.last?.preview).toBe('Message deleted');
  });

  it('read state: unread counts what others wrote after the last read message; reading moves it', async () => {
    const [a, b] = await friends(app());
    const { conversationId } = await start(app(), a.token, [b.username], 'One');
    await write(app(), a.token, conversationId, 'Two');
    const three = await write(app(), a.token, conversationId, 'Three');
    await write(app(), b.token, conversationId, 'Mine');
    expect((await list(app(), b.token)).unread).toBe(3);
    expect((await list(app(), a.token)).unread).toBe(1);
    const first = (await open(app(), b.token, conversationId)).messages[0];
    const read = await send(app(), 'PUT', `/api/conversations/${conversationId}/read`, b.token, {
      upTo: first?.id,
    });
    expect(read.statusCode, read.body).toBe(204);
    expect((await list(app(), b.token)).conversations[0]?.unread).toBe(2);
    await send(app(), 'PUT', `/api/conversations/${conversationId}/read`, b.token, { upTo: 2_000_000_000 });
    expect((await list(app(), b.token)).unread).toBe(0);
    // Never backwards; the others see up to where.
    await send(app(), 'PUT', `/api/conversations/${conversationId}/read`, b.token, { upTo: 1 });
    expect((await list(app(), b.token)).unread).toBe(0);
    const readBy = (await open(app(), a.token, conversationId)).readBy;
    expect(readBy).toEqual([{ username: b.username, lastReadId: expect.any(Number) }]);
    expect(readBy[0]?.lastReadId).toBeGreaterThan(three.id);
    const outsider = await signUp(app());
    expect(
      (await send(app(), 'PUT', `/api/conversations/${conversationId}/read`, outsider.token, { upTo: 1 }))
        .statusCode,
    ).toBe(404);
  });
});
