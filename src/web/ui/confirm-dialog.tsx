import { type ReactNode, useState } from 'react';
import { errorMessage } from '../lib/error-message';
import { Button } from './button';
import { Dialog } from './dialog';
import { ErrorText } from './error-text';

/**
 * The question before a change that is hard to take back (on the con page: removing a character,
 * moving a claim, deleting a group, removing a slot), or a small form (editing a group). It runs
 * the change itself, so its error is said inside the dialog, and it closes once the change is done.
 */
export function ConfirmDialog({
  title,
  children,
  confirm,
  busyLabel,
  keep = 'Cancel',
  danger = false,
  disabled = false,
  onConfirm,
  onClose,
}: {
  title: string;
  children: ReactNode;
  confirm: string;
  busyLabel: string;
  keep?: string;
  danger?: boolean;
  /** The confirming button is off (a required field is empty). */
  disabled?: boolean;
  onConfirm: () => Promise<unknown>;
  onClose: () => void;
}) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const run = async () => {
    setBusy(true);
    setError('');
    try {
      await onConfirm();
      onClose();
    } catch (caught) {
      setError(errorMessage(caught, 'That did not work. Try again.'));
      setBusy(false);
    }
  };
  return (
    <Dialog open title={title} onClose={onClose}>
      {children}
      <ErrorText>{error}</ErrorText>
      <div className="cta-row">
        <Button variant={danger ? 'danger' : 'primary'} disabled={busy || disabled} onClick={run}>
          {busy ? busyLabel : confirm}
        </Button>
        <Button variant="quiet" onClick={onClose}>
          {keep}
        </Button>
      </div>
    </Dialog>
  );
}
