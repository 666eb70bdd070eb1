import { describe, expect, it } from 'vitest';
import { readPush } from './push-display';

const payload = (value: unknown) => ({ json: () => value }) as unknown as PushMessageData;

describe('a push payload as the service worker reads it', () => {
  it('keeps the title, body, page and tag the server sent', () => {
    expect(
      readPush(payload({ title: 'New comment', body: 'Sam: love it', url: '/events/4', tag: 'comments' })),
    ).toEqual({ title: 'New comment', body: 'Sam: love it', url: '/events/4', tag: 'comments' });
  });

  it('never follows a link off the site', () => {
    for (const url of ['https://evil.example/', '//evil.example/x', 'javascript:alert(1)']) {
      expect(readPush(payload({ title: 'Hi', body: '', url, tag: 't' })).url).toBe('/');
    }
  });

  it('still shows something for an empty or unreadable push', () => {
    const broken = { json: () => JSON.parse('{') } as unknown as PushMessageData;
    for (const data of [null, broken, payload(42)]) {
      expect(readPush(data)).toEqual({
        title: 'Midwest Cosplay & Maker Club',
        body: '',
        url: '/',
        tag: 'club',
      });
    }
  });
});
