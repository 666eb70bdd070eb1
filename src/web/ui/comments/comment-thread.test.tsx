// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Comment, CommentWithReplies, CommentThread as Thread } from '../../../shared/api/comments';
import { json, stubFetch } from '../../test-support/fetch-stub';
import { renderAt, signInAs, tearDown } from '../../test-support/render-route';
import CommentThread from './comment-thread';

afterEach(tearDown);

const base = (id: number, over: Partial<Comment> = {}): Comment => ({
  id,
  parentId: null,
  author: { username: 'sam', name: 'Sam Stitch', thumbnail: '' },
  body: 'Great **seams**',
  html: '<p>Great <strong>seams</strong></p>',
  createdAt: new Date(Date.now() - 3 * 60_000).toISOString(),
  editedAt: null,
  deleted: false,
  mine: false,
  reactions: [],
  ...over,
});
const top = (id: number, over: Partial<Comment> = {}, replies: Comment[] = []): CommentWithReplies => ({
  ...base(id, over),
  parentId: null,
  replies,
});
const thread = (comments: CommentWithReplies[], over: Partial<Thread> = {}): Thread => ({
  policy: 'open',
  canComment: true,
  canSetPolicy: false,
  total: comments.reduce((n, c) => n + 1 + c.replies.length, 0),
  comments,
  next: null,
  ...over,
});
const URL = '/api/comments/event/12';
const show = () => renderAt('/events/12', <CommentThread subject={{ kind: 'event', id: '12' }} />);

