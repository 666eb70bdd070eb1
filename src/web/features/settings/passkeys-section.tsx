import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { PASSKEY_NAME_MAX, type Passkey } from '../../../shared/api/passkeys';
import { errorMessage } from '../../lib/error-message';
import {
  addPasskey,
  browserHasPasskeys,
  listPasskeys,
  passkeyCancelled,
  passkeyErrorMessage,
  removePasskey,
} from '../../lib/passkeys';
import { longDate, timeAgo } from '../../lib/time-ago';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { Dialog } from '../../ui/dialog';
import { ErrorText } from '../../ui/error-text';
import { FormField } from '../../ui/form-field';
import { toast } from '../../ui/toast';
import { deviceName } from './device-name';

export const passkeysKey = ['passkeys'] as const;

/** The member's passkeys: each with when it was added and last used; add one, remove one. */
export function PasskeysSection() {
  const query = useQuery({ queryKey: passkeysKey, queryFn: ({ signal }) => listPasskeys(signal) });
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<Passkey | null>(null);
  const supported = browserHasPasskeys();
  const passkeys = query.data?.passkeys ?? [];

  return (
    <Card as="section" className="settings-section" aria-labelledby="settings-passkeys">
      <h2 id="settings-passkeys">Passkeys</h2>
      <p>
        A passkey signs you in with your fingerprint, face or screen lock instead of your password. It stays
        on your device; the club only keeps a public key. Organisers need one to use the organiser tools.
      </p>
      {query.isPending && <p role="status">Loading your passkeys…</p>}
      {query.isError && (
        <ErrorText>{errorMessage(query.error, 'Your passkeys could not be loaded.')}</ErrorText>
      )}
      {query.data && passkeys.length === 0 && <p>You have no passkeys yet.</p>}
      {passkeys.length > 0 && (
        <ul className="session-list" aria-label="Your passkeys">
          {passkeys.map((passkey) => (
            <PasskeyRow key={passkey.id} passkey={passkey} onRemove={() => setRemoving(passkey)} />
          ))}
        </ul>
      )}
      {!supported && (
        <p>This browser cannot make passkeys. Try a recent browser on your phone or computer.</p>
      )}
      <div className="cta-row">
        <Button variant="secondary" onClick={() => setAdding(true)} disabled={!supported}>
          Add a passkey
        </Button>
      </div>
      <AddPasskeyDialog open={adding} onClose={() => setAdding(false)} />
      <RemovePasskeyDialog passkey={removing} onClose={() => setRemoving(null)} />
    </Card>
  );
}

function PasskeyRow({ passkey, onRemove }: { passkey: Passkey; onRemove: () => void }) {
  const nameId = useId();
  return (
    <li className="session">
      <div className="session-text">
        <p id={nameId} className="session-name">
          <strong>{passkey.name}</strong>
        </p>
        <p className="session-meta">
          Added {longDate(passkey.createdAt)} ·{' '}
          {passkey.lastUsedAt ? `last used ${timeAgo(passkey.lastUsedAt)}` : 'not used to sign in yet'}
        </p>
      </div>
      <Button variant="secondary" aria-describedby={nameId} onClick={onRemove}>
        Remove
      </Button>
    </li>
  );
}

function AddPasskeyDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const queryClient = useQueryClient();
  const [name, setName] = useState(() => deviceName(navigator.userAgent));
  const [password, setPassword] = useState('');
  const add = useMutation({
    mutationFn: () => addPasskey(name.trim(), password),
    onSuccess: (passkey) => {
      toast(`Passkey “${passkey.name}” added`);
      close();
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: passkeysKey }),
  });
  function close() {
    setPassword('');
    add.reset();
    onClose();
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    add.mutate();
  };
  const failure =
    add.error && !passkeyCancelled(add.error)
      ? passkeyErrorMessage(add.error, 'The passkey could not be added. Please try again.')
      : '';
  return (
    <Dialog open={open} title="Add a passkey" onClose={close}>
      <form className="form" onSubmit={submit}>
        <FormField
          label="Name"
          name="passkey-name"
          hint="So you can tell your passkeys apart, e.g. the device it is on."
          required
          maxLength={PASSKEY_NAME_MAX}
          value={name}
          onChange={(e) => setName(e.target.value)}
        />
        <FormField
          label="Your password"
          name="passkey-add-password"
          type="password"
          autoComplete="current-password"
          hint="A passkey signs in without your password, so adding one needs it. We email you about every passkey added."
          required
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <ErrorText>{failure}</ErrorText>
        <div className="cta-row">
          <Button type="submit" disabled={add.isPending || name.trim() === '' || password === ''}>
            {add.isPending ? 'Waiting for your device…' : 'Create passkey'}
          </Button>
          <Button variant="quiet" onClick={close}>
            Cancel
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

function RemovePasskeyDialog({ passkey, onClose }: { passkey: Passkey | null; onClose: () => void }) {
  const queryClient = useQueryClient();
  const [password, setPassword] = useState('');
  const remove = useMutation({
    mutationFn: (target: Passkey) => removePasskey(target.id, password),
    onSuccess: (_answer, target) => {
      toast(`Passkey “${target.name}” removed`);
      close();
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: passkeysKey }),
  });
  function close() {
    setPassword('');
    remove.reset();
    onClose();
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (passkey) remove.mutate(passkey);
  };
  return (
    <Dialog open={passkey !== null} title="Remove this passkey?" onClose={close}>
      <form className="form" onSubmit={submit}>
        <p>
          You will no longer sign in with <strong>{passkey?.name}</strong>. Enter your password to confirm.
        </p>
        <FormField
          label="Your password"
          name="passkey-remove-password"
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <ErrorText>
          {remove.error && errorMessage(remove.error, 'The passkey could not be removed.')}
        </ErrorText>
        <div className="cta-row">
          <Button variant="danger" type="submit" disabled={remove.isPending || password === ''}>
            {remove.isPending ? 'Removing…' : 'Remove passkey'}
          </Button>
          <Button variant="quiet" onClick={close}>
            Cancel
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
