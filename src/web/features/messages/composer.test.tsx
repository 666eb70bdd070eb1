// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { type Answer, json, stubFetch } from '../../test-support/fetch-stub';
import { signInAs, tearDown } from '../../test-support/render-route';
import { conversation, showMessages, summary } from './messages-fixture';

afterEach(tearDown);

function open(more: Record<string, Answer> = {}) {
  const calls = stubFetch({
    'GET /api/conversations?box=inbox': json(200, { conversations: [summary()], unread: 0, requests: 0 }),
    'GET /api/conversations/5': json(200, conversation()),
    ...more,
  });
  signInAs();
  showMessages('/messages/5');
  return calls;
}

const sent = (calls: { method: string; url: string }[], what: string) =>
  calls.filter((c) => c.method === 'POST' && c.url === `/api/conversations/5/${what}`);

describe('the composer', () => {
  it('sends on Enter; Shift+Enter is a new line', async () => {
    const calls = open({ 'POST /api/conversations/5/messages': json(201, {}) });
    const box = await screen.findByLabelText('Your message');
    fireEvent.change(box, { target: { value: 'Line one' } });
    fireEvent.keyDown(box, { key: 'Enter', shiftKey: true });
    expect(sent(calls, 'messages')).toHaveLength(0);
    fireEvent.keyDown(box, { key: 'Enter' });
    await waitFor(() => expect(sent(calls, 'messages')).toHaveLength(1));
  });

  it('says "Write something first." for an empty message, and asks nothing', async () => {
    const calls = open();
    fireEvent.click(await screen.findByRole('button', { name: 'Send' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Write something first.');
    expect(sent(calls, 'messages')).toHaveLength(0);
  });

  it('a 429 says to wait, and the text stays', async () => {
    open({
      'POST /api/conversations/5/messages': json(
        429,
        { message: 'Too many messages. Slow down.' },
        { 'retry-after': '120' },
      ),
    });
    const box = await screen.findByLabelText('Your message');
    fireEvent.change(box, { target: { value: 'Hello?' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Too many attempts. Try again in 2 minutes.');
    expect((box as HTMLTextAreaElement).value).toBe('Hello?');
  });

  it('a 429 without a wait still says to wait', async () => {
    open({ 'POST /api/conversations/5/messages': json(429, { message: 'Too many messages.' }) });
    fireEvent.change(await screen.findByLabelText('Your message'), { target: { value: 'Hi' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Too many messages. Wait a minute, then try again.',
    );
  });

  it('a photo needs its description, then goes as multipart with its caption', async () => {
    const calls = open({ 'POST /api/conversations/5/photos': json(201, {}) });
    const file = new File(['jpeg'], 'gauntlet.jpg', { type: 'image/jpeg' });
    fireEvent.change(await screen.findByLabelText('Add a photo'), { target: { files: [file] } });
    fireEvent.change(screen.getByLabelText('Caption (optional)'), { target: { value: 'Primed' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Describe the photo for members who cannot see it.',
    );
    expect(sent(calls, 'photos')).toHaveLength(0);
    fireEvent.change(screen.getByLabelText('Describe the photo (required)'), {
      target: { value: 'A foam gauntlet, primed grey' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(sent(calls, 'photos')).toHaveLength(1));
    const form = (sent(calls, 'photos')[0] as unknown as { body: FormData }).body;
    expect(form.get('alt')).toBe('A foam gauntlet, primed grey');
    expect(form.get('body')).toBe('Primed');
    expect((form.get('photo') as File).name).toBe('gauntlet.jpg');
    await waitFor(() => expect(screen.queryByLabelText('Describe the photo (required)')).toBeNull());
  });
});
