import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import type { Passkey } from '../../../shared/api/passkeys';
import { errorMessage } from '../../lib/error-message';
import { browserHasPasskeys, listPasskeys, removePasskey } from '../../lib/passkeys';
import { longDate, timeAgo } from '../../lib/time-ago';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { Dialog } from '../../ui/dialog';
import { ErrorText } from '../../ui/error-text';
import { FormField } from '../../ui/form-field';
import { toast } from '../../ui/toast';
import { AddPasskeyDialog } from './add-passkey-dialog';

export const passkeysKey = ['passkeys'] as const;

/** The member's passkeys: each with when it was added and last used; add one, remove one. */
export function PasskeysSection() {
  const query = useQuery({ queryKey: passkeysKey, queryFn: ({ signal }) => listPasskeys(signal) });
  const queryClient = useQueryClient();
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
      <AddPasskeyDialog
        open={adding}
        hasPasskeys={passkeys.length > 0}
        onClose={() => setAdding(false)}
        onSettled={() => queryClient.invalidateQueries({ queryKey: passkeysKey })}
      />
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