describe('a comment thread', () => {
  it('shows comments oldest first with their replies, Markdown rendered, and edited marks', async () => {
    stubFetch({
      [`GET ${URL}`]: json(
        200,
        thread(
          [
            top(1, {}, [
              base(3, {
                parentId: 1,
                author: null,
                html: '<p>Thanks!</p>',
                editedAt: new Date().toISOString(),
              }),
            ]),
            top(2, { author: { username: 'ada', name: 'Ada Lace', thumbnail: '' }, html: '<p>Me too</p>' }),
          ],
          { canComment: false },
        ),
      ),
    });
    show();
    const first = await screen.findByRole('article', { name: 'Comment by Sam Stitch' });
    expect(within(first).getByText('seams').tagName).toBe('STRONG');
    expect(within(first).getByRole('link', { name: 'Sam Stitch' }).getAttribute('href')).toBe('/public/sam');
    expect(within(first).getByText('3 minutes ago')).toBeTruthy();
    const reply = screen.getByRole('article', { name: 'Comment by A former member' });
    expect(within(reply).getByText(/edited/)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Comments 3' })).toBeTruthy();
    // A visitor: no composer, no Reply, no Report.
    expect(screen.queryByRole('button', { name: /Reply|Report|Post/ })).toBeNull();
  });

  it('posts a comment and a reply, then asks for the thread again', async () => {
    const calls = stubFetch({
      [`GET ${URL}`]: json(200, thread([top(1)])),
      [`POST ${URL}`]: json(201, base(9)),
    });
    signInAs();
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Post comment' }));
    expect(await screen.findByText('Write something first.')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    fireEvent.change(screen.getByLabelText('Add a comment'), {
      target: { value: 'How did you @ada seal it?' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Post comment' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ body: 'How did you @ada seal it?' });

    fireEvent.click(screen.getByRole('button', { name: 'Reply to Sam Stitch' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Reply to Sam Stitch' }), {
      target: { value: 'Contact cement' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Post reply' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(2));
    expect(calls.filter((c) => c.method === 'POST')[1]?.body).toEqual({
      body: 'Contact cement',
      parentId: 1,
    });
    await waitFor(() =>
      expect(calls.filter((c) => c.method === 'GET' && c.url === URL).length).toBeGreaterThanOrEqual(3),
    );
  });

  it('keeps the text and says why when the server refuses', async () => {
    stubFetch({
      [`GET ${URL}`]: json(200, thread([])),
      [`POST ${URL}`]: json(403, { message: 'Comments are off here.' }),
    });
    signInAs();
    show();
    const box = await screen.findByLabelText('Add a comment');
    fireEvent.change(box, { target: { value: 'Hello' } });
    fireEvent.click(screen.getByRole('button', { name: 'Post comment' }));
    expect(await screen.findByText('Comments are off here.')).toBeTruthy();
    expect((box as HTMLTextAreaElement).value).toBe('Hello');
  });

  it('lets the author edit and delete their own comment, after asking', async () => {
    const calls = stubFetch({
      [`GET ${URL}`]: json(200, thread([top(4, { mine: true, body: 'Old' })])),
      'PATCH /api/comments/4': json(200, base(4, { body: 'New' })),
      'DELETE /api/comments/4': json(200, { message: 'Comment deleted.' }),
    });
    signInAs();
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    const box = screen.getByLabelText('Edit your comment');
    expect((box as HTMLTextAreaElement).value).toBe('Old');
    fireEvent.change(box, { target: { value: 'New' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ body: 'New' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete your comment?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'DELETE' && c.url === '/api/comments/4')).toBe(true),
    );
  });

  it('blocks a comment’s author in two taps', async () => {
    const calls = stubFetch({
      [`GET ${URL}`]: json(200, thread([top(1)])),
      'PUT /api/me/blocks/sam': json(200, { message: 'Blocked.' }),
    });
    signInAs();
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Block Sam Stitch' }));
    fireEvent.click(
      within(screen.getByRole('dialog', { name: 'Block Sam Stitch?' })).getByRole('button', {
        name: 'Block',
      }),
    );
    expect(await screen.findByText('Blocked.')).toBeTruthy();
    expect(calls.find((c) => c.method === 'PUT')?.url).toBe('/api/me/blocks/sam');
  });

  it('gives and takes back a reaction with the server’s counts', async () => {
    const calls = stubFetch({
      [`GET ${URL}`]: json(
        200,
        thread([top(1, { reactions: [{ reaction: 'fire', count: 2, mine: false }] })]),
      ),
      'PUT /api/reactions/comment/1/fire': json(200, {
        reactions: [{ reaction: 'fire', count: 3, mine: true }],
      }),
      'PUT /api/reactions/comment/1/heart': json(200, {
        reactions: [
          { reaction: 'heart', count: 1, mine: true },
          { reaction: 'fire', count: 3, mine: true },
        ],
      }),
    });
    signInAs();
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Fire: 2' }));
    expect(await screen.findByRole('button', { name: 'Fire: 3, yours' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add a reaction' }));
    fireEvent.click(screen.getByRole('button', { name: 'Love' }));
    expect(await screen.findByRole('button', { name: 'Love: 1, yours' })).toBeTruthy();
    expect(calls.filter((c) => c.method === 'PUT').map((c) => c.url)).toEqual([
      '/api/reactions/comment/1/fire',
      '/api/reactions/comment/1/heart',
    ]);
  });

  it('lets the owner choose who may comment', async () => {
    const calls = stubFetch({
      [`GET ${URL}`]: json(200, thread([], { canSetPolicy: true })),
      [`PUT ${URL}/policy`]: json(200, { message: 'Saved.' }),
    });
    signInAs();
    show();
    fireEvent.change(await screen.findByLabelText('Who may comment'), { target: { value: 'members' } });
    expect(await screen.findByText('Saved.')).toBeTruthy();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ policy: 'members' });
  });

  it('says comments are off, with no composer', async () => {
    stubFetch({ [`GET ${URL}`]: json(200, thread([], { policy: 'off', canComment: false })) });
    signInAs();
    show();
    expect(await screen.findByText('Comments are off here.')).toBeTruthy();
    expect(screen.queryByLabelText('Add a comment')).toBeNull();
  });
});
