// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setSession } from '../../lib/session';
import { json, renderSettings, stubFetch, tearDown } from './test-render';

// The browser's passkey prompt: answers at once with a fixed credential.
vi.mock('@simplewebauthn/browser', () => ({
  startRegistration: async () => ({ id: 'new-cred', rawId: 'new-cred', type: 'public-key', response: {} }),
  startAuthentication: async () => ({ id: 'cred-1', rawId: 'cred-1', type: 'public-key', response: {} }),
}));

beforeEach(() =>
  setSession({ token: 'tok', username: 'robin', userid: '7', role: 'member', status: 'active' }),
);
beforeAll(() => {
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
});
afterEach(tearDown);

const PASSKEY = {
  id: 'cred-1',
  name: 'Robin’s phone',
  createdAt: '2026-03-01T10:00:00.000Z',
  lastUsedAt: null,
};
const section = () => screen.findByRole('region', { name: 'Passkeys' });

describe('Passkeys in Settings', () => {
  it('lists each passkey with when it was added and whether it was used', async () => {
    stubFetch({
      'GET /api/users/7': json(200, { ID: 7 }),
      'GET /api/passkeys': json(200, { passkeys: [PASSKEY] }),
    });
    renderSettings();
    const list = await within(await section()).findByRole('list', { name: 'Your passkeys' });
    expect(list.textContent).toContain('Robin’s phone');
    expect(list.textContent).toContain('Added March 1, 2026 · not used to sign in yet');
  });

  it('says when there are none, and that this browser cannot make one (no WebAuthn)', async () => {
    stubFetch({ 'GET /api/users/7': json(200, { ID: 7 }), 'GET /api/passkeys': json(200, { passkeys: [] }) });
    renderSettings();
    const region = await section();
    await within(region).findByText('You have no passkeys yet.');
    expect(within(region).getByText(/This browser cannot make passkeys/)).toBeTruthy();
    expect(
      (within(region).getByRole('button', { name: 'Add a passkey' }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });

  it('removes a passkey with the password, and shows the refusal of a wrong one', async () => {
    let removed = false;
    let wrong = true;
    const calls = stubFetch({
      'GET /api/users/7': json(200, { ID: 7 }),
      'GET /api/passkeys': () => json(200, { passkeys: removed ? [] : [PASSKEY] }),
      'DELETE /api/passkeys/cred-1': () => {
        if (wrong) return json(403, { message: 'Your current password is not correct' });
        removed = true;
        return json(204, null);
      },
    });
    renderSettings();
    const region = await section();
    fireEvent.click(await within(region).findByRole('button', { name: 'Remove' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove this passkey?' });
    fireEvent.change(within(dialog).getByLabelText('Your password'), { target: { value: 'guess' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove passkey' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Your current password is not correct',
    );
    wrong = false;
    fireEvent.change(within(dialog).getByLabelText('Your password'), { target: { value: 'Right#pass1' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove passkey' }));
    await within(region).findByText('You have no passkeys yet.');
    const deletes = calls.filter((c) => c.method === 'DELETE');
    expect(deletes.map((c) => c.body)).toEqual([{ password: 'guess' }, { password: 'Right#pass1' }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('asks for the password to add a passkey and sends it with the answer; shows a refusal', async () => {
    vi.stubGlobal('PublicKeyCredential', function PublicKeyCredential() {});
    let refuse = true;
    const calls = stubFetch({
      'GET /api/users/7': json(200, { ID: 7 }),
      'GET /api/passkeys': json(200, { passkeys: [] }),
      'POST /api/passkeys/register/options': () => json(200, { options: { challenge: 'abc' } }),
      'POST /api/passkeys/register': () =>
        refuse
          ? json(403, { message: 'Your current password is not correct' })
          : json(201, { id: 'new-cred', name: 'Laptop', createdAt: '2026-03-02T10:00:00.000Z' }),
    });
    renderSettings();
    const region = await section();
    fireEvent.click(await within(region).findByRole('button', { name: 'Add a passkey' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a passkey' });
    const create = within(dialog).getByRole('button', { name: 'Create passkey' }) as HTMLButtonElement;
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Laptop' } });
    expect(create.disabled).toBe(true);
    expect(dialog.textContent).toContain('We email you about every passkey added.');
    fireEvent.change(within(dialog).getByLabelText('Your password'), { target: { value: 'guess' } });
    fireEvent.click(create);
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Your current password is not correct',
    );
    refuse = false;
    fireEvent.change(within(dialog).getByLabelText('Your password'), { target: { value: 'Right#pass1' } });
    fireEvent.click(create);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const adds = calls.filter((c) => c.method === 'POST' && c.url === '/api/passkeys/register');
    expect(adds.map((c) => c.body)).toEqual([
      expect.objectContaining({ name: 'Laptop', currentpassword: 'guess' }),
      expect.objectContaining({ name: 'Laptop', currentpassword: 'Right#pass1' }),
    ]);
  });

  it('lets a member with a passkey confirm with it instead of the password', async () => {
    vi.stubGlobal('PublicKeyCredential', function PublicKeyCredential() {});
    const calls = stubFetch({
      'GET /api/users/7': json(200, { ID: 7 }),
      'GET /api/passkeys': json(200, { passkeys: [PASSKEY] }),
      'POST /api/passkeys/confirm/options': () =>
        json(200, { challengeId: 'ch-1', options: { challenge: 'xyz', allowCredentials: [] } }),
      'POST /api/passkeys/register/options': () => json(200, { options: { challenge: 'abc' } }),
      'POST /api/passkeys/register': () =>
        json(201, { id: 'new-cred', name: 'Tablet', createdAt: '2026-03-02T10:00:00.000Z' }),
    });
    renderSettings();
    const region = await section();
    await within(region).findByRole('list', { name: 'Your passkeys' });
    fireEvent.click(within(region).getByRole('button', { name: 'Add a passkey' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a passkey' });
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Tablet' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm with a passkey instead' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const add = calls.find((c) => c.method === 'POST' && c.url === '/api/passkeys/register');
    const body = add?.body as Record<string, unknown>;
    expect(body).toMatchObject({
      name: 'Tablet',
      confirm: { challengeId: 'ch-1', response: { id: 'cred-1' } },
    });
    expect(body.currentpassword).toBeUndefined();
  });
});
