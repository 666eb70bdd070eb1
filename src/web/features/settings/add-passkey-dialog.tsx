import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { PASSKEY_NAME_MAX } from '../../../shared/api/passkeys';
import { type AddProof, addPasskey, passkeyCancelled, passkeyErrorMessage } from '../../lib/passkeys';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { ErrorText } from '../../ui/error-text';
import { FormField } from '../../ui/form-field';
import { toast } from '../../ui/toast';
import { deviceName } from './device-name';

/**
 * Adding a passkey: its name, and the proof that it is the member (a stolen session must not add
 * one): the password, or, for a member who has passkeys, one of them.
 */
export function AddPasskeyDialog({
  open,
  hasPasskeys,
  onClose,
  onSettled,
}: {
  open: boolean;
  hasPasskeys: boolean;
  onClose: () => void;
  /** After every try, added or refused: the list may have changed. */
  onSettled: () => void;
}) {
  const [name, setName] = useState(() => deviceName(navigator.userAgent));
  const [password, setPassword] = useState('');
  const add = useMutation({
    mutationFn: (proof: AddProof) => addPasskey(name.trim(), proof),
    onSuccess: (passkey) => {
      toast(`Passkey “${passkey.name}” added`);
      close();
    },
    onSettled,
  });
  function close() {
    setPassword('');
    add.reset();
    onClose();
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    add.mutate({ password });
  };
  const failure =
    add.error && !passkeyCancelled(add.error)
      ? passkeyErrorMessage(add.error, 'The passkey could not be added. Please try again.')
      : '';
  const unnamed = name.trim() === '';
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
          <Button type="submit" disabled={add.isPending || unnamed || password === ''}>
            {add.isPending ? 'Waiting for your device…' : 'Create passkey'}
          </Button>
          {hasPasskeys && (
            <Button
              variant="secondary"
              disabled={add.isPending || unnamed}
              onClick={() => add.mutate({ withPasskey: true })}
            >
              Confirm with a passkey instead
            </Button>
          )}
          <Button variant="quiet" onClick={close}>
            Cancel
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
