import { describe, expect, it } from 'vitest';
import { openLiveStream } from '../support/live-stream';
import { eventFields } from './event-helpers';
import { PG_URL, REDIS_URL, signUpOn, twoInstances } from './two-instances';

/**
 * Issue 34: the live unread count across instances. A member's tab streams from one instance; the
 * RSVP that notifies them is made on the other, whose job records it and publishes the new count
 * through Redis.
 */
describe.runIf(PG_URL && REDIS_URL)('[postgres] the live unread count on two instances', () => {
  const { a, b } = twoInstances('live');

  it('reaches a stream on one instance when the notification is made on the other', async () => {
    const host = await signUpOn(a(), `livehost${process.pid}`);
    const guest = await signUpOn(b(), `liveguest${process.pid}`);
    const created = await fetch(`${a().baseUrl}/api/events`, {
      method: 'POST',
      headers: { authorization: `Bearer ${host.token}`, 'content-type': 'application/json' },
      body: JSON.stringify(eventFields({ title: 'Across instances' })),
    });
    expect(created.status, await created.clone().text()).toBe(201);
    const { id } = (await created.json()) as { id: number };

    const stream = await openLiveStream(b().baseUrl, host.token);
    try {
      expect(await stream.next()).toMatchObject({ event: 'unread', data: { unread: 0 } });
      const answered = await fetch(`${a().baseUrl}/api/events/${id}/rsvp`, {
        method: 'PUT',
        headers: { authorization: `Bearer ${guest.token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ status: 'going' }),
      });
      expect(answered.status).toBe(200);
      const started = Date.now();
      await stream.next((e) => (e.data as { unread: number }).unread === 1, 5000);
      // Measured for the closing note; the goal is within a second.
      expect(Date.now() - started).toBeLessThan(2000);
    } finally {
      stream.close();
    }
  });
});
