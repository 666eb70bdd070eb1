// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import GroupFormPage from './group-form-page';
import { json, renderRoute, sampleDetail, signInMember, stubFetch, tearDown } from './test-render';

afterEach(tearDown);

describe('the group form', () => {
  it('starts a private group: private makes it invitation-only, and saving opens the group', async () => {
    signInMember();
    const calls = stubFetch({
      'POST /api/groups': json(201, { id: 4, slug: 'secret-circle' }),
    });
    renderRoute('/groups/new', 'groups/new', <GroupFormPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Start a group' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: ' Secret Circle ' } });
    fireEvent.change(screen.getByLabelText('Kind'), { target: { value: 'circle' } });
    fireEvent.change(screen.getByLabelText('State'), { target: { value: 'Kansas' } });
    fireEvent.change(screen.getByLabelText('Description'), { target: { value: 'We sew on *Saturdays*.' } });
    const visibility = screen.getByRole('group', { name: 'Who sees the group' });
    expect(within(visibility).getByText(/Invisible to everyone outside it/)).toBeTruthy();
    fireEvent.click(within(visibility).getByLabelText(/^Private/));
    const join = screen.getByRole('group', { name: 'How members join' });
    expect((within(join).getByLabelText(/Anyone who can see it/) as HTMLInputElement).disabled).toBe(true);
    expect((within(join).getByLabelText('By invitation only') as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Start the group' }));
    expect((await screen.findByTestId('location')).textContent).toBe('/groups/secret-circle');
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      name: 'Secret Circle',
      kind: 'circle',
      state: 'Kansas',
      description: 'We sew on *Saturdays*.',
      visibility: 'private',
      joinPolicy: 'invite',
    });
  });

  it('uploads the chosen cover once the group is saved', async () => {
    signInMember();
    const calls = stubFetch({
      'POST /api/groups': json(201, { id: 4, slug: 'kc' }),
      'PUT /api/groups/kc/cover': json(200, {}),
    });
    renderRoute('/groups/new', 'groups/new', <GroupFormPage />);
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'KC' } });
    const photo = new File([new Uint8Array([1, 2, 3])], 'cover.png', { type: 'image/png' });
    fireEvent.change(screen.getByLabelText(/Cover photo/), { target: { files: [photo] } });
    fireEvent.click(screen.getByRole('button', { name: 'Start the group' }));
    expect((await screen.findByTestId('location')).textContent).toBe('/groups/kc');
    const upload = calls.find((c) => c.method === 'PUT');
    const form = upload?.body as FormData;
    expect(form).toBeInstanceOf(FormData);
    expect((form.get('image') as File).name).toBe('cover.png');
  });

  it('says what is missing, and shows the server’s refusal', async () => {
    signInMember();
    stubFetch({
      'POST /api/groups': json(409, {
        message: 'A group with a very similar name exists. Choose another name.',
      }),
    });
    renderRoute('/groups/new', 'groups/new', <GroupFormPage />);
    fireEvent.click(screen.getByRole('button', { name: 'Start the group' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Name the group.');
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'KC' } });
    fireEvent.click(screen.getByRole('button', { name: 'Start the group' }));
    expect(
      await screen.findByText('A group with a very similar name exists. Choose another name.'),
    ).toBeTruthy();
  });

  it('lets the owner edit and delete the group after a confirmation', async () => {
    signInMember();
    const calls = stubFetch({
      'GET /api/groups/kc-chapter': json(
        200,
        sampleDetail({ can: { edit: true, moderate: true, own: true } }),
      ),
      'PATCH /api/groups/kc-chapter': json(200, sampleDetail()),
      'DELETE /api/groups/kc-chapter': json(204, null),
    });
    renderRoute('/groups/kc-chapter/edit', 'groups/:slug/edit', <GroupFormPage />);
    const name = await screen.findByLabelText('Name');
    expect((name as HTMLInputElement).value).toBe('Kansas City Chapter');
    fireEvent.click(screen.getByRole('button', { name: 'Delete the group' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete the group' }));
    expect((await screen.findByTestId('location')).textContent).toBe('/groups');
    expect(calls.some((c) => c.method === 'DELETE' && c.url === '/api/groups/kc-chapter')).toBe(true);
  });

  it('lets a moderator edit but not change who sees the group, nor delete it', async () => {
    signInMember();
    const calls = stubFetch({
      'GET /api/groups/kc-chapter': json(200, sampleDetail({ can: { edit: true, moderate: true } })),
      'PATCH /api/groups/kc-chapter': json(200, sampleDetail()),
    });
    renderRoute('/groups/kc-chapter/edit', 'groups/:slug/edit', <GroupFormPage />);
    await screen.findByLabelText('Name');
    expect(screen.getByText('Only the group’s owner changes this.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Delete the group' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PATCH')).toBe(true));
    expect(calls.find((c) => c.method === 'PATCH')?.body).not.toHaveProperty('visibility');
  });

  it('shows “Page not found” for a group the caller may not see, and a note to members who may not edit', async () => {
    signInMember();
    stubFetch({ 'GET /api/groups/secret': json(404, { message: 'No such group.' }) });
    renderRoute('/groups/secret/edit', 'groups/:slug/edit', <GroupFormPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    tearDown();
    signInMember();
    stubFetch({ 'GET /api/groups/kc-chapter': json(200, sampleDetail()) });
    renderRoute('/groups/kc-chapter/edit', 'groups/:slug/edit', <GroupFormPage />);
    expect(await screen.findByText('Only the group’s owner or moderators can change it.')).toBeTruthy();
  });
});
